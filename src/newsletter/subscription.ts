import type { Payload } from 'payload'

import { mayMailNewsletterConfirmation } from '@/rate-limit/policies'
import { hashToken, newToken } from '@/auth/tokens/store'
import { env } from '@/config/env'
import { sitePaths } from '@/kit/paths'
import { sendMail } from '@/mail/send'

import {
  insertSubscriber,
  subscriberByEmail,
  subscriberByTokenHash,
  type SubscriberRow,
  updateSubscriber,
} from './data'
import { CONFIRM_LINK_DAYS } from './form-state'

/**
 * Double opt-in for the newsletter. Asking to subscribe stores the address as `pending` and mails
 * it a link; only the link's owner confirming makes it `confirmed`, and only confirmed subscribers
 * are on the list (the export, anything that sends). The link carries a random token; the row
 * keeps only its hash (the same hash as every other mailed token, src/auth/tokens/store.ts) and
 * its expiry.
 *
 * What a visitor sees never depends on the address's state (new, pending, confirmed, or over its
 * mail limit): the sign-up form cannot be used to find out who is on the list.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** Only tokens of the shape we mint reach a query. */
export const isTokenShape = (token: unknown): token is string =>
  typeof token === 'string' && /^[a-f0-9]{64}$/.test(token)

type Row = SubscriberRow

function confirmationMail(email: string, link: string) {
  return {
    to: email,
    subject: 'Confirm your Pebble newsletter subscription',
    text: [
      'Hello,',
      '',
      'Someone — hopefully you — asked to get the Pebble newsletter at this address. To confirm, open this link and press Confirm:',
      '',
      link,
      '',
      `The link works for ${CONFIRM_LINK_DAYS} days. If you did not ask for this, ignore this e-mail: without your confirmation we will not send you newsletters.`,
      '',
      '— The Pebble team',
    ].join('\n'),
  }
}

/**
 * A valid, normalised address asks to subscribe (the caller has checked it and the client
 * address's limit). A new or pending address gets a fresh link (the previous one stops working),
 * unless it has had its share of links today; a confirmed one gets nothing. Never says which.
 */
export async function requestSubscription(
  payload: Payload,
  { email, source }: { email: string; source: string },
): Promise<void> {
  const existing = await subscriberByEmail(payload, email)
  if (existing?.status === 'confirmed') return
  // Counted only for mails we would send: a confirmed address never uses up anything.
  if (!(await mayMailNewsletterConfirmation(email))) {
    console.info(`[newsletter] confirmation links to ${email} are over their daily limit; none sent`)
    return
  }
  const token = newToken()
  const data = {
    confirmTokenHash: hashToken(token),
    confirmTokenExpires: new Date(Date.now() + CONFIRM_LINK_DAYS * DAY_MS).toISOString(),
  }
  if (existing) {
    await updateSubscriber(payload, existing.id, data)
  } else {
    try {
      await insertSubscriber(payload, { email, source, status: 'pending', ...data })
    } catch (error) {
      // Two submits at once: the unique index refuses the second; that request sends nothing more.
      if (await subscriberByEmail(payload, email)) return
      throw error
    }
  }
  await sendMail(payload, confirmationMail(email, `${env.serverUrl}${sitePaths.newsletterConfirm}?token=${token}`))
}

export type ConfirmationState =
  | { state: 'pending'; email: string }
  | { state: 'confirmed'; email: string }
  | { state: 'expired' }
  | { state: 'invalid' }

async function findByToken(payload: Payload, token: unknown): Promise<Row | null> {
  if (!isTokenShape(token)) return null
  return subscriberByTokenHash(payload, hashToken(token))
}

const stateOf = (row: Row | null): ConfirmationState => {
  if (!row) return { state: 'invalid' }
  if (row.status === 'confirmed') return { state: 'confirmed', email: row.email }
  if (!row.confirmTokenExpires || new Date(row.confirmTokenExpires).getTime() <= Date.now()) return { state: 'expired' }
  return { state: 'pending', email: row.email }
}

/** What a link is, without using it (the confirmation page shows this before the button). */
export async function peekConfirmation(payload: Payload, token: unknown): Promise<ConfirmationState> {
  return stateOf(await findByToken(payload, token))
}

/**
 * Confirms the subscription a live link is for. The hash stays on the row, so opening the link
 * again says "confirmed" rather than "invalid"; a newer link replaces it.
 */
export async function confirmSubscription(payload: Payload, token: unknown): Promise<ConfirmationState> {
  const row = await findByToken(payload, token)
  const state = stateOf(row)
  if (state.state !== 'pending' || !row) return state
  await updateSubscriber(payload, row.id, { status: 'confirmed', confirmedAt: new Date().toISOString() })
  return { state: 'confirmed', email: row.email }
}
