import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { env, isPostgres } from '@/config/env'
import { AdvisoryLeader } from '@/db/advisory-lock'

import { putBackJobsLeftProcessing } from './data'

/** How often the server runs its own job queue (scheduled publish and unpublish): 10 s unless JOBS_INTERVAL_MS says otherwise. */
export const JOBS_INTERVAL_MS = env.jobsIntervalMs
export const JOBS_SECRET_HEADER = 'x-pebble-jobs'
/** The site's own route that runs the queue (src/app/api/jobs/run): Payload's endpoint stays closed. */
export const JOBS_RUN_PATH = '/api/jobs/run'
/** How many due jobs one run takes on. */
export const JOBS_PER_RUN = 20
/**
 * A job still marked `processing` with no update for this long was claimed by an instance that
 * stopped (killed, crashed) before finishing it: the leader puts it back in the queue. Payload 3.90
 * has no lease of its own (docs/decisions.md, "One job runner"). Far longer than any of our
 * jobs takes (a publish: seconds), so a job that is merely slow is never run twice.
 */
export const STALE_JOB_AFTER_MS = 5 * 60_000
/** The Postgres advisory lock whose holder runs the job queue: the same number on every instance. */
export const JOBS_LEADER_LOCK_KEY = 0x7065_6262_6c65_6a6fn

/** A secret only the site's servers know, derived from PAYLOAD_SECRET, that lets them run their own jobs. */
export const jobsSecret = () => createHmac('sha256', env.payloadSecret).update('pebble-jobs').digest('hex')

const LEADER = Symbol.for('pebble.jobs.leader')
type WithLeader = typeof globalThis & { [LEADER]?: AdvisoryLeader }

/**
 * On Postgres, the instances share one queue, and Payload 3.90 claims jobs without a lock (two
 * instances polling together both run a job): only the holder of an advisory lock runs it. One
 * per process (the Payload config and the runner in instrumentation.ts share it). SQLite serves
 * one instance on one machine: no leader needed, null.
 */
export function jobsLeader(): AdvisoryLeader | null {
  if (!isPostgres) return null
  const holder = globalThis as WithLeader
  holder[LEADER] ??= new AdvisoryLeader(env.databaseUrl, JOBS_LEADER_LOCK_KEY, `pebble-jobs:${process.pid}`)
  return holder[LEADER]
}

/** Whether a request comes from this site's own servers: it carries the jobs secret (compared in constant time). */
export function carriesJobsSecret(headers: Headers): boolean {
  const given = Buffer.from(headers.get(JOBS_SECRET_HEADER) ?? '')
  const want = Buffer.from(jobsSecret())
  return given.length === want.length && timingSafeEqual(given, want)
}

/**
 * Whether this process may run the queue now: on Postgres it must hold the leader lock; on
 * SQLite this instance alone runs the queue, so it also puts back what a stopped run left behind.
 */
export async function mayRunJobsHere(payload: Payload): Promise<boolean> {
  const leader = jobsLeader()
  if (leader) return leader.leads
  await sweepStaleJobsLocally(payload).catch((error: Error) =>
    console.warn(`[jobs] stale-job sweep failed: ${error.message}`),
  )
  return true
}

/** The SQLite side of `sweepStaleJobs`: the same rule, through Payload (its one writer). */
export async function sweepStaleJobsLocally(payload: Payload): Promise<number[]> {
  return reportPutBack(await putBackJobsLeftProcessing(payload, new Date(Date.now() - STALE_JOB_AFTER_MS)))
}

function reportPutBack(ids: number[]): number[] {
  if (ids.length)
    console.warn(`[jobs] put back ${ids.length} job(s) left processing by a stopped instance: ${ids.join(', ')}`)
  return ids
}

/** Puts jobs an instance claimed and never finished back in the queue; returns their ids. */
export async function sweepStaleJobs(leader: AdvisoryLeader): Promise<number[]> {
  const { rows } = await leader.query<{ id: number }>(
    `UPDATE payload_jobs SET processing = false, updated_at = now()
      WHERE processing = true AND completed_at IS NULL
        AND updated_at < now() - ($1::bigint * interval '1 millisecond')
      RETURNING id`,
    [STALE_JOB_AFTER_MS],
  )
  return reportPutBack(rows.map((r) => Number(r.id)))
}

/**
 * One tick of the runner: on Postgres, lead or do nothing (the leader also sweeps stale jobs);
 * then ask this server's own jobs route to run what is due.
 */
export async function runJobsOnce(port: string, secret: string): Promise<void> {
  const leader = jobsLeader()
  if (leader) {
    const led = leader.leads
    if (!(await leader.tryLead())) return
    if (!led) console.info(`[jobs] this instance runs the job queue (pid ${process.pid})`)
    await sweepStaleJobs(leader).catch((error: Error) =>
      console.warn(`[jobs] stale-job sweep failed: ${error.message}`),
    )
  }
  const res = await fetch(`http://127.0.0.1:${port}${JOBS_RUN_PATH}`, {
    method: 'POST',
    headers: { [JOBS_SECRET_HEADER]: secret },
  })
  if (!res.ok) console.warn(`[jobs] run answered ${res.status}`)
}
