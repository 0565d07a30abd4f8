import type { CollectionConfig } from 'payload'

import { admins, customerTeam } from '@/access'

/**
 * Every message the site sends, as sent. Without SMTP_URL this is where mail goes, so a
 * developer can follow a sign-in or reset link from /admin. Staff only; never written by visitors.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Sent e-mail', plural: 'Outbox' },
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'to', 'transport', 'createdAt'], group: 'Admin' },
  access: { read: customerTeam, create: () => false, update: () => false, delete: admins },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    {
      name: 'transport',
      type: 'select',
      required: true,
      options: [
        { value: 'smtp', label: 'Sent over SMTP' },
        { value: 'outbox-only', label: 'Kept here only (no SMTP_URL)' },
        { value: 'failed', label: 'SMTP failed' },
      ],
    },
    { name: 'error', type: 'text' },
  ],
}
