/**
 * The mailed link that confirms a configuration change for an account without a password (the
 * password confirms it otherwise), made like the cancellation's (refunds/portal/cancel-link.ts):
 * random, single use, expiring, only its hash stored. The hash covers the order's number and the
 * change itself (configuration, price, the order's version the buyer saw), so a link confirms the
 * one change it was sent for, for the customer it was sent to.
 */
import { CHANGE_LINK_MINUTES } from '@/auth/tokens/lifetimes'
import { consumeToken, dropTokens, hashToken, newToken, peekToken, storeToken } from '@/auth/tokens/store'
import { env } from '@/config/env'
import { payloadClient } from '@/db/payload'
import { portalPaths } from '@/kit/paths'
import { sendMail } from '@/mail/send'
import type { Customer } from '@/payload-types'

const PURPOSE = 'change-order'
const TOKEN_PATTERN = /^[0-9a-f]{64}$/

/** A change as the link carries it. */
export type LinkedChange = { trim: string; color: string; options: string[]; total: number; updatedAt: string }

const canonical = (change: LinkedChange) =>
  JSON.stringify([change.trim, change.color, [...change.options].sort(), change.total, change.updatedAt])
const hashFor = (orderNumber: string, change: LinkedChange, token: string) =>
  hashToken(`change-order:${orderNumber}:${canonical(change)}:${token}`)

export const CHANGE_LINK_INVALID =
  'This link does not work any more: it expired, was used already, or belongs to another account, order or change. Make the change again on the order’s page.'

/** The link's query: the change and the token. */
const linkQuery = (change: LinkedChange, token: string) =>
  new URLSearchParams({
    trim: change.trim,
    color: change.color,
    options: change.options.join(','),
    total: String(change.total),
    v: change.updatedAt,
    token,
  }).toString()

/** The change a link's query (or a form) carries, or null when one is missing or malformed. */
export function linkedChangeOf(get: (name: string) => string | null | undefined): LinkedChange | null {
  const total = Number(get('total'))
  const [trim, color, updatedAt] = [get('trim'), get('color'), get('v')]
  if (!trim || !color || !updatedAt || !Number.isInteger(total)) return null
  const options = (get('options') ?? '').split(',').filter(Boolean)
  return { trim, color, options, total, updatedAt }
}

/** Mails the customer a link to confirm this change; an earlier change link of theirs stops working. */
export async function mailChangeLink(
  customer: Pick<Customer, 'email' | 'name'>,
  orderNumber: string,
  change: LinkedChange,
) {
  const token = newToken()
  await dropTokens(customer.email, PURPOSE)
  await storeToken({
    identifier: customer.email,
    tokenHash: hashFor(orderNumber, change, token),
    expires: new Date(Date.now() + CHANGE_LINK_MINUTES * 60_000),
    purpose: PURPOSE,
  })
  const link = `${env.serverUrl}${portalPaths.confirmChange(orderNumber)}?${linkQuery(change, token)}`
  await sendMail(await payloadClient(), {
    to: customer.email,
    subject: `Confirm the change to your Pebble order ${orderNumber}`,
    text: [
      `Hi ${customer.name.split(' ')[0]},`,
      '',
      `You asked to change your order ${orderNumber}. Open this link to see the change and its price, and confirm:`,
      '',
      link,
      '',
      `The link works once and expires in ${CHANGE_LINK_MINUTES} minutes. If you did not ask for this, ignore this e-mail: nothing changes.`,
      '',
      '— The Pebble team',
    ].join('\n'),
  })
}

const live = (stored: { identifier: string; expires: Date } | null, customer: Pick<Customer, 'email'>) =>
  stored !== null && stored.identifier === customer.email && stored.expires.getTime() > Date.now()

/** Whether the link is live for this customer, order and change (the confirmation page shows the button only then). */
export async function changeLinkLive(
  customer: Pick<Customer, 'email'>,
  orderNumber: string,
  change: LinkedChange,
  token: string,
) {
  if (!TOKEN_PATTERN.test(token)) return false
  return live(await peekToken(hashFor(orderNumber, change, token), PURPOSE), customer)
}

/** Spends the link: true once, for its customer, order and change, before it expires. */
export async function spendChangeLink(
  customer: Pick<Customer, 'email'>,
  orderNumber: string,
  change: LinkedChange,
  token: string,
) {
  if (!TOKEN_PATTERN.test(token)) return false
  return live(await consumeToken(hashFor(orderNumber, change, token), PURPOSE, customer.email), customer)
}
