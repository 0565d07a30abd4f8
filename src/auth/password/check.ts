import type { Customer } from '@/payload-types'

import { passwordStored, rehashPassword, verifyPassword } from '../accounts'
import { customerById } from '../customer-lookup'
import { customerHasPasswordHash, storedPasswordOf } from '../data'
import { normalizeEmail } from '../email'
import { dummyHash } from '../password-hash'
import { isKnownDevice } from '@/rate-limit/known-device'
import { checkPasswordSignIn, type Limited, recordPasswordFailure, recordPasswordSuccess } from '@/rate-limit/policies'
import { payloadClient } from '@/db/payload'

/**
 * THE check of a customer's password, for sign-in and for the account pages that ask for the
 * current password (password change, e-mail change). An e-mail with no account is checked against
 * a dummy hash, the same work, so both take as long; wrong password and unknown account give the
 * same answer (null). A right password stored in an older form (PBKDF2) is rehashed to Argon2id.
 */
export async function customerWithPassword(email: string, password: string): Promise<Customer | null> {
  const normalized = normalizeEmail(email)
  const payload = await payloadClient()
  let stored = await storedPasswordOf(payload, normalized)
  // A new account's first password may still be on its way (accounts.ts, storePasswordSoon): a
  // sign-in, or a retry proving it, moments after the order waits for it in this process.
  if (stored && !stored.hash && (await passwordStored(stored.id))) stored = await storedPasswordOf(payload, normalized)
  const verdict = await verifyPassword(stored ?? (await dummyHash()), password)
  if (!stored || !verdict) return null
  if (verdict === 'rehash') await rehashPassword(payload, stored.id, stored.hash!, password)
  return customerById(stored.id)
}

/** Whether the account has a password (one made at checkout by a server stopped before storing it has none). */
export const customerHasPassword = async (customerId: number): Promise<boolean> =>
  customerHasPasswordHash(await payloadClient(), customerId)

/** What the field says when the current password is wrong. */
export const WRONG_CURRENT_PASSWORD = 'That is not your current password.'

export type PasswordCheck = { ok: true; customer: Customer } | { ok: false; limited: Limited | null }

/**
 * The current password of a signed-in customer, checked like a sign-in: the same rate limits (this
 * browser's known-device cookie included) and the same failure counting.
 */
export async function checkCurrentPassword(
  customer: Pick<Customer, 'email'>,
  password: string,
  request: { address: string; knownDeviceCookie: string | null },
): Promise<PasswordCheck> {
  const attempt = {
    email: customer.email,
    address: request.address,
    knownDevice: isKnownDevice('customers', request.knownDeviceCookie, customer.email),
  }
  const limit = await checkPasswordSignIn(attempt)
  if (limit.limited) return { ok: false, limited: limit }
  const checked = password ? await customerWithPassword(customer.email, password) : null
  if (!checked) {
    await recordPasswordFailure(attempt)
    return { ok: false, limited: null }
  }
  await recordPasswordSuccess(attempt)
  return { ok: true, customer: checked }
}
