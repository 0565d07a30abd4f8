import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { sitePaths } from '@/kit/paths'

import { customerForClaims } from '../customer-lookup'
import { decodeSessionToken, sessionTokenFromCookieHeader } from './cookie'
import type { SignedInCustomer } from './signed-in-customer'

// Modules that need only the type import it from './signed-in-customer', which opens no gateway.
export type { SignedInCustomer }

/**
 * The signed-in customer, read fresh from the database, or null. A token issued before the
 * customer's last password change (an older session version) counts as signed out.
 */
export async function getCustomer(): Promise<SignedInCustomer | null> {
  const jar = await cookies()
  const header = jar
    .getAll()
    .map((c) => `${c.name}=${encodeURIComponent(c.value)}`)
    .join('; ')
  const token = await decodeSessionToken(sessionTokenFromCookieHeader(header))
  if (!token) return null
  const customer = await customerForClaims(token)
  return customer ? { ...customer, collection: 'customers' } : null
}

/** The signed-in customer; anyone else is sent to sign in and comes back to `returnTo`. */
export async function requireCustomer(returnTo: string): Promise<SignedInCustomer> {
  const customer = await getCustomer()
  if (!customer) redirect(sitePaths.signInThenReturn(returnTo))
  return customer
}
