import type { CollectionConfig } from 'payload'

import { admins, customerTeam } from '@/access'
import { sitePaths } from '@/kit/paths'

import { exportSubscribersCsv } from './export'

/** A confirmation link's hash and expiry: for server code only (src/newsletter/subscription.ts), never read through an API. */
const serverOnly = { read: () => false, create: () => false, update: () => false }

/**
 * Newsletter sign-ups, double opt-in. Visitors never write here directly: the `subscribe` server
 * action validates the address and stores it as `pending` with the hash of a mailed link; only
 * opening that link (and pressing Confirm) makes it `confirmed`. Only confirmed subscribers are
 * on the list: the CSV export holds them alone. Everything else is staff only.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: {
    group: 'Marketing',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'source', 'confirmedAt', 'createdAt'],
    description: `Newsletter sign-ups from the site's forms. Only confirmed subscribers (who opened the link we mailed them) are on the list; pending ones have not confirmed yet and must not be mailed. Export the confirmed ones as CSV (email, source, confirmed at) at ${sitePaths.subscribersExport} while signed in.`,
  },
  access: { create: admins, read: customerTeam, update: admins, delete: admins },
  defaultSort: '-createdAt',
  timestamps: true,
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportSubscribersCsv }],
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Stored trimmed and lower-case, so each address appears once.' },
    },
    {
      name: 'source',
      type: 'text',
      admin: { description: "Which form it came from, e.g. 'pre-footer' or 'footer'." },
    },
    {
      name: 'status',
      type: 'select',
      // Not `required`: GraphQL would then demand it on create. No status is treated as not confirmed.
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending (not confirmed)', value: 'pending' },
        { label: 'Confirmed', value: 'confirmed' },
      ],
      admin: {
        position: 'sidebar',
        description:
          'Pending until the subscriber opens the link we mailed them. Send newsletters to confirmed subscribers only.',
      },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'confirmTokenHash', type: 'text', index: true, access: serverOnly, admin: { hidden: true } },
    { name: 'confirmTokenExpires', type: 'date', access: serverOnly, admin: { hidden: true } },
  ],
  hooks: {
    beforeValidate: [
      // Staff entering addresses by hand get the same normalisation as the site's form.
      ({ data }) =>
        data && typeof data.email === 'string' ? { ...data, email: data.email.trim().toLowerCase() } : data,
    ],
  },
}
