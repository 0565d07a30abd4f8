import { randomBytes } from 'node:crypto'

import type { JWT } from 'next-auth/jwt'

import type { Customer } from '@/payload-types'

import { isRevoked } from './revocation'

/**
 * THE session rule. A session token names a customer (`sub`) and carries the customer's
 * `sessionVersion` (`sv`) from when it was issued. Changing or resetting a password bumps the
 * version in the database, so every token issued before is rejected from then on: next-auth's jwt
 * callback (every /api/auth/session read), getCustomer() and the Payload strategy all ask here.
 * Each token also carries its own random session id (`sid`): signing out records it as revoked
 * (revocation.ts), which ends that one session wherever a copy of its token is.
 */
export type SessionClaims = { sub: string; sv: number; sid: string; name?: string | null; email?: string | null }

export const sessionVersionOf = (customer: Pick<Customer, 'sessionVersion'>) => customer.sessionVersion ?? 0

export const newSessionId = () => randomBytes(16).toString('base64url')

export const claimsFor = (customer: Customer): SessionClaims => ({
  sub: String(customer.id),
  sv: sessionVersionOf(customer),
  sid: newSessionId(),
  name: customer.name,
  email: customer.email,
})

export type Claims = Pick<JWT, 'sub'> & { sv?: unknown; sid?: unknown }

/**
 * Whether a token still speaks for `customer`: same id, issued at the current session version, and
 * its session not signed out. A token without a session id (issued before ids existed) is outdated.
 */
export const isCurrentToken = (token: Claims, customer: Customer) =>
  typeof token.sv === 'number' &&
  typeof token.sid === 'string' &&
  token.sub === String(customer.id) &&
  token.sv >= sessionVersionOf(customer) &&
  !isRevoked(customer, token.sid)
