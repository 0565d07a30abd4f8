/**
 * The mailed link that confirms a cancellation for an account without a password (the password
 * confirms it otherwise). The token is the sign-in links' kind (auth/tokens): random, single use,
 * expiring, only its hash stored. The hash covers the order's number too, so a link confirms the
 * one order it was sent for, and only for the customer it was sent to.
 */
import { CANCEL_LINK_MINUTES } from '@/auth/tokens/lifetimes'
import { consumeToken, dropTokens, hashToken, newToken, peekToken, storeToken } from '@/auth/tokens/store'
import { env } from '@/config/env'
import { portalPaths } from '@/kit/paths'
import { payloadClient } from '@/db/payload'
import { sendMail } from '@/mail/send'
import type { Customer, Order } from '@/payload-types'

const PURPOSE = 'cancel-order'
const TOKEN_PATTERN = /^[0-9a-f]{64}$/
const hashFor = (orderNumber: string, token: string) => hashToken(`cancel-order:${orderNumber}:${token}`)

export const CANCEL_LINK_INVALID =
  'This link does not work any more: it expired, was used already, or belongs to another account or order. Ask for a new one on the order’s cancel screen.'

/** Mails the customer a link to confirm cancelling `order`; an earlier link of theirs stops working. */
export async function mailCancelLink(customer: Pick<Customer, 'email' | 'name'>, order: Pick<Order, 'number'>) {
  const token = newToken()
  await dropTokens(customer.email, PURPOSE)
  await storeToken({
    identifier: customer.email,
    tokenHash: hashFor(order.number, token),
    expires: new Date(Date.now() + CANCEL_LINK_MINUTES * 60_000),
    purpose: PURPOSE,
  })
  const link = `${env.serverUrl}${portalPaths.confirmCancel(order.number)}?token=${token}`
  await sendMail(await payloadClient(), {
    to: customer.email,
    subject: `Confirm the cancellation of your Pebble order ${order.number}`,
    text: [
      `Hi ${customer.name.split(' ')[0]},`,
      '',
      `You asked to cancel your order ${order.number}. Open this link to see what is refunded and confirm:`,
      '',
      link,
      '',
      `The link works once and expires in ${CANCEL_LINK_MINUTES} minutes. If you did not ask for this, ignore this e-mail: nothing changes.`,
      '',
      '— The Pebble team',
    ].join('\n'),
  })
}

const live = (stored: { identifier: string; expires: Date } | null, customer: Pick<Customer, 'email'>) =>
  stored !== null && stored.identifier === customer.email && stored.expires.getTime() > Date.now()

/** Whether the link is live for this customer and order (the confirmation page shows the button only then). */
export async function cancelLinkLive(customer: Pick<Customer, 'email'>, orderNumber: string, token: string) {
  if (!TOKEN_PATTERN.test(token)) return false
  return live(await peekToken(hashFor(orderNumber, token), PURPOSE), customer)
}

/** Spends the link: true once, for its customer and order, before it expires. */
export async function spendCancelLink(customer: Pick<Customer, 'email'>, orderNumber: string, token: string) {
  if (!TOKEN_PATTERN.test(token)) return false
  return live(await consumeToken(hashFor(orderNumber, token), PURPOSE, customer.email), customer)
}
