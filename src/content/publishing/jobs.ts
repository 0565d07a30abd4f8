import { createHmac, timingSafeEqual } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { contentTeam } from '@/access'
import { env } from '@/config/env'

/** How often the server runs its own job queue (scheduled publish and unpublish). */
export const JOBS_INTERVAL_MS = 10_000
export const JOBS_SECRET_HEADER = 'x-pebble-jobs'
export const JOBS_RUN_PATH = '/cms-api/payload-jobs/run?queue=default&limit=20'

/** A secret only this server knows, derived from PAYLOAD_SECRET, that lets it run its own jobs. */
export const jobsSecret = () => createHmac('sha256', env.payloadSecret).update('pebble-jobs').digest('hex')

/** Admins and editors may run jobs from the admin; the server's own runner proves itself with the secret. */
export function mayRunJobs({ req }: { req: PayloadRequest }): boolean {
  if (contentTeam({ req })) return true
  const given = req.headers.get(JOBS_SECRET_HEADER) ?? ''
  const want = jobsSecret()
  return given.length === want.length && timingSafeEqual(Buffer.from(given), Buffer.from(want))
}
