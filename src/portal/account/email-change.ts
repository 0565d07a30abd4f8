/**
 * Changing a customer's e-mail address needs proof that they own the new one: a link with a
 * single-use token goes to the new address, and the change applies only when the signed-in owner
 * of the account opens it and confirms. Only a SHA-256 hash of the token is stored.
 *
 * The pending-change records are plumbing, not customer data (customers cannot read the
 * collection), so this module reads and writes them with `overrideAccess: true`; the e-mail
 * itself is changed through the portal's data module, as the customer.
 */
import { createHash, randomBytes } from 'node:crypto'

import type { SignedInCustomer } from '@/auth/session/signed-in-customer'
import { env } from '@/config/env'
import { payloadClient } from '@/db/payload'
import { sendMail } from '@/mail/send'

import {
  emailChangeWithTokenHash,
  emailUsedByAnother,
  liveEmailChangeOf,
  type PendingEmailChange,
  replaceEmailChangeRequest,
  setMyEmail,
  spendEmailChange,
} from '../data'
import { portalPaths } from '@/kit/paths'

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

const emailTaken = emailUsedByAnother

export const EMAIL_CHANGE_MESSAGES = {
  taken: 'That address cannot be used for this account. Try another one, or write to us.',
  invalid:
    'This confirmation link is not valid any more. It may have expired, been used already, or belong to another account. Request the change again from your account page.',
} as const

/** Starts a change: replaces any pending one, mails a link to the new address and a heads-up to the old one. */
export async function requestEmailChange(
  customer: SignedInCustomer,
  newEmail: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  if (await emailTaken(newEmail, customer.id)) return { ok: false, error: EMAIL_CHANGE_MESSAGES.taken }
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_MS)
  await replaceEmailChangeRequest(customer.id, { newEmail, tokenHash: hash(token), expiresAt: expiresAt.toISOString() })
  const link = `${env.serverUrl}${portalPaths.confirmEmail}?token=${token}`
  await sendMail(await payloadClient(), {
    to: newEmail,
    subject: 'Confirm your new e-mail address for Pebble',
    text: [
      `Hi ${customer.name},`,
      '',
      `You asked to use this address (${newEmail}) for your Pebble account. To confirm, open this link while signed in to your account:`,
      '',
      link,
      '',
      'The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail: nothing changes.',
      '',
      '— The Pebble owner team',
    ].join('\n'),
  })
  await sendMail(await payloadClient(), {
    to: customer.email,
    subject: 'A change of e-mail address was requested for your Pebble account',
    text: [
      `Hi ${customer.name},`,
      '',
      `Someone signed in to your Pebble account asked to change its e-mail address to ${newEmail}. Nothing changes until the link we sent to that address is opened.`,
      '',
      'If this was not you, change your password and write to us.',
      '',
      '— The Pebble owner team',
    ].join('\n'),
  })
  return { ok: true }
}

type Pending = PendingEmailChange

async function findByToken(token: string): Promise<Pending | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  return emailChangeWithTokenHash(hash(token))
}

const ownerId = (pending: Pending) => (typeof pending.customer === 'object' ? pending.customer.id : pending.customer)

/** The new address a token would set, if the token is live and belongs to this customer. */
export async function inspectEmailChange(
  customer: SignedInCustomer,
  token: string,
): Promise<{ ok: true; newEmail: string } | { ok: false }> {
  const pending = await findByToken(token)
  if (
    !pending ||
    pending.usedAt ||
    ownerId(pending) !== customer.id ||
    new Date(pending.expiresAt).getTime() < Date.now()
  )
    return { ok: false }
  return { ok: true, newEmail: pending.newEmail }
}

/** Applies the change once: the token is spent before the address changes, so a replay finds it used. */
export async function confirmEmailChange(
  customer: SignedInCustomer,
  token: string,
): Promise<{ ok: true; email: string } | { ok: false; error: string }> {
  const check = await inspectEmailChange(customer, token)
  if (!check.ok) return { ok: false, error: EMAIL_CHANGE_MESSAGES.invalid }
  if (!(await spendEmailChange(hash(token)))) return { ok: false, error: EMAIL_CHANGE_MESSAGES.invalid }
  if (await emailTaken(check.newEmail, customer.id)) return { ok: false, error: EMAIL_CHANGE_MESSAGES.taken }
  const updated = await setMyEmail(customer, check.newEmail)
  return { ok: true, email: updated.email }
}

/** The address a change is waiting on, to remind the customer on the account page. */
export async function pendingEmailChange(customer: SignedInCustomer): Promise<string | null> {
  return (await liveEmailChangeOf(customer.id))?.newEmail ?? null
}
