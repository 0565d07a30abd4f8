import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { z } from 'zod'

import { clientAddress } from '@/rate-limit/client-address'
import { consumeAccountCheck } from '@/rate-limit/policies'
import { isSameOrigin } from '@/commerce/http/origin'
import { jsonError, methodNotAllowed, readJsonBody } from '@/content/api/http'

export const dynamic = 'force-dynamic'

const schema = z.object({ email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.')) })

/**
 * POST /api/build/account-check {email} → {exists}. The build flow asks before payment so a
 * returning customer signs in instead of meeting an error at the last step (the original does
 * the same). Same-origin only. This answer reveals whether an e-mail has an account by design, so
 * it is limited per client address (consumeAccountCheck in policies.ts): over it, 429 `{ error }`
 * with Retry-After, and the build flow shows the message beside the e-mail field.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'Cross-site requests are not allowed.')
  const body = await readJsonBody(request, 1024)
  if (!body.ok) return jsonError(body.status, body.message)
  const parsed = schema.safeParse(body.value)
  if (!parsed.success) return jsonError(400, parsed.error.issues[0].message)
  const limit = consumeAccountCheck(clientAddress(request.headers))
  if (limit.limited) {
    return Response.json(
      { error: limit.message },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds), 'Cache-Control': 'no-store' } },
    )
  }
  const payload = await getPayload({ config: configPromise })
  const { totalDocs } = await payload.count({
    collection: 'customers',
    where: { email: { equals: parsed.data.email } },
    overrideAccess: true,
  })
  return Response.json({ exists: totalDocs > 0 }, { headers: { 'Cache-Control': 'no-store' } })
}

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
