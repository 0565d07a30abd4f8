import type { CollectionConfig } from 'payload'

import { admins } from '@/access'

/**
 * Pending e-mail changes: the new address waits here until its owner opens the link sent to it.
 * Only a hash of the token is stored. Server code writes; staff may look; nobody else reads.
 */
export const EmailChangeRequests: CollectionConfig = {
  slug: 'email-change-requests',
  labels: { singular: 'E-mail change', plural: 'E-mail changes' },
  admin: { useAsTitle: 'newEmail', defaultColumns: ['newEmail', 'customer', 'expiresAt', 'usedAt'], group: 'Admin' },
  access: { read: admins, create: () => false, update: () => false, delete: admins },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'newEmail', type: 'email', required: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
}
