import { getPlan, putPlan } from '@/commerce/delivery/plan-api'
import { userOfHeaders } from '@/content/publishing/data'
import { payloadClient } from '@/db/payload'
import { answeringUnavailable } from '@/db/unavailable'
import { jsonError, methodNotAllowed, readJsonBody } from '@/kit/http/json'

export const dynamic = 'force-dynamic'

const PLAN_BODY_LIMIT = 65_536
const answer = ({ status, body }: { status: number; body: unknown }) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * GET and PUT /api/production-plan: the production plan for an ERP or a script, with an admin's
 * Payload JWT (`Authorization: JWT …`) or a staff member's API key (`Authorization: users API-Key …`).
 * PUT takes the whole plan, `{"months":[{"month":"2027-03","capacity":{"adventure":40}}],"reason":"…"}`.
 */
export const GET = answeringUnavailable('production-plan', async function get(request: Request) {
  const payload = await payloadClient()
  return answer(await getPlan(payload, await userOfHeaders(payload, request.headers)))
})

export const PUT = answeringUnavailable('production-plan', async function put(request: Request) {
  const payload = await payloadClient()
  const user = await userOfHeaders(payload, request.headers)
  if (!user) return jsonError(401, 'Sign in as an admin, or send an API key.')
  const body = await readJsonBody(request, PLAN_BODY_LIMIT)
  if (!body.ok) return jsonError(body.status, body.message)
  return answer(await putPlan(payload, user, body.value))
})

export const POST = methodNotAllowed('GET', 'PUT')
export const PATCH = POST
export const DELETE = POST
