import { carriesJobsSecret } from '@/content/publishing/jobs'
import { jsonError, methodNotAllowed } from '@/kit/http/json'
import { deliverDueMail } from '@/mail/deliver'
import { payloadClient } from '@/db/payload'
import { answeringUnavailable } from '@/db/unavailable'

export const dynamic = 'force-dynamic'

/**
 * POST /api/mail/deliver: one run of the outbox job (what is due, each message claimed
 * atomically). Only the site's own servers may call it (the jobs secret): instrumentation.ts
 * calls it every OUTBOX_INTERVAL_MS on every instance. Answers the outcomes, for the tests.
 */
export const POST = answeringUnavailable('mail', async function post(request: Request) {
  if (!carriesJobsSecret(request.headers)) return jsonError(403, 'Not allowed.')
  const outcomes = await deliverDueMail(await payloadClient())
  return Response.json({ outcomes }, { headers: { 'Cache-Control': 'no-store' } })
})

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
