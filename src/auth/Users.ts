import type { Access, CollectionConfig, PayloadRequest, Where } from 'payload'

import {
  admins,
  adminsField,
  anyStaff,
  isStaffUser,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  staffRole,
  type StaffRole,
} from '@/access'
import { onlyThroughLimitedDoor } from '@/auth/staff-sign-in-door'
import { publicError } from '@/content/api/public-error'

import { countOtherAdmins, countStaff, staffMember } from './data'

/** Admins change any staff account; others only their own. */
const adminsOrSelf: Access = ({ req }) =>
  staffRole(req.user) === 'admin'
    ? true
    : isStaffUser(req.user)
      ? ({ id: { equals: req.user!.id } } satisfies Where)
      : false

/**
 * Staff: the only accounts that reach /admin. Each has a role (src/access). Admins manage staff;
 * everyone else may change only their own name and password. The first account ever created is
 * an admin, and the last admin can be neither demoted nor deleted, so the site is never left
 * without someone who can manage it.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Admin',
  },
  auth: {
    // No lockout (anyone could lock an admin out with five wrong passwords): sign-in is rate limited
    // per pair, address and account instead, in front of /cms-api/users/login (src/rate-limit).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // Machines (the ERP's production plan, /api/production-plan) send `users API-Key <key>`.
    useAPIKey: true,
    cookies: {
      secure: process.env.NODE_ENV === 'production' && !process.env.ALLOW_INSECURE_COOKIES,
      sameSite: 'Lax',
    },
  },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    read: anyStaff,
    create: admins,
    update: adminsOrSelf,
    delete: admins,
    unlock: admins,
  },
  hooks: {
    // Sign-in only where it is rate limited (GraphQL's loginUser would skip the limits).
    beforeOperation: [onlyThroughLimitedDoor],
    beforeChange: [
      async ({ data, operation, originalDoc, req }) => {
        if (operation === 'create' && (await countStaff(req)) === 0) {
          return { ...data, role: 'admin' }
        }
        if (operation === 'update' && originalDoc?.role === 'admin' && data.role && data.role !== 'admin') {
          await keepOneAdmin(req, originalDoc.id)
        }
        return data
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        const doc = await staffMember(req, id)
        if (doc.role === 'admin') await keepOneAdmin(req, id)
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor' satisfies StaffRole,
      options: STAFF_ROLES.map((value) => ({
        value,
        label: STAFF_ROLE_LABELS[value],
      })),
      access: { create: adminsField, update: adminsField },
      admin: {
        position: 'sidebar',
        description: 'What this person may do in the admin. Only admins change roles.',
      },
    },
  ],
}

async function keepOneAdmin(req: PayloadRequest, id: number | string) {
  if ((await countOtherAdmins(req, id)) === 0)
    throw publicError('The site needs at least one admin: make someone else an admin first.')
}
