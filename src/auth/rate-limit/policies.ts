import { SlidingWindow, type WindowVerdict } from './sliding-window'
import { UnpaidAccounts } from './unpaid-accounts'

/**
 * THE sign-in rate limits, per account (e-mail) and per client address, on top of Payload's
 * lockout (5 failed passwords lock an existing account for 15 minutes). Lockout alone lets anyone
 * lock a victim out and says nothing about addresses with no account; these limits slow a
 * guesser across many accounts and keep the mail-sending forms from being used to flood an inbox.
 */
const MINUTE = 60_000

export const LIMITS = {
  /** Failed password sign-ins (successful ones are not counted). */
  passwordFailuresPerAccount: new SlidingWindow(10, 15 * MINUTE),
  passwordFailuresPerAddress: new SlidingWindow(30, 15 * MINUTE),
  /** Mails sent on request: e-mail sign-in links and password-reset links. */
  mailsPerAccount: new SlidingWindow(5, 15 * MINUTE),
  mailsPerAddress: new SlidingWindow(20, 15 * MINUTE),
  /** New accounts from one client address that have paid no deposit yet (sign-up and checkout alike). */
  unpaidAccountsPerAddress: new UnpaidAccounts(20, 60 * MINUTE),
} as const

export type Limited = { limited: true; retryAfterSeconds: number; message: string }
export type RateVerdict = { limited: false } | Limited

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE))

/** The message a person sees when a limit applies. */
export const tooManyAttempts = (retryAfterMs: number) => {
  const n = minutes(retryAfterMs)
  return `Too many attempts — try again in ${n} minute${n === 1 ? '' : 's'}.`
}

function combine(verdicts: WindowVerdict[]): RateVerdict {
  const blocked = verdicts.filter((v) => !v.allowed) as { allowed: false; retryAfterMs: number }[]
  if (!blocked.length) return { limited: false }
  const retryAfterMs = Math.max(...blocked.map((v) => v.retryAfterMs))
  return { limited: true, retryAfterSeconds: Math.ceil(retryAfterMs / 1000), message: tooManyAttempts(retryAfterMs) }
}

const accountKey = (email: string) => email.trim().toLowerCase()

/** Before checking a password: is this account or address over its failure budget? */
export function checkPasswordSignIn({ email, address }: { email: string; address: string }): RateVerdict {
  return combine([LIMITS.passwordFailuresPerAccount.check(accountKey(email)), LIMITS.passwordFailuresPerAddress.check(address)])
}

/** After a wrong password (or an unknown account). */
export function recordPasswordFailure({ email, address }: { email: string; address: string }): void {
  LIMITS.passwordFailuresPerAccount.record(accountKey(email))
  LIMITS.passwordFailuresPerAddress.record(address)
}

/** Before sending a sign-in or reset link: counts the request when allowed. */
export function consumeMailRequest({ email, address }: { email: string; address: string }): RateVerdict {
  const verdict = combine([LIMITS.mailsPerAccount.check(accountKey(email)), LIMITS.mailsPerAddress.check(address)])
  if (!verdict.limited) {
    LIMITS.mailsPerAccount.record(accountKey(email))
    LIMITS.mailsPerAddress.record(address)
  }
  return verdict
}

/** Before making an account, by any door: counts it when allowed (see unpaid-accounts.ts for the rule). */
export function consumeAccountCreation({ address, email }: { address: string; email: string }): RateVerdict {
  const verdict = LIMITS.unpaidAccountsPerAddress.consume(address, accountKey(email))
  if (verdict.allowed) return { limited: false }
  return {
    limited: true,
    retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
    message: 'Too many new accounts from your network are waiting for their first deposit. Please try again in a few minutes.',
  }
}

/** The account paid a deposit, or was not made after all: it stops counting against its address. */
export function settleAccountCreation(email: string): void {
  LIMITS.unpaidAccountsPerAddress.settle(accountKey(email))
}

// ---------------------------------------------------------------------------------------------
// Forms that send mail (docs/security.md, "Forms that send mail"): the public contact form and
// the newsletter sign-up. Anyone may use them without an account, and each sends a mail to an
// address the visitor types in, so each is limited per client address (how much one sender may
// do) and per recipient (how much mail one inbox may get from us, whoever asks).
// ---------------------------------------------------------------------------------------------
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const FORM_LIMITS = {
  /** Contact messages stored and mailed to the team, per client address. */
  contactMessagesPerAddress: new SlidingWindow(5, HOUR),
  /** "We got your message" mails per recipient; over it the message is still stored and mailed to the team. */
  contactAcknowledgementsPerRecipient: new SlidingWindow(3, DAY),
  /** Newsletter sign-up requests (form posts with a valid address), per client address. */
  newsletterSignUpsPerAddress: new SlidingWindow(10, HOUR),
  /** Newsletter confirmation links mailed per recipient; over it the answer is the same, without a mail. */
  newsletterConfirmationsPerRecipient: new SlidingWindow(3, DAY),
} as const

const limited = (verdict: WindowVerdict, message: (retryAfterMs: number) => string): RateVerdict =>
  verdict.allowed ? { limited: false } : { limited: true, retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000), message: message(verdict.retryAfterMs) }

const waitMessage = (what: string) => (retryAfterMs: number) => {
  const n = minutes(retryAfterMs)
  return `${what} Please try again in ${n} minute${n === 1 ? '' : 's'}.`
}

/** Before storing a public contact message: counts it when allowed. */
export function consumeContactMessage(address: string): RateVerdict {
  return limited(FORM_LIMITS.contactMessagesPerAddress.consume(address), waitMessage('You have sent several messages in a short time, so this one was not sent.'))
}

/** Whether a contact acknowledgement may go to this recipient now (counts it when it may). */
export const mayAcknowledgeContact = (email: string): boolean => FORM_LIMITS.contactAcknowledgementsPerRecipient.consume(accountKey(email)).allowed

/** Before handling a newsletter sign-up from a client address: counts it when allowed. */
export function consumeNewsletterSignUp(address: string): RateVerdict {
  return limited(FORM_LIMITS.newsletterSignUpsPerAddress.consume(address), waitMessage('Too many sign-ups from your network.'))
}

/** Whether a newsletter confirmation link may be mailed to this recipient now (counts it when it may). */
export const mayMailNewsletterConfirmation = (email: string): boolean => FORM_LIMITS.newsletterConfirmationsPerRecipient.consume(accountKey(email)).allowed
