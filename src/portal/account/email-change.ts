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

import type { SignedInCustomer } from '@/auth/session/current-customer'
import { env } from '@/config/env'
import { sendMail } from '@/mail/send'

import { setMyEmail } from '../data'
import { portalPaths } from '@/kit/paths'
import { payloadClient } from '@/db/payload'

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

async function emailTaken(email: string, exceptId: number) {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'customers',
    where: { and: [{ email: { equals: email } }, { id: { not_equals: exceptId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

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
  const payload = await payloadClient()
  await payload.delete({
    collection: 'email-change-requests',
    where: { customer: { equals: customer.id } },
    overrideAccess: true,
  })
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_MS)
  await payload.create({
    collection: 'email-change-requests',
    data: { customer: customer.id, newEmail, tokenHash: hash(token), expiresAt: expiresAt.toISOString() },
    overrideAccess: true,
  })
  const link = `${env.serverUrl}${portalPaths.confirmEmail}?token=${token}`
  await sendMail({
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
  await sendMail({
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

type Pending = {
  id: number
  newEmail: string
  expiresAt: string
  usedAt?: string | null
  customer: number | { id: number }
}

async function findByToken(token: string): Promise<Pending | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'email-change-requests',
    where: { tokenHash: { equals: hash(token) } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return (docs[0] as Pending | undefined) ?? null
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
  const payload = await payloadClient()
  const spent = await payload.update({
    collection: 'email-change-requests',
    where: { and: [{ tokenHash: { equals: hash(token) } }, { usedAt: { exists: false } }] },
    data: { usedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  if (spent.docs.length !== 1) return { ok: false, error: EMAIL_CHANGE_MESSAGES.invalid }
  if (await emailTaken(check.newEmail, customer.id)) return { ok: false, error: EMAIL_CHANGE_MESSAGES.taken }
  const updated = await setMyEmail(customer, check.newEmail)
  return { ok: true, email: updated.email }
}

/** The address a change is waiting on, to remind the customer on the account page. */
export async function pendingEmailChange(customer: SignedInCustomer): Promise<string | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'email-change-requests',
    where: {
      and: [
        { customer: { equals: customer.id } },
        { usedAt: { exists: false } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return (docs[0] as Pending | undefined)?.newEmail ?? null
}
