import type { CollectionConfig } from 'payload'

import { admins } from '@/access'

/**
 * One-time tokens mailed to customers: e-mail sign-in links (next-auth's Email provider),
 * password-reset links and the links that confirm an order's cancellation for an account without
 * a password. Only a hash of each token is stored, so reading this table does not let
 * anyone sign in. Written and consumed by server code only (src/auth/tokens/store.ts); staff may
 * read it, nobody may change it through the CMS, and it is hidden from the admin navigation.
 */
export const VerificationTokens: CollectionConfig = {
  slug: 'verification-tokens',
  labels: { singular: 'Verification token', plural: 'Verification tokens' },
  admin: { hidden: true, useAsTitle: 'identifier', group: 'Customers' },
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'identifier', type: 'email', required: true, index: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: ['sign-in-link', 'password-reset', 'cancel-order', 'change-order'],
    },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expires', type: 'date', required: true, index: true },
  ],
}
