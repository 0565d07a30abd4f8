import { getServerSession } from 'next-auth'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import type { Customer } from '@/payload-types'
import config from '@payload-config'

import { authOptions } from './options'

/** A customer as Payload's access functions expect `req.user` to look. */
export type SignedInCustomer = Customer & { collection: 'customers' }

/** The signed-in customer, read fresh from the database, or null. */
export async function getCustomer(): Promise<SignedInCustomer | null> {
  const session = await getServerSession(authOptions)
  const id = session?.user?.id
  if (!id) return null
  const payload = await getPayload({ config })
  const customer = await payload.findByID({ collection: 'customers', id, overrideAccess: true, disableErrors: true })
  return customer ? { ...customer, collection: 'customers' } : null
}

/** The signed-in customer; anyone else is sent to sign in and comes back to `returnTo`. */
export async function requireCustomer(returnTo: string): Promise<SignedInCustomer> {
  const customer = await getCustomer()
  if (!customer) redirect(`/sign-in?callbackUrl=${encodeURIComponent(returnTo)}`)
  return customer
}
