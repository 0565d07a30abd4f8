import { carriesJobsSecret, JOBS_PER_RUN, mayRunJobsHere } from '@/content/publishing/jobs'
import { payloadClient } from '@/db/payload'
import { answeringUnavailable } from '@/db/unavailable'
import { jsonError, methodNotAllowed } from '@/kit/http/json'

export const dynamic = 'force-dynamic'

/**
 * POST /api/jobs/run: one run of Payload's job queue (scheduled publishing), through Payload's
 * own `jobs.run`. Only the site's own servers may call it (the jobs secret), and on Postgres only
 * the instance holding the jobs lock runs anything; instrumentation.ts calls it every
 * JOBS_INTERVAL_MS. A route rather than Payload's in-process autoRun, so that what a job publishes
 * expires the cache like an editor's save does (its hooks run in a request context).
 */
export const POST = answeringUnavailable('jobs', async function post(request: Request) {
  if (!carriesJobsSecret(request.headers)) return jsonError(403, 'Not allowed.')
  const payload = await payloadClient()
  if (!(await mayRunJobsHere(payload)))
    return Response.json({ ran: false, reason: 'another instance runs the job queue' }, { status: 409 })
  const result = await payload.jobs.run({ queue: 'default', limit: JOBS_PER_RUN })
  return Response.json(
    { ran: true, noJobsRemaining: result.noJobsRemaining ?? false, jobs: Object.keys(result.jobStatus ?? {}).length },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
