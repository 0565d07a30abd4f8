import { clientAddress } from '@/rate-limit/client-address'
import { knownDeviceCookieIn } from '@/rate-limit/known-device'
import { getCustomer } from '@/auth/session/current-customer'
import { keepSessionFor } from '@/auth/session/keep-session'
import { isSameOrigin } from '@/kit/http/origin'
import { placeOrder } from '@/commerce/orders/place'
import { payloadClient } from '@/db/payload'
import { passwordLostFault, placementFaultFrom } from '@/commerce/orders/test-faults'
import { jsonError, methodNotAllowed, readJsonBody, unavailable } from '@/kit/http/json'
import { metrics } from '@/observability/metrics.mjs'

export const dynamic = 'force-dynamic'

/** POST /api/build/orders — places an order and answers where to pay its first deposit. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'Cross-site requests are not allowed.')
  const body = await readJsonBody(request)
  if (!body.ok) {
    metrics.reservations.inc({ outcome: 'bad_request' })
    return jsonError(body.status, body.message)
  }
  try {
    const result = await placeOrder(
      await payloadClient(),
      body.value,
      {
        customer: await getCustomer(),
        address: clientAddress(request.headers),
        knownDeviceCookie: knownDeviceCookieIn('customers', request.headers.get('cookie')),
      },
      // Nothing happens between the order and its payment, except a test server's injected fault.
      { afterOrder: placementFaultFrom(request.headers), passwordLost: passwordLostFault(request.headers) },
    )
    metrics.reservations.inc({ outcome: result.ok ? 'placed' : (result.code ?? 'refused') })
    if (!result.ok) {
      const { error, code, fieldErrors, retryAfterSeconds } = result
      return Response.json(
        { error, code, fieldErrors },
        {
          status: result.status,
          headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
        },
      )
    }
    const { customer, signInBrowser, ...answer } = result
    // The account was just made with the password typed here (or a retry proved it): this browser
    // is signed in to it now, without hashing that password a second time for a sign-in.
    if (signInBrowser) await keepSessionFor(customer)
    return Response.json(answer, { status: 201 })
  } catch (error) {
    metrics.reservations.inc({ outcome: 'error' })
    console.error('[orders] placing an order failed:', error)
    return unavailable('We could not place your order. Nothing was charged — please try again.')
  }
}

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
