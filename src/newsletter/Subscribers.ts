import type { CollectionConfig } from 'payload'

import { admins, customerTeam } from '@/access'

import { exportSubscribersCsv } from './export'

export const SUBSCRIBERS_EXPORT_PATH = '/cms-api/subscribers/export.csv'

/**
 * Newsletter sign-ups. Visitors never write here directly: the `subscribe` server action
 * validates the address and creates the row with `overrideAccess: true`. Everything else is staff only.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: {
    group: 'Marketing',
    useAsTitle: 'email',
    defaultColumns: ['email', 'source', 'createdAt'],
    description: `Newsletter sign-ups from the site's forms. Export them all as CSV (email, source, subscribed at) at ${SUBSCRIBERS_EXPORT_PATH} while signed in.`,
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
  ],
  hooks: {
    beforeValidate: [
      // Staff entering addresses by hand get the same normalisation as the site's form.
      ({ data }) => (data && typeof data.email === 'string' ? { ...data, email: data.email.trim().toLowerCase() } : data),
    ],
  },
}
