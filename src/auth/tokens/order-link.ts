/**
 * A mailed link that confirms one step on one order (cancelling it, changing it) for an account
 * without a password; the password confirms it otherwise. The token is the sign-in links' kind
 * (store.ts): random, single use, expiring, only its hash stored. The hash covers the order's number
 * and what the link confirms (`scope`), so a link confirms the one step it was sent for, for the
 * customer it was sent to; a new link of the same purpose stops the customer's earlier one.
 */
import { payloadClient } from '@/db/payload'
import { sendMail } from '@/mail/send'
import type { Customer } from '@/payload-types'

import { consumeToken, dropTokens, hashToken, newToken, peekToken, storeToken, type TokenPurpose } from './store'

const TOKEN_PATTERN = /^[0-9a-f]{64}$/

type Recipient = Pick<Customer, 'email' | 'name'>
type Holder = Pick<Customer, 'email'>
/** The mail: its subject, the sentence saying what was asked, and the page the link opens (given the token). */
type LinkMail = { subject: string; asked: string; url: (token: string) => string }

export function orderLink(purpose: TokenPurpose & `${string}-order`, minutes: number) {
  const hashFor = (scope: string, token: string) => hashToken(`${purpose}:${scope}:${token}`)
  const live = (stored: { identifier: string; expires: Date } | null, customer: Holder) =>
    stored !== null && stored.identifier === customer.email && stored.expires.getTime() > Date.now()

  return {
    async mail(customer: Recipient, scope: string, { subject, asked, url }: LinkMail) {
      const token = newToken()
      await dropTokens(customer.email, purpose)
      await storeToken({
        identifier: customer.email,
        tokenHash: hashFor(scope, token),
        expires: new Date(Date.now() + minutes * 60_000),
        purpose,
      })
      await sendMail(await payloadClient(), {
        to: customer.email,
        subject,
        text: [
          `Hi ${customer.name.split(' ')[0]},`,
          '',
          asked,
          '',
          url(token),
          '',
          `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this e-mail: nothing changes.`,
          '',
          '— The Pebble team',
        ].join('\n'),
      })
    },
    /** Whether the link is live for this customer and scope (its confirmation page shows the button only then). */
    async isLive(customer: Holder, scope: string, token: string) {
      if (!TOKEN_PATTERN.test(token)) return false
      return live(await peekToken(hashFor(scope, token), purpose), customer)
    },
    /** Spends the link: true once, for its customer and scope, before it expires. */
    async spend(customer: Holder, scope: string, token: string) {
      if (!TOKEN_PATTERN.test(token)) return false
      return live(await consumeToken(hashFor(scope, token), purpose, customer.email), customer)
    },
  }
}
