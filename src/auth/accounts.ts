import type { Payload, PayloadRequest } from 'payload'

import { holdExitFor } from '@/config/held-work.mjs'
import type { Customer } from '@/payload-types'

import { createCustomer, replacePasswordHash, writeFirstPasswordHash, writePasswordWith } from './data'
import { normalizeEmail } from './email'
import {
  dummyHash,
  type HashedPassword,
  hashPasswordNow,
  type StoredPassword,
  staffDummyCheck,
  verifyPasswordNow,
} from './password-hash'
import { deferPasswordWork, withPasswordWork } from './password-queue'
import { consumeAccountCreation, settleAccountCreation, type RateVerdict } from '@/rate-limit/policies'
import { inSpan } from '@/observability/spans'

/**
 * THE way a customer account comes to be, for every door that makes one (sign-up, checkout):
 * the same password rule (validation.ts, checked by the caller's schema), the same per-address
 * limit, the same stored form.
 *
 * The password is hashed here, before any transaction opens: hashing is the slowest thing an
 * account costs (Argon2id, password-hash.ts: about 9 ms of CPU on a pool thread), and inside a
 * transaction it would hold SQLite's one writer or a Postgres connection the whole time. Every hash
 * and check goes through password-queue.ts.
 */

export type { HashedPassword }

/**
 * The work of checking a password against an account that does not exist: the same check as a
 * real one, through the same queue, against a hash made at start. Sign-in runs it for an unknown
 * e-mail, so an unknown account takes as long as a wrong password (8 ms against 140 ms told them
 * apart). Always false.
 */
export async function checkDummyPassword(password: string): Promise<false> {
  const dummy = await dummyHash()
  await withPasswordWork(() => verifyPasswordNow(dummy, password))
  return false
}

/** The same for staff, whose passwords Payload still checks (PBKDF2). Always false. */
export async function checkDummyStaffPassword(password: string): Promise<false> {
  await withPasswordWork(() => staffDummyCheck(password))
  return false
}

export const hashPassword = (password: string): Promise<HashedPassword> =>
  inSpan('password.hash', () => withPasswordWork(() => hashPasswordNow(password)))

/** Checks a password against a stored hash (`rehash`: right, but stored in an older form). */
export const verifyPassword = (stored: StoredPassword, password: string) =>
  withPasswordWork(() => verifyPasswordNow(stored, password))

/**
 * Replaces a stored hash with today's form after the password was checked against it. Only if the
 * stored hash is still the one checked (a password change meanwhile wins); a failure is logged and
 * tried again at the next sign-in, never refuses the sign-in.
 */
export async function rehashPassword(payload: Payload, customerId: number, checked: string, password: string) {
  try {
    const hashed = await hashPassword(password)
    await replacePasswordHash(payload, customerId, checked, hashed)
  } catch (error) {
    console.error(`[accounts] rehashing the password of customer ${customerId} failed:`, error)
  }
}

/**
 * Sets a customer's password (hashed first, outside the transaction) together with the other
 * fields of the same change (`data`, through Payload's update with its hooks), all or nothing.
 */
export async function setPassword(
  payload: Payload,
  customerId: number,
  password: string,
  data: Partial<Customer>,
): Promise<Customer> {
  const hashed = await hashPassword(password)
  return writePasswordWith(payload, customerId, hashed, data)
}

/**
 * At checkout the password is hashed after the reservation is acknowledged, not before, and when
 * the server is quiet (password-queue.ts, at most 5 s later): a launch crowd's new buyers would
 * otherwise queue for the hashing thread before their order is even placed, or compete with the
 * placements for the CPU. The account is stored without a password (no sign-in with one is
 * possible yet), the order's answer signs the browser in, and `storePasswordSoon` stores the hash
 * soon after. Whoever needs the password in this process meanwhile (`passwordStored`) hurries it.
 * A server told to stop (SIGTERM) hurries and stores it before it exits; were the server killed
 * in between, the account keeps no password: the buyer signs in by e-mailed link or resets it.
 */
