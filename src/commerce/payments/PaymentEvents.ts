import type { CollectionConfig } from 'payload'

import { admins } from '@/access'

/**
 * Every provider event we handled, by its id (unique). It is written in the same transaction as
 * the event's effects, so an event delivered ten times changes things once.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: 'Payment event', plural: 'Payment events' },
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'outcome', 'createdAt'], group: 'Customers' },
  access: { read: admins, create: () => false, update: () => false, delete: admins },
  defaultSort: '-createdAt',
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'provider', type: 'text', required: true },
    { name: 'type', type: 'text', required: true },
    { name: 'payment', type: 'relationship', relationTo: 'payments' },
    { name: 'outcome', type: 'text', admin: { description: 'What handling the event changed.' } },
  ],
}
