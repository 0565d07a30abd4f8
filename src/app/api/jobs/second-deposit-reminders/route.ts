import { sendSecondDepositReminders } from '@/commerce/second-deposit/reminders'
import { carriesJobsSecret } from '@/content/publishing/jobs'
import { jsonError, methodNotAllowed } from '@/kit/http/json'
import { payloadClient } from '@/db/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/jobs/second-deposit-reminders: one run of the reminders job (commerce/second-deposit/
 * reminders.ts). Only the site's own servers may call it (the jobs secret); instrumentation.ts
 * does, every REMINDERS_INTERVAL_MS, on every instance (each reminder is claimed under a row lock).
 */
export async function POST(request: Request) {
  if (!carriesJobsSecret(request.headers)) return jsonError(403, 'Not allowed.')
  const sent = await sendSecondDepositReminders(await payloadClient())
  return Response.json({ sent }, { headers: { 'Cache-Control': 'no-store' } })
}

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