export function storePasswordSoon(payload: Payload, customerId: number, password: string): void {
  expectPassword(customerId)
  const expected = passwordsExpected.get(customerId)!
  const hashing = deferPasswordWork(() => inSpan('password.hash', () => hashPasswordNow(password)))
  expected.hurry = hashing.hurry
  if (expected.hurried) hashing.hurry()
  const storing = hashing.done
    .then((hashed) => writeFirstPasswordHash(payload, customerId, hashed))
    .catch((error) => console.error(`[accounts] storing the password of customer ${customerId} failed:`, error))
    .finally(() => stopExpectingPassword(customerId))
  // A server told to stop (a deploy) stores it before it exits.
  holdExitFor(storing)
}

type ExpectedPassword = { stored: Promise<void>; settle: () => void; hurry?: () => void; hurried?: boolean }
// On globalThis: the placement and the sign-in that waits for its password may run in different
// route bundles, each with its own copy of this module.
const EXPECTED = Symbol.for('pebble.passwords-expected')
const shared = globalThis as typeof globalThis & { [EXPECTED]?: Map<number, ExpectedPassword> }
const passwordsExpected = (shared[EXPECTED] ??= new Map())

/**
 * The account's first password is coming (`storePasswordSoon`). Called inside the transaction that
 * inserts the account, before it commits: a twin request (a double click) can see the account the
 * moment it commits, before this request has gone on to store the password, and must wait for it.
 */
export function expectPassword(customerId: number): void {
  if (passwordsExpected.has(customerId)) return
  let settle!: () => void
  const stored = new Promise<void>((resolve) => (settle = resolve))
  passwordsExpected.set(customerId, { stored, settle })
}

/** Ends the wait: the password is stored, its storing failed, or it will not come (rolled back, lost). */
export function stopExpectingPassword(customerId: number): void {
  passwordsExpected.get(customerId)?.settle()
  passwordsExpected.delete(customerId)
}

/**
 * Hurries the account's first password and waits until this process has stored it (or failed to):
 * true then, false at once when this process is storing none.
 */
export async function passwordStored(customerId: number): Promise<boolean> {
  const expected = passwordsExpected.get(customerId)
  if (!expected) return false
  expected.hurried = true
  expected.hurry?.()
  await expected.stored
  return true
}

export type NewAccount = {
  email: string
  name: string
  phone?: string
  address?: { line1?: string; line2?: string; city?: string; state?: string; zip?: string }
  /** Marketing mail is opt-in: product news only when the buyer ticked it (the other choices keep their defaults). */
  preferences?: { productNews: boolean }
}
export type PreparedAccount = NewAccount & (HashedPassword | { hash: null; salt: null })

/**
 * Checks the per-address limit on new accounts, then hashes the password (`passwordLater`: the
 * caller stores it with `storePasswordSoon` once the account is committed). Call before any
 * transaction.
 */
export async function prepareAccount(
  account: NewAccount,
  password: string,
  address: string,
  { passwordLater = false } = {},
): Promise<{ ok: true; account: PreparedAccount } | { ok: false; limit: Extract<RateVerdict, { limited: true }> }> {
  const email = normalizeEmail(account.email)
  const limit = await consumeAccountCreation({ address, email })
  if (limit.limited) return { ok: false, limit }
  const hashed = passwordLater ? { hash: null, salt: null } : await hashPassword(password)
  return { ok: true, account: { ...account, email, ...hashed } }
}

/** The prepared account was not stored after all (the e-mail has an account already): it stops counting. */
export const abandonAccount = (account: Pick<NewAccount, 'email'>): Promise<void> =>
  settleAccountCreation(account.email)

/**
 * Stores a prepared account, inside the caller's transaction when `req` carries one. The e-mail
 * is unique in the database: a second account for the same address fails with
 * `isDuplicateAccount(error)` true, however close together the two requests came.
 */
export async function insertAccount(
  payload: Payload,
  account: PreparedAccount,
  req?: PayloadRequest,
): Promise<Customer> {
  return createCustomer(payload, account, req)
}

/** Whether an error is the database refusing a second account for one e-mail address. */
export function isDuplicateAccount(error: unknown): boolean {
  const e = error as {
    message?: string
    code?: string
    cause?: { code?: string; constraint?: string; message?: string }
    data?: { errors?: { path?: string }[] }
  }
  if (e?.data?.errors?.some((x) => x.path === 'email')) return true
  const text = `${e?.message ?? ''} ${e?.cause?.message ?? ''} ${e?.cause?.constraint ?? ''}`
  return /customers_email_idx|customers\.email/.test(text)
}
