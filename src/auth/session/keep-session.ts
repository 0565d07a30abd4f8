import { cookies } from 'next/headers'

import type { Customer } from '@/payload-types'

import { sessionCookieFor } from './cookie'

/**
 * Signs this browser in as `customer` with a token at the customer's current session version.
 * Used by server actions after sign-up and after a password change (which outdated every token
 * issued before, this browser's included).
 */
export async function keepSessionFor(customer: Customer) {
  const cookie = await sessionCookieFor(customer)
  ;(await cookies()).set(cookie.name, cookie.value, cookie.options)
}
