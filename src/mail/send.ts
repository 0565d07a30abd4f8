import nodemailer, { type Transporter } from 'nodemailer'
import { getPayload } from 'payload'

import { env } from '@/config/env'
import { metrics } from '@/observability/metrics.mjs'
import config from '@payload-config'

export type Mail = { to: string; subject: string; text: string; html?: string }

let transporter: Transporter | null | undefined

function smtp(): Transporter | null {
  if (transporter === undefined) transporter = env.smtpUrl ? nodemailer.createTransport(env.smtpUrl) : null
  return transporter
}

/**
 * Sends one e-mail over SMTP_URL and keeps a copy in the outbox. Without SMTP_URL the message is
 * logged and kept in the outbox only. Returns whether it left the machine; never throws for a
 * transport failure (the copy records the error), so a form never fails because mail is down.
 */
export async function sendMail(mail: Mail): Promise<{ delivered: boolean }> {
  const transport = smtp()
  let outcome: 'smtp' | 'outbox-only' | 'failed' = 'outbox-only'
  let error: string | undefined
  if (transport) {
    metrics.mailSending.inc()
    try {
      await transport.sendMail({ from: env.mailFrom, ...mail })
      outcome = 'smtp'
    } catch (err) {
      outcome = 'failed'
      error = err instanceof Error ? err.message : String(err)
      console.error(`[mail] sending "${mail.subject}" to ${mail.to} failed: ${error}`)
    } finally {
      metrics.mailSending.dec()
    }
  } else {
    console.info(`[mail] no SMTP_URL; kept in the outbox: "${mail.subject}" to ${mail.to}\n${mail.text}`)
  }
  const payload = await getPayload({ config })
  await payload.create({
    collection: 'outbox',
    data: { to: mail.to, subject: mail.subject, text: mail.text, transport: outcome, error },
    overrideAccess: true,
  })
  metrics.mail.inc({ transport: outcome })
  return { delivered: outcome === 'smtp' }
}
