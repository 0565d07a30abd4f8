import { beginTransaction } from '@payloadcms/drizzle'
import { commitTransaction, createLocalReq, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { isPostgres } from '@/config/env'

const BUSY_TIMEOUT_MS = 10_000

type SqliteClient = { execute: (sql: string) => Promise<unknown> }

/** SQLite has one writer at a time and libsql waits for a lock synchronously, blocking this process: commerce transactions queue here instead. */
let sqliteQueue: Promise<unknown> = Promise.resolve()
function serialised<T>(work: () => Promise<T>): Promise<T> {
  const run = sqliteQueue.then(work, work)
  sqliteQueue = run.catch(() => undefined)
  return run
}

/**
 * Runs `work` in one database transaction: every Local API call inside must pass the `req` it
 * gets. Either all of its writes are kept or none.
 *
 * Postgres opens transactions natively. Payload's SQLite adapter leaves them off unless
 * `transactionOptions` is set for the whole app, which would make every operation transactional
 * (and any hook writing without `req` would wait on the lock); commerce opts in only here, with
 * the same drizzle transaction the adapter would use, one at a time within this process. On
 * SQLite a write from elsewhere during these few milliseconds waits for the lock (busy timeout).
 */
export function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  return isPostgres ? run(payload, work, payload.db.beginTransaction.bind(payload.db)) : serialised(() => run(payload, work, (beginTransaction as (this: unknown) => Promise<number | string | null>).bind(payload.db)))
}

async function run<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>, open: () => Promise<number | string | null>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const client = isPostgres ? null : (payload.db as unknown as { client: SqliteClient }).client
  // libsql hands its current connection to the transaction and opens a fresh one for everyone
  // else: both must wait for a lock held by another process rather than fail at once.
  await client?.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`)
  const id = await open()
  if (id == null) throw new Error('The database did not open a transaction.')
  req.transactionID = id
  await client?.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
