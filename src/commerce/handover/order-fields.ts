import type { Field } from 'payload'

/** The Orders field of a booked handover: the slot, and when the buyer booked it. */
export const orderHandoverField: Field = {
  name: 'handover',
  type: 'group',
  admin: { description: 'The handover slot the buyer booked (in the portal, once the order is ready).' },
  fields: [
    { name: 'slot', type: 'relationship', relationTo: 'handover-slots', index: true },
    { name: 'bookedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
