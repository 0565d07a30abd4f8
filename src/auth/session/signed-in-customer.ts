import type { Customer } from '@/payload-types'

/** A customer as Payload's access functions expect `req.user` to look. */
export type SignedInCustomer = Customer & { collection: 'customers' }
