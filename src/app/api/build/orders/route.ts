import { getCustomer } from '@/auth/session'
import { isSameOrigin } from '@/commerce/http/origin'
import { placeOrder, type PlacementFault } from '@/commerce/orders/place'
import { env } from '@/config/env'
import { jsonError, methodNotAllowed, readJsonBody } from '@/content/api/http'

export const dynamic = 'force-dynamic'

/** POST /api/build/orders — places an order and answers where to pay its first deposit. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'Cross-site requests are not allowed.')
  const body = await readJsonBody(request)
  if (!body.ok) return jsonError(body.status, body.message)
  const fault = env.testFaults ? ((request.headers.get('x-pebble-test-fault') as PlacementFault | null) ?? undefined) : undefined
  try {
    const result = await placeOrder(body.value, { customer: await getCustomer(), fault })
    if (!result.ok) return Response.json({ error: result.error, code: result.code, fieldErrors: result.fieldErrors }, { status: result.status })
    return Response.json(result, { status: 201 })
  } catch (error) {
    console.error('[orders] placing an order failed:', error)
    return jsonError(503, 'We could not place your order. Nothing was charged — please try again.')
  }
}

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
