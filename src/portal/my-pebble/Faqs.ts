import type { CollectionConfig } from 'payload'

import { contentTeam, hiddenFrom, staffOrCustomer } from '@/access'

/** Owners' questions and answers, filtered by tag on /customer-portal/my-pebble/faqs. Staff write; signed-in customers read. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    hidden: hiddenFrom('support'),
    useAsTitle: 'question',
    defaultColumns: ['question', 'tags', 'order'],
    group: 'Owners',
  },
  access: { read: staffOrCustomer, create: contentTeam, update: contentTeam, delete: contentTeam },
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, maxLength: 200 },
    { name: 'answer', type: 'richText', required: true },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      maxRows: 6,
      admin: { description: 'Each tag becomes a filter on the FAQ page, e.g. "Charging" or "Delivery".' },
    },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first.' },
    },
  ],
}
