import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { isPostgres } from '@/config/env'
import { drizzleFor, inTransaction } from '@/db/transaction'
import type { Outbox } from '@/payload-types'

import { SENDING_LEASE_MS } from './retry'

/** Every read and write of the Outbox. Mail is server business: access is overridden throughout. */

/**
 * Queues a message; with `req`, in that request's transaction. One INSERT … RETURNING id through
 * the adapter's query builder: the Outbox has no hooks, and Payload's create operation validated,
 * then read the row back (a receipt is queued on every buyer's checkout).
 */
export async function insertQueuedMessage(
  payload: Payload,
  mail: Pick<Outbox, 'to' | 'subject' | 'text' | 'html' | 'calendar'>,
  req?: PayloadRequest,
): Promise<{ id: number }> {
  const now = new Date().toISOString()
  const db = (await drizzleFor(payload, req)) as {
    insert: (table: unknown) => {
      values: (row: Record<string, unknown>) => {
        returning: (columns: Record<string, unknown>) => Promise<{ id: number }[]>
      }
    }
  }
  const outbox = (payload.db as unknown as { tables: Record<string, Record<string, unknown>> }).tables.outbox
  const [row] = await db
    .insert(outbox)
    .values({
      ...mail,
      html: mail.html ?? null,
      calendar: mail.calendar ?? null,
      transport: 'queued',
      attempts: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: outbox.id })
  return { id: Number(row.id) }
}

export type Claimed = {
  id: number
  to: string
  subject: string
  text: string
  html: string | null
  calendar: string | null
  attempts: number
}

/**
 * Takes one message for sending, atomically: a queued one whose next attempt is due, or one left
 * `sending` longer than the lease by a runner that stopped. One UPDATE … WHERE … RETURNING, so of
 * any number of runners (threads, instances) racing for a message exactly one gets it.
 */
export async function claimMessage(payload: Payload, id: number, now: Date): Promise<Claimed | null> {
  const at = now.toISOString()
  const staleBefore = new Date(now.getTime() - SENDING_LEASE_MS).toISOString()
  return inTransaction(payload, async (req) => {
    const db = await drizzleFor(payload, req)
    if (isPostgres) {
      const { rows } = await (db as { execute: <T>(q: unknown) => Promise<{ rows: T[] }> }).execute<Claimed>(pgSql`
        UPDATE outbox SET transport = 'sending', claimed_at = ${at}, updated_at = ${at},
               attempts = coalesce(attempts, 0) + 1
         WHERE id = ${id}
           AND ((transport = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ${at}))
             OR (transport = 'sending' AND claimed_at < ${staleBefore}))
        RETURNING id, "to", subject, text, html, calendar, attempts`)
      return rows[0] ?? null
    }
    const rows = await (db as { all: <T>(q: unknown) => Promise<T[]> }).all<Claimed>(sqliteSql`
      UPDATE outbox SET transport = 'sending', claimed_at = ${at}, updated_at = ${at},
             attempts = coalesce(attempts, 0) + 1
       WHERE id = ${id}
         AND ((transport = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ${at}))
           OR (transport = 'sending' AND claimed_at < ${staleBefore}))
      RETURNING id, "to", subject, text, html, calendar, attempts`)
    return rows[0] ?? null
  })
}

/** Records how an attempt ended (sent, kept, queued again, or failed for good). */
export async function recordAttempt(
  payload: Payload,
  id: number,
  data: Pick<Outbox, 'transport' | 'error' | 'nextAttemptAt'> & Partial<Pick<Outbox, 'sentAt'>>,
) {
  // The adapter directly, one UPDATE: Payload's update read the row, checked its locks and read it again.
  await payload.db.updateOne({
    collection: 'outbox',
    id,
    data: { ...data, updatedAt: new Date().toISOString() },
    returning: false,
  })
}

/** Ids of the messages due now (queued and due, or left `sending` past the lease), oldest first. */
export async function dueMessageIds(payload: Payload, now: Date, limit: number): Promise<number[]> {
  const at = now.toISOString()
  const { docs } = await payload.find({
    collection: 'outbox',
    where: {
      or: [
        {
          and: [
            { transport: { equals: 'queued' } },
            { or: [{ nextAttemptAt: { exists: false } }, { nextAttemptAt: { less_than_equal: at } }] },
          ],
        },
        {
          and: [
            { transport: { equals: 'sending' } },
            { claimedAt: { less_than: new Date(now.getTime() - SENDING_LEASE_MS).toISOString() } },
          ],
        },
      ],
    },
    sort: 'createdAt',
    limit,
    depth: 0,
    pagination: false,
    select: { to: true },
    overrideAccess: true,
  })
  return docs.map((doc) => doc.id)
}
