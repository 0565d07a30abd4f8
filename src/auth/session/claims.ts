import type { JWT } from 'next-auth/jwt'

import type { Customer } from '@/payload-types'

import { customerById, sessionVersionOf } from '../customer-lookup'

/**
 * THE session rule. A session token names a customer (`sub`) and carries the customer's
 * `sessionVersion` (`sv`) from when it was issued. Changing or resetting a password bumps the
 * version in the database, so every token issued before is rejected from then on: next-auth's jwt
 * callback (every /api/auth/session read), getCustomer() and the Payload strategy all ask here.
 */
export type SessionClaims = { sub: string; sv: number; name?: string | null; email?: string | null }

export const claimsFor = (customer: Customer): SessionClaims => ({
  sub: String(customer.id),
  sv: sessionVersionOf(customer),
  name: customer.name,
  email: customer.email,
})

type Claims = Pick<JWT, 'sub'> & { sv?: unknown }

/** Whether a token still speaks for `customer`: same id, and issued at the current session version. */
export const isCurrentToken = (token: Claims, customer: Customer) =>
  typeof token.sv === 'number' && token.sub === String(customer.id) && token.sv >= sessionVersionOf(customer)

/** The customer a token stands for, or null when the customer is gone or the token is outdated. */
export async function customerForClaims(token: Claims): Promise<Customer | null> {
  if (!token.sub || typeof token.sv !== 'number') return null
  const customer = await customerById(token.sub)
  return customer && isCurrentToken(token, customer) ? customer : null
}
