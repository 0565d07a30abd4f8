import { createHash, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { countJobs, poolOf } from './data'
import { metrics } from './metrics.mjs'

/**
 * Who may read /api/metrics: a scraper sending `Authorization: Bearer <METRICS_TOKEN>`. Without
 * METRICS_TOKEN the endpoint does not exist (404), so a deploy that never set one exposes nothing.
 */
export function metricsAccess(authorization: string | null): 'granted' | 'no-token-set' | 'refused' {
  const token = process.env.METRICS_TOKEN
  if (!token) return 'no-token-set'
  const offered = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1] ?? ''
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(offered), digest(token)) ? 'granted' : 'refused'
}

/**
 * The figures read at scrape time rather than counted as they happen: the Postgres pool's
 * connections and the job queue (shared by every instance: each reports the same database's).
 */
export async function sampleAtScrape(payload: Payload): Promise<void> {
  const pool = poolOf(payload)
  if (pool) {
    metrics.pgPool.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
    metrics.pgPool.set({ state: 'idle' }, pool.idleCount)
    metrics.pgPool.set({ state: 'waiting' }, pool.waitingCount)
  }
  const { queued, failed } = await countJobs(payload)
  metrics.jobs.set({ state: 'queued' }, queued)
  metrics.jobs.set({ state: 'failed' }, failed)
}

/** The exposition text of every metric of this process. */
export const exposition = () => Promise.all([metrics.registry.metrics(), metrics.registry.contentType])
