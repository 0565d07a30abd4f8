import type { Access, FieldAccess, Where } from 'payload'

/** Staff (the `users` collection) edit content. Customers never do. */
export const isStaff: Access = ({ req }) => req.user?.collection === 'users'
export const isStaffField: FieldAccess = ({ req }) => req.user?.collection === 'users'
export const anyone: Access = () => true

/** A signed-in customer (the `customers` auth collection). */
export const isCustomer = (user: { collection?: string } | null | undefined) => user?.collection === 'customers'

/** Staff see everything; a customer sees only their own customer record; anyone else nothing. */
export const staffOrSelf: Access = ({ req }) => {
  if (req.user?.collection === 'users') return true
  if (isCustomer(req.user)) return { id: { equals: req.user!.id } } satisfies Where
  return false
}

/** Staff see everything; a customer sees only documents whose `field` points at them. */
export const staffOrOwner =
  (field: string): Access =>
  ({ req }) => {
    if (req.user?.collection === 'users') return true
    if (isCustomer(req.user)) return { [field]: { equals: req.user!.id } } satisfies Where
    return false
  }

/** Staff, or any signed-in customer (content written for owners, e.g. owner pages and FAQs). */
export const staffOrCustomer: Access = ({ req }) => req.user?.collection === 'users' || isCustomer(req.user)
