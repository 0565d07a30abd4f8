import { payloadClient } from '@/db/payload'
import type { Customer } from '@/payload-types'

import { type Claims, isCurrentToken } from './session/claims'
import { customerWithEmail, customerWithId, emailHasAccount } from './data'
import { normalizeEmail } from './email'

/**
 * Reads of the `customers` collection that the sign-in machinery makes on nobody's behalf (before
 * anyone is signed in), so they pass overrideAccess. Everything a signed-in customer asks for goes
 * through access control instead. They serve the request side (next-auth, server actions, routes),
 * so they open the gateway themselves.
 */
export const customerByEmail = async (email: string): Promise<Customer | null> =>
  customerWithEmail(await payloadClient(), normalizeEmail(email))

/** Whether an account uses this e-mail, without reading the account. */
export const hasAccountWithEmail = async (email: string): Promise<boolean> =>
  emailHasAccount(await payloadClient(), normalizeEmail(email))

export const customerById = async (id: string | number): Promise<Customer | null> =>
  customerWithId(await payloadClient(), id)

/** The customer a token stands for, or null when the customer is gone or the token is outdated. */
export async function customerForClaims(token: Claims): Promise<Customer | null> {
  if (!token.sub || typeof token.sv !== 'number') return null
  const customer = await customerById(token.sub)
  return customer && isCurrentToken(token, customer) ? customer : null
}
