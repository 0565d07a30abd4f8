import { minutes, tooManyAttempts, tooManyFormSubmissions } from './messages'
import type { WindowVerdict } from './sliding-window'
import { RateWindow, SharedUnpaidAccounts, windowsStep } from './store'

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
 * The windows live in this process's memory, or in Redis when REDIS_URL is set (store.ts), so
 * several instances share one count; every function here is therefore async.
 */
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export const LIMITS = {
  /** Failed password sign-ins (successful ones are not counted). */
  passwordFailuresPerAddressAndAccount: new RateWindow('passwordFailuresPerAddressAndAccount', 5, 15 * MINUTE),
  passwordFailuresPerAddress: new RateWindow('passwordFailuresPerAddress', 30, 15 * MINUTE),
  passwordFailuresPerAccount: new RateWindow('passwordFailuresPerAccount', 50, 15 * MINUTE),
  /** "Does this e-mail have an account?" answers (the build flow's account check), per address. */
  accountChecksPerAddressPerMinute: new RateWindow('accountChecksPerAddressPerMinute', 10, MINUTE),
  accountChecksPerAddress: new RateWindow('accountChecksPerAddress', 30, 15 * MINUTE),
  /** Mails sent on request: e-mail sign-in links and password-reset links. */
  mailsPerAccount: new RateWindow('mailsPerAccount', 5, 15 * MINUTE),
  mailsPerAddress: new RateWindow('mailsPerAddress', 20, 15 * MINUTE),
  /** New accounts from one client address that have paid no deposit yet (sign-up and checkout alike). */
  unpaidAccountsPerAddress: new SharedUnpaidAccounts('unpaidAccountsPerAddress', 20, 60 * MINUTE),
} as const

/** How long a browser that signed in stays exempt from the per-account budget (known-device.ts). */
export const KNOWN_DEVICE_TTL_MS = 30 * DAY

export type Limited = { limited: true; retryAfterSeconds: number; message: string }
export type RateVerdict = { limited: false } | Limited

export { tooManyAttempts }

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

/** The windows a sign-in attempt is checked against (the owner's own browser skips the per-account one). */
const signInWindows = (attempt: SignInAttempt): [RateWindow, string][] => [
  [LIMITS.passwordFailuresPerAddressAndAccount, pairKey(attempt)],
  [LIMITS.passwordFailuresPerAddress, attempt.address],
  // The owner's own browser is exempt: a flood of guesses from elsewhere must not lock them out.
  ...(attempt.knownDevice
    ? []
    : [[LIMITS.passwordFailuresPerAccount, signInAccountKey(attempt)] as [RateWindow, string]]),
]

/** Before checking a password: is this pair, address or account over its failure budget? */
export async function checkPasswordSignIn(attempt: SignInAttempt): Promise<RateVerdict> {
  return combine(await windowsStep('check', signInWindows(attempt)))
}

/** After a wrong password (or an unknown account: counted the same, so nothing tells them apart). */
export async function recordPasswordFailure(attempt: SignInAttempt): Promise<void> {
  await windowsStep('record', [
    [LIMITS.passwordFailuresPerAddressAndAccount, pairKey(attempt)],
    [LIMITS.passwordFailuresPerAddress, attempt.address],
    [LIMITS.passwordFailuresPerAccount, signInAccountKey(attempt)],
  ])
}

/** After a right password: this address's earlier typos on this account are forgiven. */
export async function recordPasswordSuccess(attempt: SignInAttempt): Promise<void> {
  await LIMITS.passwordFailuresPerAddressAndAccount.reset(pairKey(attempt))
}

/** A reset link proved who owns the account: guesses from elsewhere no longer hold up its sign-in. */
export async function forgetAccountFailures(email: string): Promise<void> {
  await LIMITS.passwordFailuresPerAccount.reset(signInAccountKey({ email, address: '' }))
}

const accountCheckWindows = (address: string): [RateWindow, string][] => [
  [LIMITS.accountChecksPerAddressPerMinute, address],
  [LIMITS.accountChecksPerAddress, address],
]

