import { getPayload } from 'payload'

import type { Customer } from '@/payload-types'
import config from '@payload-config'

/**
 * Reads of the `customers` collection that the sign-in machinery makes on nobody's behalf (before
 * anyone is signed in), so they pass overrideAccess. Everything a signed-in customer asks for goes
 * through access control instead.
 */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export async function customerByEmail(email: string): Promise<Customer | null> {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: normalizeEmail(email) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export async function customerById(id: string | number): Promise<Customer | null> {
  const payload = await getPayload({ config })
  return payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, disableErrors: true })
}

export const sessionVersionOf = (customer: Pick<Customer, 'sessionVersion'>) => customer.sessionVersion ?? 0
