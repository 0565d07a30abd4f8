import { beginTransaction } from '@payloadcms/drizzle'
import { commitTransaction, createLocalReq, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { isPostgres } from '@/config/env'

/**
 * Runs `work` in one database transaction: every Local API call inside must pass the `req` it
 * gets. Either all of its writes are kept or none.
 *
 * Postgres opens transactions natively. Payload's SQLite adapter leaves them off unless
 * `transactionOptions` is set for the whole app, which would make every operation transactional
 * (and any hook writing without `req` would wait on the lock); commerce opts in only here, with
 * the same drizzle transaction the adapter would use.
 */
const BUSY_TIMEOUT_MS = 10_000

export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const open = isPostgres ? payload.db.beginTransaction.bind(payload.db) : (beginTransaction as (this: unknown) => Promise<number | string | null>).bind(payload.db)
  const id = await open()
  if (id == null) throw new Error('The database did not open a transaction.')
  req.transactionID = id
  if (!isPostgres) {
    // libsql hands its connection to the transaction and opens a fresh one for everyone else;
    // that one must wait for our lock like the first did instead of failing at once.
    await (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`)
  }
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
