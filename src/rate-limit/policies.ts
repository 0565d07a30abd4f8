import { SlidingWindow, type WindowVerdict } from './sliding-window'
import { UnpaidAccounts } from './unpaid-accounts'

/**
 * THE sign-in rate limits. There is no account lockout (Payload's `maxLoginAttempts` is 0 on both
 * auth collections): a lockout lets anyone shut the owner out by typing wrong passwords. Instead,
 * failed passwords are counted in three sliding windows, and a sign-in is refused (429) while any
 * of them is full:
 * - per (address, account) pair, a small budget: one address cannot keep guessing one account;
 * - per address, across accounts: one address cannot spray many accounts;
 * - per account, across addresses: a botnet cannot guess one account without end. This one does
 *   not apply to a browser that has signed in to the account before (its signed known-device
 *   cookie, known-device.ts), so a crowd of attackers cannot lock the owner out either.
 * Unknown accounts count exactly like existing ones, so the answers tell nothing about existence.
 * Customers (/api/auth) and staff (/cms-api/users/login) share these rules; their account keys are
 * kept apart by `scope`. The table with the reasons for the numbers is in docs/security.md.
 */
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export const LIMITS = {
  /** Failed password sign-ins (successful ones are not counted). */
  passwordFailuresPerAddressAndAccount: new SlidingWindow(5, 15 * MINUTE),
  passwordFailuresPerAddress: new SlidingWindow(30, 15 * MINUTE),
  passwordFailuresPerAccount: new SlidingWindow(50, 15 * MINUTE),
  /** "Does this e-mail have an account?" answers (the build flow's account check), per address. */
  accountChecksPerAddressPerMinute: new SlidingWindow(10, MINUTE),
  accountChecksPerAddress: new SlidingWindow(30, 15 * MINUTE),
  /** Mails sent on request: e-mail sign-in links and password-reset links. */
  mailsPerAccount: new SlidingWindow(5, 15 * MINUTE),
  mailsPerAddress: new SlidingWindow(20, 15 * MINUTE),
  /** New accounts from one client address that have paid no deposit yet (sign-up and checkout alike). */
  unpaidAccountsPerAddress: new UnpaidAccounts(20, 60 * MINUTE),
} as const

/** How long a browser that signed in stays exempt from the per-account budget (known-device.ts). */
export const KNOWN_DEVICE_TTL_MS = 30 * DAY

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

/** Whose sign-in: customers (next-auth) or staff (Payload's /cms-api/users/login). */
export type SignInScope = 'customers' | 'staff'

export type SignInAttempt = {
  email: string
  address: string
  /** Staff accounts are counted apart from customer accounts with the same e-mail. */
  scope?: SignInScope
  /** This browser carries a valid known-device cookie for this account (known-device.ts). */
  knownDevice?: boolean
}

const signInAccountKey = ({ email, scope = 'customers' }: SignInAttempt) =>
  scope === 'customers' ? accountKey(email) : `${scope}:${accountKey(email)}`
const pairKey = (attempt: SignInAttempt) => `${attempt.address} ${signInAccountKey(attempt)}`

/** Before checking a password: is this pair, address or account over its failure budget? */
export function checkPasswordSignIn(attempt: SignInAttempt): RateVerdict {
  return combine([
    LIMITS.passwordFailuresPerAddressAndAccount.check(pairKey(attempt)),
    LIMITS.passwordFailuresPerAddress.check(attempt.address),
    // The owner's own browser is exempt: a flood of guesses from elsewhere must not lock them out.
    ...(attempt.knownDevice ? [] : [LIMITS.passwordFailuresPerAccount.check(signInAccountKey(attempt))]),
  ])
}

/** After a wrong password (or an unknown account: counted the same, so nothing tells them apart). */
export function recordPasswordFailure(attempt: SignInAttempt): void {
  LIMITS.passwordFailuresPerAddressAndAccount.record(pairKey(attempt))
  LIMITS.passwordFailuresPerAddress.record(attempt.address)
  LIMITS.passwordFailuresPerAccount.record(signInAccountKey(attempt))
}

/** After a right password: this address's earlier typos on this account are forgiven. */
export function recordPasswordSuccess(attempt: SignInAttempt): void {
  LIMITS.passwordFailuresPerAddressAndAccount.reset(pairKey(attempt))
}

/** A reset link proved who owns the account: guesses from elsewhere no longer hold up its sign-in. */
export function forgetAccountFailures(email: string): void {
  LIMITS.passwordFailuresPerAccount.reset(signInAccountKey({ email, address: '' }))
}

/** Whether this address may be told, now, whether an e-mail has an account (records nothing). */
export function checkAccountCheck(address: string): RateVerdict {
  return combine([
    LIMITS.accountChecksPerAddressPerMinute.check(address),
    LIMITS.accountChecksPerAddress.check(address),
  ])
}

/** This address was just told whether an e-mail has an account. */
export function recordAccountCheck(address: string): void {
  LIMITS.accountChecksPerAddressPerMinute.record(address)
  LIMITS.accountChecksPerAddress.record(address)
}

/** Before answering whether an e-mail has an account: counts the question when allowed. */
export function consumeAccountCheck(address: string): RateVerdict {
  const verdict = checkAccountCheck(address)
  if (!verdict.limited) recordAccountCheck(address)
  return verdict
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
    message:
      'Too many new accounts from your network are waiting for their first deposit. Please try again in a few minutes.',
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
  verdict.allowed
    ? { limited: false }
    : {
        limited: true,
        retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
        message: message(verdict.retryAfterMs),
      }

const waitMessage = (what: string) => (retryAfterMs: number) => {
  const n = minutes(retryAfterMs)
  return `${what} Please try again in ${n} minute${n === 1 ? '' : 's'}.`
}

/** Before storing a public contact message: counts it when allowed. */
export function consumeContactMessage(address: string): RateVerdict {
  return limited(
    FORM_LIMITS.contactMessagesPerAddress.consume(address),
    waitMessage('You have sent several messages in a short time, so this one was not sent.'),
  )
}

/** Whether a contact acknowledgement may go to this recipient now (counts it when it may). */
export const mayAcknowledgeContact = (email: string): boolean =>
  FORM_LIMITS.contactAcknowledgementsPerRecipient.consume(accountKey(email)).allowed

/** Before handling a newsletter sign-up from a client address: counts it when allowed. */
export function consumeNewsletterSignUp(address: string): RateVerdict {
  return limited(
    FORM_LIMITS.newsletterSignUpsPerAddress.consume(address),
    waitMessage('Too many sign-ups from your network.'),
  )
}

/** Whether a newsletter confirmation link may be mailed to this recipient now (counts it when it may). */
export const mayMailNewsletterConfirmation = (email: string): boolean =>
  FORM_LIMITS.newsletterConfirmationsPerRecipient.consume(accountKey(email)).allowed
