import type { Access, FieldAccess } from 'payload'

/** Staff (the `users` collection) edit content. Customers, when they exist, never do. */
export const isStaff: Access = ({ req }) => req.user?.collection === 'users'
export const isStaffField: FieldAccess = ({ req }) => req.user?.collection === 'users'
export const anyone: Access = () => true
