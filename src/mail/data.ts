import type { Payload, PayloadRequest, Where } from 'payload'

import { inTransaction, lockForUpdate } from '@/db/transaction'
import type { Outbox } from '@/payload-types'

import { SENDING_LEASE_MS } from './retry'

/** Every read and write of the Outbox, through Payload's operations. Mail is server business: access is overridden throughout. */

const server = { collection: 'outbox', depth: 0, overrideAccess: true } as const

/** Queues a message; with `req`, in that request's transaction (so it is kept only if the change it reports is). */
export async function insertQueuedMessage(
  payload: Payload,
  mail: Pick<Outbox, 'to' | 'subject' | 'text' | 'html' | 'calendar'>,
  req?: PayloadRequest,
): Promise<{ id: number }> {
  const doc = await payload.create({
    ...server,
    data: { ...mail, html: mail.html ?? null, calendar: mail.calendar ?? null, transport: 'queued', attempts: 0 },
    req,
    select: { transport: true },
  })
  return { id: doc.id }
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
 * THE rule of which messages may be sent now: a queued one whose next attempt is due, or one left
 * `sending` longer than the lease by a runner that stopped before recording the outcome.
 */
function dueWhere(now: Date): Where {
  return {
    or: [
      {
        and: [
          { transport: { equals: 'queued' } },
          { or: [{ nextAttemptAt: { exists: false } }, { nextAttemptAt: { less_than_equal: now.toISOString() } }] },
        ],
      },
      {
        and: [
          { transport: { equals: 'sending' } },
          { claimedAt: { less_than: new Date(now.getTime() - SENDING_LEASE_MS).toISOString() } },
        ],
      },
    ],
  }
}

/**
 * Takes one message for sending, atomically: of any number of runners (threads, instances) racing
 * for a message exactly one gets it. The row is locked (Postgres) or the transaction is the one
 * writer (SQLite) while it is read, checked against the due rule and marked `sending`.
 */
export async function claimMessage(payload: Payload, id: number, now: Date): Promise<Claimed | null> {
  return inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'outbox', id)
    const { docs } = await payload.find({
      ...server,
      where: { and: [{ id: { equals: id } }, dueWhere(now)] },
      limit: 1,
      pagination: false,
      req,
    })
    const message = docs[0]
    if (!message) return null
    const attempts = (message.attempts ?? 0) + 1
    await payload.update({
      ...server,
      id,
      data: { transport: 'sending', claimedAt: now.toISOString(), attempts },
      req,
      select: { transport: true },
    })
    const { to, subject, text, html, calendar } = message
    return { id, to, subject, text, html: html ?? null, calendar: calendar ?? null, attempts }
  })
}

/** Records how an attempt ended (sent, kept, queued again, or failed for good). */
export async function recordAttempt(
  payload: Payload,
  id: number,
  data: Pick<Outbox, 'transport' | 'error' | 'nextAttemptAt'> & Partial<Pick<Outbox, 'sentAt'>>,
) {
  await payload.update({ ...server, id, data, select: { transport: true } })
}

/** Ids of the messages due now, oldest first. */
export async function dueMessageIds(payload: Payload, now: Date, limit: number): Promise<number[]> {
  const { docs } = await payload.find({
    ...server,
    where: dueWhere(now),
    sort: 'createdAt',
    limit,
    pagination: false,
    select: { to: true },
  })
  return docs.map((doc) => doc.id)
}
