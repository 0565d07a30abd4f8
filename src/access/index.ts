/**
 * Who may do what. Staff (the `users` collection, the only accounts that reach /admin) have one
 * role each; customers (the `customers` collection) sign in on the site and only ever see their
 * own records. Every collection's access is built from the rules below, so the role model lives
 * here and the matrix test (tests/integration/cms-access-matrix.test.ts) pins every cell.
 *
 *   admin    everything, including staff accounts and operational settings
 *   editor   content: pages, posts, media, globals, catalog, FAQs, owner pages; no customer data
 *   support  reads customers, orders, payments and support requests; moves a request's status
 */
import type { Access, FieldAccess, Where } from 'payload'

export const STAFF_ROLES = ['admin', 'editor', 'support'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin: everything, including staff and settings',
  editor: 'Editor: content, catalog and owner pages',
  support: 'Support: reads customers and orders, answers support requests',
}

type MaybeUser = { collection?: string; role?: unknown; id?: unknown } | null | undefined

/** The role of a staff user; null for customers and visitors. */
export function staffRole(user: MaybeUser): StaffRole | null {
  if (user?.collection !== 'users') return null
  return STAFF_ROLES.includes(user.role as StaffRole) ? (user.role as StaffRole) : null
}
export const isStaffUser = (user: MaybeUser) => staffRole(user) !== null
export const isCustomer = (user: MaybeUser) => user?.collection === 'customers'

const roleIn = (roles: readonly StaffRole[], user: MaybeUser) => roles.includes(staffRole(user)!)

/** Staff with one of these roles. */
export const staffWith =
  (...roles: StaffRole[]): Access =>
  ({ req }) =>
    roleIn(roles, req.user)
export const staffWithField =
  (...roles: StaffRole[]): FieldAccess =>
  ({ req }) =>
    roleIn(roles, req.user)

export const anyone: Access = () => true
export const nobody: Access = () => false

export const admins = staffWith('admin')
export const adminsField = staffWithField('admin')
/** Who edits content: pages, posts, media, globals, catalog, owner pages, FAQs, redirects. */
export const contentTeam = staffWith('admin', 'editor')
/** Who reads customer data: customers, orders, payments, support requests, subscribers, mail sent. */
export const customerTeam = staffWith('admin', 'support')
export const customerTeamField = staffWithField('admin', 'support')
export const anyStaff = staffWith(...STAFF_ROLES)
export const anyStaffField = staffWithField(...STAFF_ROLES)

/** The customer team sees every record; a customer only records whose `field` points at them. */
export const customerTeamOrOwner =
  (field: string): Access =>
  ({ req }) => {
    if (roleIn(['admin', 'support'], req.user)) return true
    if (isCustomer(req.user)) return { [field]: { equals: req.user!.id } } satisfies Where
    return false
  }

/** Staff with these roles see every customer record; a customer only their own. */
export const staffWithOrSelf =
  (...roles: StaffRole[]): Access =>
  ({ req }) => {
    if (roleIn(roles, req.user)) return true
    if (isCustomer(req.user)) return { id: { equals: req.user!.id } } satisfies Where
    return false
  }

/** Content written for owners (owner pages, FAQs): any staff, and signed-in customers. */
export const staffOrCustomer: Access = ({ req }) => isStaffUser(req.user) || isCustomer(req.user)

/** Hides a collection or global from the admin's navigation for roles that have no work there. */
export const hiddenFrom =
  (...roles: StaffRole[]) =>
  ({ user }: { user: MaybeUser }) =>
    roleIn(roles, user)
