import { sql } from '@payloadcms/db-postgres'
import { beginTransaction } from '@payloadcms/drizzle'
import { commitTransaction, createLocalReq, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { isPostgres } from '@/config/env'

import { transactionScope } from './sqlite-client'

type Begin = (this: unknown) => Promise<number | string | null>
type Sessions = Record<string, { db: { execute: (query: unknown) => Promise<unknown> } }>

/**
 * Runs `work` in one database transaction: every Local API call inside must pass the `req` it
 * gets. Either all of its writes are kept or none, and the transaction is always ended (commit,
 * or rollback on any error), so it never keeps a lock.
 *
 * Keep slow work (password hashing, mail, a payment provider's call) before or after, never
 * inside: on SQLite a transaction is the one writer of the process, on Postgres it holds a pooled
 * connection and its row locks.
 *
 * Postgres: the adapter's own transactions. SQLite: Payload leaves transactions off for its own
 * operations (src/db/sqlite-adapter.ts), so this opens one with the adapter's drizzle transaction,
 * which takes the one writer (BEGIN IMMEDIATE, src/db/sqlite-client.ts).
 */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const open = isPostgres
    ? payload.db.beginTransaction.bind(payload.db)
    : (beginTransaction as unknown as Begin).bind(payload.db)
  const req = await createLocalReq({}, payload)
  const id = await open()
  if (id == null) throw new Error('The database did not open a transaction.')
  req.transactionID = id
  AFTER_COMMIT.set(req, [])
  const scope = { open: true }
  try {
    const result = await transactionScope.run(scope, () => work(req))
    scope.open = false
    await commitTransaction(req)
    runAfterCommit(req)
    return result
  } catch (error) {
    scope.open = false
    await killTransaction(req)
    throw error
  }
}

const AFTER_COMMIT = new WeakMap<PayloadRequest, (() => Promise<unknown>)[]>()

/**
 * Runs `work` once `req`'s transaction (an `inTransaction` one) has committed, and never if it
 * rolls back: for what must follow a change but not slow it down (the first attempt to deliver the
 * mail that reports it). Not awaited by the commit; a failure is logged. Outside `inTransaction`
 * (Payload's own operations) it does nothing, so `work` must have another way to happen (a job).
 */
export function afterCommit(req: PayloadRequest, work: () => Promise<unknown>): void {
  const list = AFTER_COMMIT.get(req)
  if (list) list.push(work)
}

function runAfterCommit(req: PayloadRequest) {
  for (const work of AFTER_COMMIT.get(req) ?? [])
    void work().catch((error: Error) => console.warn(`[db] after-commit work failed: ${error.message}`))
  AFTER_COMMIT.delete(req)
}

const LOCKABLE = {
  payments: 'payments',
  orders: 'orders',
  customers: 'customers',
  outbox: 'outbox',
  'handover-slots': 'handover_slots',
} as const

/**
 * Locks a row until the transaction ends, before reading what will be changed: two requests
 * changing the same payment (a webhook and the return page) then take turns instead of both
 * acting on the state they read. SQLite needs nothing: a transaction there is the only writer.
 */
export async function lockForUpdate(req: PayloadRequest, collection: keyof typeof LOCKABLE, id: number): Promise<void> {
  if (!isPostgres) return
  const session = (req.payload.db as unknown as { sessions: Sessions }).sessions[String(req.transactionID)]
  if (!session) throw new Error('lockForUpdate needs a transaction (inTransaction).')
  await session.db.execute(sql`select id from ${sql.identifier(LOCKABLE[collection])} where id = ${id} for update`)
}

/**
 * A payment and its order, locked in the one order every money path takes: the order, then the
 * payment (cancel.ts locks the order before each payment). A refund and a payment event that
 * locked the payment first deadlocked on Postgres with a cancel of the same order.
 */
export async function lockOrderThenPayment(req: PayloadRequest, orderId: number, paymentId: number): Promise<void> {
  await lockForUpdate(req, 'orders', orderId)
  await lockForUpdate(req, 'payments', paymentId)
}

/**
 * The adapter's drizzle handle for raw SQL on behalf of `req`: its transaction's while it has one
 * (so the statement commits or rolls back with the rest), otherwise the adapter's own
 * (`payload.db.drizzle`: libsql's on SQLite, node-postgres's pool on Postgres). Payload's own
 * `getTransaction` does the same but is not exported.
 */
export async function drizzleFor(payload: Payload, req?: Partial<PayloadRequest>): Promise<unknown> {
  const db = payload.db as unknown as { drizzle: unknown; sessions?: Record<string, { db: unknown }> }
  const id = req?.transactionID != null ? await req.transactionID : undefined
  return (id != null && db.sessions?.[String(id)]?.db) || db.drizzle
}
