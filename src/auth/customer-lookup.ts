import type { Customer } from '@/payload-types'

import { type Claims, isCurrentToken } from './session/claims'
import { customerWithEmail, customerWithId, emailHasAccount } from './data'

/**
 * Reads of the `customers` collection that the sign-in machinery makes on nobody's behalf (before
 * anyone is signed in), so they pass overrideAccess. Everything a signed-in customer asks for goes
 * through access control instead.
 */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export const customerByEmail = (email: string): Promise<Customer | null> => customerWithEmail(normalizeEmail(email))

/** Whether an account uses this e-mail, without reading the account. */
export const hasAccountWithEmail = (email: string): Promise<boolean> => emailHasAccount(normalizeEmail(email))

export const customerById = (id: string | number): Promise<Customer | null> => customerWithId(id)

/** The customer a token stands for, or null when the customer is gone or the token is outdated. */
export async function customerForClaims(token: Claims): Promise<Customer | null> {
  if (!token.sub || typeof token.sv !== 'number') return null
  const customer = await customerById(token.sub)
  return customer && isCurrentToken(token, customer) ? customer : null
}
