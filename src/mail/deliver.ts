import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { env } from '@/config/env'

import { claimMessage, dueMessageIds, recordAttempt } from './data'
import { MAIL_MAX_ATTEMPTS, retryDelayMs } from './retry'
import { metrics } from '@/observability/metrics.mjs'

let transporter: Transporter | null | undefined

function smtp(): Transporter | null {
  if (transporter === undefined) transporter = env.smtpUrl ? nodemailer.createTransport(env.smtpUrl) : null
  return transporter
}

export type DeliveryOutcome = 'smtp' | 'outbox-only' | 'retry' | 'failed' | 'not-claimed'

/**
 * Delivers one outbox message if this caller wins its claim: sent (or kept, without SMTP_URL), or
 * after a failure queued again with exponential backoff, until MAIL_MAX_ATTEMPTS. The SMTP call
 * runs outside any transaction; the claim and the outcome are two short writes.
 */
export async function deliverMail(payload: Payload, id: number, now = new Date()): Promise<DeliveryOutcome> {
  const message = await claimMessage(payload, id, now)
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
        ...(message.calendar
          ? {
              icalEvent: { method: 'REQUEST', content: message.calendar },
              attachments: [{ filename: 'invite.ics', content: message.calendar, contentType: 'text/calendar' }],
            }
          : {}),
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
  await recordAttempt(
    payload,
    id,
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
  )
  return outcome
}

/**
 * The outbox job: every queued message that is due (and every one a stopped runner left
 * `sending`), oldest first, each through its own claim. Safe to run on every instance at once.
 */
export async function deliverDueMail(payload: Payload, { now = new Date(), limit = 50 } = {}) {
  const ids = await dueMessageIds(payload, now, limit)
  const outcomes: DeliveryOutcome[] = []
  for (const id of ids) outcomes.push(await deliverMail(payload, id, now))
  return outcomes
}
