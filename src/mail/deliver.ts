import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { env, isPostgres } from '@/config/env'
import { drizzleFor, inTransaction } from '@/db/transaction'

import { MAIL_MAX_ATTEMPTS, retryDelayMs, SENDING_LEASE_MS } from './retry'
import { metrics } from '@/observability/metrics.mjs'

let transporter: Transporter | null | undefined

function smtp(): Transporter | null {
  if (transporter === undefined) transporter = env.smtpUrl ? nodemailer.createTransport(env.smtpUrl) : null
  return transporter
}

type Claimed = { id: number; to: string; subject: string; text: string; html: string | null; attempts: number }
export type DeliveryOutcome = 'smtp' | 'outbox-only' | 'retry' | 'failed' | 'not-claimed'

/**
 * Takes one message for sending, atomically: a queued one whose next attempt is due, or one left
 * `sending` longer than the lease by a runner that stopped. One UPDATE … WHERE … RETURNING, so of
 * any number of runners (threads, instances) racing for a message exactly one gets it.
 */
async function claim(payload: Payload, id: number, now: Date): Promise<Claimed | null> {
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
        RETURNING id, "to", subject, text, html, attempts`)
      return rows[0] ?? null
    }
    const rows = await (db as { all: <T>(q: unknown) => Promise<T[]> }).all<Claimed>(sqliteSql`
      UPDATE outbox SET transport = 'sending', claimed_at = ${at}, updated_at = ${at},
             attempts = coalesce(attempts, 0) + 1
       WHERE id = ${id}
         AND ((transport = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ${at}))
           OR (transport = 'sending' AND claimed_at < ${staleBefore}))
      RETURNING id, "to", subject, text, html, attempts`)
    return rows[0] ?? null
  })
}

/**
 * Delivers one outbox message if this caller wins its claim: sent (or kept, without SMTP_URL), or
 * after a failure queued again with exponential backoff, until MAIL_MAX_ATTEMPTS. The SMTP call
 * runs outside any transaction; the claim and the outcome are two short writes.
 */
export async function deliverMail(payload: Payload, id: number, now = new Date()): Promise<DeliveryOutcome> {
  const message = await claim(payload, id, now)
  if (!message) return 'not-claimed'
  const attempts = Number(message.attempts)
  const transport = smtp()
  let outcome: DeliveryOutcome
  let error: string | null = null
  if (!transport) {
    console.info(`[mail] no SMTP_URL; kept in the outbox: "${message.subject}" to ${message.to}\n${message.text}`)
    outcome = 'outbox-only'
  } else {
    metrics.mailSending.inc()
    try {
      await transport.sendMail({
        from: env.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      })
      outcome = 'smtp'
    } catch (err) {
      error = err instanceof Error ? err.message : String(err)
      outcome = attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'retry'
      console.error(`[mail] attempt ${attempts} of "${message.subject}" to ${message.to} failed: ${error}`)
    } finally {
      metrics.mailSending.dec()
    }
  }
  metrics.mail.inc({ transport: outcome })
  const finished = new Date()
  await payload.update({
    collection: 'outbox',
    id,
    data:
      outcome === 'retry'
        ? {
            transport: 'queued',
            error,
            nextAttemptAt: new Date(finished.getTime() + retryDelayMs(attempts)).toISOString(),
          }
        : {
            transport: outcome as 'smtp' | 'outbox-only' | 'failed',
            error,
            nextAttemptAt: null,
            ...(outcome === 'failed' ? {} : { sentAt: finished.toISOString() }),
          },
    overrideAccess: true,
    depth: 0,
  })
  return outcome
}

/**
 * The outbox job: every queued message that is due (and every one a stopped runner left
 * `sending`), oldest first, each through its own claim. Safe to run on every instance at once.
 */
export async function deliverDueMail(payload: Payload, { now = new Date(), limit = 50 } = {}) {
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
  const outcomes: DeliveryOutcome[] = []
  for (const doc of docs) outcomes.push(await deliverMail(payload, doc.id, now))
  return outcomes
}
