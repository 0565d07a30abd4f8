import { timingSafeEqual } from 'node:crypto'

import { sendSecondDepositReminders } from '@/commerce/second-deposit/reminders'
import { JOBS_SECRET_HEADER, jobsSecret } from '@/content/publishing/jobs'
import { jsonError, methodNotAllowed } from '@/kit/http/json'
import { payloadClient } from '@/db/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/jobs/second-deposit-reminders: one run of the reminders job (commerce/second-deposit/
 * reminders.ts). Only the site's own servers may call it (the jobs secret); instrumentation.ts
 * does, every REMINDERS_INTERVAL_MS, on every instance (each reminder is claimed under a row lock).
 */
export async function POST(request: Request) {
  const given = Buffer.from(request.headers.get(JOBS_SECRET_HEADER) ?? '')
  const want = Buffer.from(jobsSecret())
  if (given.length !== want.length || !timingSafeEqual(given, want)) return jsonError(403, 'Not allowed.')
  const sent = await sendSecondDepositReminders(await payloadClient())
  return Response.json({ sent }, { headers: { 'Cache-Control': 'no-store' } })
}

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
