import type { CollectionConfig } from 'payload'

import { admins, customerTeam } from '@/access'

import { tellBuyersOfSlotChange, tellBuyersOfSlotDeletion } from './slot-changes'

/**
 * The times staff offer for handing a finished Pebble over: a place, a start and how many buyers
 * at once. A buyer whose order is ready books one on the order page (book.ts); the list, sorted
 * by start and filtered by day, is the staff's schedule, and each slot lists its bookings; above
 * it, the next two weeks day by day with who booked each place (admin/HandoverSchedule.tsx). Moving
 * or cancelling a booked slot mails its buyers (slot-changes.ts).
 */
export const HandoverSlots: CollectionConfig = {
  slug: 'handover-slots',
  labels: { singular: 'Handover slot', plural: 'Handover slots' },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['startsAt', 'place', 'capacity', 'published'],
    group: 'Customers',
    description: 'The handover schedule: each slot with its bookings. Filter by “Starts at” to see one day.',
    components: { beforeList: ['/commerce/handover/admin/HandoverSchedule#HandoverSchedule'] },
  },
  access: { read: customerTeam, create: customerTeam, update: customerTeam, delete: admins },
  defaultSort: 'startsAt',
  hooks: {
    beforeChange: [
      // The slot's title in the admin (and in an order's relationship picker): when and where.
      ({ data, originalDoc }) => {
        const startsAt = data.startsAt ?? originalDoc?.startsAt
        const place = data.place ?? originalDoc?.place
        if (startsAt && place)
          data.label = `${new Date(startsAt).toISOString().slice(0, 16).replace('T', ' ')} UTC · ${place}`
        return data
      },
    ],
    afterChange: [tellBuyersOfSlotChange],
    beforeDelete: [tellBuyersOfSlotDeletion],
  },
  fields: [
    { name: 'label', type: 'text', admin: { hidden: true } },
    {
      name: 'place',
      type: 'text',
      required: true,
      admin: { description: 'Where the buyer collects, e.g. “Fremont studio”.' },
    },
    {
      name: 'startsAt',
      label: 'Starts at',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'minutes', label: 'Length (minutes)', type: 'number', required: true, min: 15, defaultValue: 60 },
    {
      name: 'capacity',
      label: 'Buyers at once',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: 1,
      admin: { step: 1 },
    },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { description: 'Buyers see and book published slots only.' },
    },
    {
      name: 'bookings',
      type: 'join',
      collection: 'orders',
      on: 'handover.slot',
      admin: { defaultColumns: ['number', 'customer', 'status'] },
    },
  ],
}
