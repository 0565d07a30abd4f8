import { z } from 'zod'

import { hasAccountWithEmail } from '@/auth/customer-lookup'
import { clientAddress } from '@/rate-limit/client-address'
import { consumeAccountCheck } from '@/rate-limit/policies'
import { isSameOrigin } from '@/kit/http/origin'
import { jsonError, methodNotAllowed, readJsonBody } from '@/kit/http/json'
import { emailRule } from '@/kit/rules/email'
import { answeringUnavailable } from '@/db/unavailable'

export const dynamic = 'force-dynamic'

const schema = z.object({ email: emailRule })

/**
 * POST /api/build/account-check {email} → {exists}. The build flow asks before payment so a
 * returning customer signs in instead of meeting an error at the last step (the original does
 * the same). Same-origin only. This answer reveals whether an e-mail has an account by design, so
 * it is limited per client address (consumeAccountCheck in policies.ts): over it, 429 `{ error }`
 * with Retry-After, and the build flow shows the message beside the e-mail field.
 */
export const POST = answeringUnavailable('account-check', async function post(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'Cross-site requests are not allowed.')
  const body = await readJsonBody(request, 1024)
  if (!body.ok) return jsonError(body.status, body.message)
  const parsed = schema.safeParse(body.value)
  if (!parsed.success) return jsonError(400, parsed.error.issues[0].message)
  const limit = await consumeAccountCheck(clientAddress(request.headers))
  if (limit.limited) {
    return Response.json(
      { error: limit.message },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds), 'Cache-Control': 'no-store' } },
    )
  }
  const exists = await hasAccountWithEmail(parsed.data.email)
  return Response.json({ exists }, { headers: { 'Cache-Control': 'no-store' } })
})

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
