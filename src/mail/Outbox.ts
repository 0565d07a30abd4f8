import type { CollectionConfig } from 'payload'

import { admins, customerTeam } from '@/access'

/**
 * Every message the site sends: written here first, in the same transaction as the change it
 * reports (`enqueueMail`), then delivered by the outbox job (`deliver.ts`), which claims a row
 * atomically, sends it once and retries failures with exponential backoff. Without SMTP_URL the
 * message stays here only, so a developer can follow a sign-in link from /admin. Staff only.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'E-mail', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'transport', 'attempts', 'createdAt'],
    group: 'Admin',
  },
  access: { read: customerTeam, create: () => false, update: () => false, delete: admins },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'preview',
      type: 'ui',
      admin: { components: { Field: '/mail/template/OutboxPreview#OutboxPreview' } },
    },
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true, admin: { description: 'The plain-text alternative.' } },
    { name: 'html', type: 'textarea', admin: { hidden: true } },
    {
      // An iCalendar invitation (a booked handover): sent as the message's calendar part and as an .ics attachment.
      name: 'calendar',
      type: 'textarea',
      admin: { readOnly: true, description: 'The calendar invitation (.ics) this message carries.' },
    },
    {
      name: 'transport',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'queued', label: 'Queued' },
        { value: 'sending', label: 'Being sent' },
        { value: 'smtp', label: 'Sent over SMTP' },
        { value: 'outbox-only', label: 'Kept here only (no SMTP_URL)' },
        { value: 'failed', label: 'Gave up (SMTP kept failing)' },
      ],
    },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    {
      name: 'nextAttemptAt',
      type: 'date',
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'claimedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'error', type: 'text', admin: { description: 'The last SMTP error.' } },
  ],
}
