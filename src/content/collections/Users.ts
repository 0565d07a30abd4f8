import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access'

/** Editors and staff. Only they sign in to /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: process.env.NODE_ENV === 'production' && !process.env.ALLOW_INSECURE_COOKIES, sameSite: 'Lax' },
  },
  access: {
    admin: ({ req }) => req.user?.collection === 'users',
    read: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    unlock: isStaff,
  },
  fields: [{ name: 'name', type: 'text' }],
}
