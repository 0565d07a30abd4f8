import { reconcileRefunds } from '@/commerce/refunds/reconcile'
import { payloadClient } from '@/db/payload'
import { carriesJobsSecret } from '@/content/publishing/jobs'
import { jsonError, methodNotAllowed } from '@/kit/http/json'

export const dynamic = 'force-dynamic'

/**
 * POST /api/jobs/reconcile-refunds: one run of the refund reconciliation (commerce/refunds/
 * reconcile.ts): refunds left pending by a crash or a timeout are asked of the provider again,
 * with their own idempotency key, and settled. Only the site's own servers may call it (the jobs
 * secret); instrumentation.ts does, every RECONCILE_INTERVAL_MS. `?afterMs=0` (an operator after a
 * crash, the tests) settles what is pending now rather than what waited a minute.
 */
export async function POST(request: Request) {
  if (!carriesJobsSecret(request.headers)) return jsonError(403, 'Not allowed.')
  const after = Number(new URL(request.url).searchParams.get('afterMs') ?? NaN)
  const settled = await reconcileRefunds(
    await payloadClient(),
    Number.isInteger(after) && after >= 0 ? after : undefined,
  )
  return Response.json(settled, { headers: { 'Cache-Control': 'no-store' } })
}

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
