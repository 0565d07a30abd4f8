import { getPayload } from 'payload'

import type { Customer } from '@/payload-types'
import config from '@payload-config'

import { checkDummyPassword, withPasswordWork } from '../accounts'
import { INTERNAL_SIGN_IN } from '../cms-guard'
import { customerByEmail } from '../customer-lookup'
import { isKnownDevice } from '@/rate-limit/known-device'
import { checkPasswordSignIn, type Limited, recordPasswordFailure, recordPasswordSuccess } from '@/rate-limit/policies'

/**
 * THE check of a customer's password, for sign-in and for the account pages that ask for the
 * current password (password change, e-mail change). Payload checks the hash; an e-mail with no
 * account gets the same PBKDF2 work against a dummy hash, so both take as long. Wrong password and
 * unknown account give the same answer (null).
 */
export async function customerWithPassword(email: string, password: string): Promise<Customer | null> {
  if (!(await customerByEmail(email))) return checkDummyPassword(password).then(() => null)
  const payload = await getPayload({ config })
  try {
    const { user } = await withPasswordWork(() =>
      payload.login({ collection: 'customers', data: { email, password }, context: { [INTERNAL_SIGN_IN]: true } }),
    )
    return (user as Customer | undefined) ?? null
  } catch {
    return null
  }
}

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
