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
