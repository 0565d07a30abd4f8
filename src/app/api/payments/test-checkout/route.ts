import { z } from 'zod'

import { isSameOrigin } from '@/kit/http/origin'
import { chargeTestCheckout } from '@/commerce/payments/test-checkout'
import { payloadClient } from '@/db/payload'
import { BODY_LIMIT, jsonError, methodNotAllowed, readBodyBytes, withBody } from '@/kit/http/json'
import { answeringUnavailable } from '@/db/unavailable'

export const dynamic = 'force-dynamic'

const form = z.object({ reference: z.string().min(1).max(100), card: z.string().max(40).default('') })

// A relative Location: the browser resolves it against the address it used (request.url here is
// the server's own view of the host, which may differ from the visitor's).
const back = (_request: Request, path: string) => new Response(null, { status: 303, headers: { Location: path } })

/**
 * POST /api/payments/test-checkout (form): the test provider's card form. Works without
 * JavaScript; answers with a redirect to the return URL, or back to the checkout with the error.
 */
export const POST = answeringUnavailable('test-checkout', async function post(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'Cross-site requests are not allowed.')
  const body = await readBodyBytes(request, BODY_LIMIT)
  if (!body.ok) return jsonError(body.status, body.message)
  const data = await withBody(request, body.bytes)
    .formData()
    .catch(() => null)
  const parsed = form.safeParse({
    reference: data?.get('reference') ?? undefined,
    card: data?.get('card') ?? undefined,
  })
  if (!parsed.success) return jsonError(400, 'Missing checkout reference.')
  const { reference, card } = parsed.data
  const result = await chargeTestCheckout(await payloadClient(), reference, card)
  const checkout = `/payments/test-checkout/${encodeURIComponent(reference)}`
  switch (result.kind) {
    case 'not-found':
      return jsonError(404, 'This checkout does not exist.')
    case 'paid':
      return back(request, result.returnPath)
    default:
      return back(request, `${checkout}?error=${result.kind}`)
  }
})

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
