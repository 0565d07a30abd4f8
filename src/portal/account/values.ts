import type { AccountField } from './fields'

type Address = {
  line1?: string | null
  line2?: string | null
  city?: string | null
  state?: string | null
  zip?: string | null
}

/** What the account form shows for a customer record: the page's first render, and after a save. */
export function accountValues(customer: {
  name: string
  email: string
  phone?: string | null
  address?: Address | null
}): Record<AccountField, string> {
  const address = customer.address ?? {}
  return {
    name: customer.name,
    email: customer.email,
    phone: customer.phone ?? '',
    line1: address.line1 ?? '',
    line2: address.line2 ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    zip: address.zip ?? '',
  }
}
