import type { Payload, PayloadRequest } from 'payload'

import { afterCommit } from '@/db/transaction'

import { insertQueuedMessage } from './data'
import { deliverMail } from './deliver'
import type { MailContent } from './template/content'
import { renderMail } from './template/render'

/** One message: written as plain text, or as content for the branded template (HTML + text). */
export type Mail = {
  to: string
  subject: string
  /** An iCalendar invitation the message carries (an .ics file). */
  calendar?: string
} & ({ text: string } | { content: MailContent; text?: never })

/**
 * Writes a message to the Outbox, queued, and returns its id. Pass the `req` of the transaction
 * whose change the message reports: the message is then kept if and only if the change is, and a
 * crash after the commit only delays it (the outbox job delivers what is queued). In an
 * `inTransaction` transaction the first delivery attempt follows the commit at once.
 */
export async function enqueueMail(payload: Payload, mail: Mail, req?: PayloadRequest): Promise<number> {
  const { html, text } = await renderMail('content' in mail && mail.content ? mail.content : (mail.text ?? ''))
  const doc = await insertQueuedMessage(
    payload,
    { to: mail.to, subject: mail.subject, text, html, calendar: mail.calendar ?? null },
    req,
  )
  if (req?.transactionID != null) afterCommit(req, () => deliverMail(payload, doc.id))
  return doc.id
}

/**
 * Queues one message and, outside a transaction, makes the first delivery attempt at once.
 * Never throws for a transport failure: the message stays queued and the outbox job retries it,
 * so a form never fails because mail is down. With `req` (a transaction) it only queues.
 */
export async function sendMail(payload: Payload, mail: Mail, req?: PayloadRequest): Promise<{ delivered: boolean }> {
  const id = await enqueueMail(payload, mail, req)
  if (req) return { delivered: false }
  return { delivered: (await deliverMail(payload, id)) === 'smtp' }
}