/** Whether this address may be told, now, whether an e-mail has an account (records nothing). */
export async function checkAccountCheck(address: string): Promise<RateVerdict> {
  return combine(await windowsStep('check', accountCheckWindows(address)))
}

/** This address was just told whether an e-mail has an account. */
export async function recordAccountCheck(address: string): Promise<void> {
  await windowsStep('record', accountCheckWindows(address))
}

/** Before answering whether an e-mail has an account: counts the question when allowed (one atomic step). */
export async function consumeAccountCheck(address: string): Promise<RateVerdict> {
  return combine(await windowsStep('consume', accountCheckWindows(address)))
}

/** Before sending a sign-in or reset link: counts the request when allowed (one atomic step). */
export async function consumeMailRequest({ email, address }: { email: string; address: string }): Promise<RateVerdict> {
  return combine(
    await windowsStep('consume', [
      [LIMITS.mailsPerAccount, accountKey(email)],
      [LIMITS.mailsPerAddress, address],
    ]),
  )
}

/** Before making an account, by any door: counts it when allowed (see unpaid-accounts.ts for the rule). */
export async function consumeAccountCreation({
  address,
  email,
}: {
  address: string
  email: string
}): Promise<RateVerdict> {
  const verdict = await LIMITS.unpaidAccountsPerAddress.consume(address, accountKey(email))
  if (verdict.allowed) return { limited: false }
  return {
    limited: true,
    retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
    message:
      'Too many new accounts from your network are waiting for their first deposit. Please try again in a few minutes.',
  }
}

/** The account paid a deposit, or was not made after all: it stops counting against its address. */
export async function settleAccountCreation(email: string): Promise<void> {
  await LIMITS.unpaidAccountsPerAddress.settle(accountKey(email))
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
  contactMessagesPerAddress: new RateWindow('contactMessagesPerAddress', 5, HOUR),
  /** "We got your message" mails per recipient; over it the message is still stored and mailed to the team. */
  contactAcknowledgementsPerRecipient: new RateWindow('contactAcknowledgementsPerRecipient', 3, DAY),
  /** Newsletter sign-up requests (form posts with a valid address), per client address. */
  newsletterSignUpsPerAddress: new RateWindow('newsletterSignUpsPerAddress', 10, HOUR),
  /** Newsletter confirmation links mailed per recipient; over it the answer is the same, without a mail. */
  newsletterConfirmationsPerRecipient: new RateWindow('newsletterConfirmationsPerRecipient', 3, DAY),
  /** Submissions of editor-built forms (page form blocks), stored and mailed to staff, per client address, all forms together. */
  formSubmissionsPerAddress: new RateWindow('formSubmissionsPerAddress', 10, HOUR),
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
export async function consumeContactMessage(address: string): Promise<RateVerdict> {
  return limited(
    await FORM_LIMITS.contactMessagesPerAddress.consume(address),
    waitMessage('You have sent several messages in a short time, so this one was not sent.'),
  )
}

/** Whether a contact acknowledgement may go to this recipient now (counts it when it may). */
export const mayAcknowledgeContact = async (email: string): Promise<boolean> =>
  (await FORM_LIMITS.contactAcknowledgementsPerRecipient.consume(accountKey(email))).allowed

/** Before handling a newsletter sign-up from a client address: counts it when allowed. */
export async function consumeNewsletterSignUp(address: string): Promise<RateVerdict> {
  return limited(
    await FORM_LIMITS.newsletterSignUpsPerAddress.consume(address),
    waitMessage('Too many sign-ups from your network.'),
  )
}

/** Whether a newsletter confirmation link may be mailed to this recipient now (counts it when it may). */
export const mayMailNewsletterConfirmation = async (email: string): Promise<boolean> =>
  (await FORM_LIMITS.newsletterConfirmationsPerRecipient.consume(accountKey(email))).allowed

/** Before storing a submission of an editor-built form: counts it when allowed. */
export async function consumeFormSubmission(address: string): Promise<RateVerdict> {
  return limited(await FORM_LIMITS.formSubmissionsPerAddress.consume(address), tooManyFormSubmissions)
}
