import type { CollectionConfig } from 'payload'

import { isStaff, staffOrCustomer } from '@/access'
import { slugField } from '@/content/fields/slug'

/** Pages for owners-to-be under /customer-portal/my-pebble/{slug}. Staff write them; signed-in customers read them. */
export const OwnerPages: CollectionConfig = {
  slug: 'owner-pages',
  labels: { singular: 'Owner page', plural: 'Owner pages' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'order'], group: 'Owners' },
  access: { read: staffOrCustomer, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField('title'),
    { name: 'summary', type: 'textarea', maxLength: 280, admin: { description: 'The subtitle, also shown on the My Pebble card.' } },
    { name: 'content', type: 'richText', required: true },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower numbers come first.' } },
  ],
}
