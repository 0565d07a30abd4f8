import type { Customer } from '@/payload-types'

import { type Claims, isCurrentToken } from './session/claims'
import { payloadClient } from '@/db/payload'

/**
 * Reads of the `customers` collection that the sign-in machinery makes on nobody's behalf (before
 * anyone is signed in), so they pass overrideAccess. Everything a signed-in customer asks for goes
 * through access control instead.
 */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export async function customerByEmail(email: string): Promise<Customer | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: normalizeEmail(email) } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export async function customerById(id: string | number): Promise<Customer | null> {
  const payload = await payloadClient()
  return payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, disableErrors: true })
}

/** The customer a token stands for, or null when the customer is gone or the token is outdated. */
export async function customerForClaims(token: Claims): Promise<Customer | null> {
  if (!token.sub || typeof token.sv !== 'number') return null
  const customer = await customerById(token.sub)
  return customer && isCurrentToken(token, customer) ? customer : null
}
