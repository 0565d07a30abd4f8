import type { Payload } from 'payload'

/** Every read of observability through Payload (the caller passes the client: this layer sits below src/db). */

/** How many jobs wait in the queue and how many failed (every instance shares the one queue). */
export async function countJobs(payload: Payload): Promise<{ queued: number; failed: number }> {
  const [queued, failed] = await Promise.all([
    payload.count({
      collection: 'payload-jobs',
      where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      overrideAccess: true,
    }),
    payload.count({ collection: 'payload-jobs', where: { hasError: { equals: true } }, overrideAccess: true }),
  ])
  return { queued: queued.totalDocs, failed: failed.totalDocs }
}

type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number }

/** The Postgres pool's connection counts (undefined on SQLite). */
export const poolOf = (payload: Payload) => (payload.db as unknown as { pool?: PoolCounts }).pool
