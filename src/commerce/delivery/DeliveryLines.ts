import type { CollectionConfig } from 'payload'

import { customerTeam, nobody } from '@/access'

/**
 * The line of active reservations as one recompute found it (recompute.ts): for each trim, its
 * orders' ids in reservation order, with the plan it was read against. One row per recompute, so
 * a plan change that moves 100,000 windows is one write; the portal and the staff's views read the
 * newest row (line.ts), and the mail job compares the row a buyer was last told against the newest.
 */
export const DeliveryLines: CollectionConfig = {
  slug: 'delivery-lines',
  labels: { singular: 'Reservation line', plural: 'Reservation lines' },
  admin: { hidden: true },
  access: { read: customerTeam, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-takenAt',
  fields: [
    { name: 'takenAt', type: 'date', required: true, index: true },
    { name: 'reason', type: 'text', required: true },
    { name: 'plan', type: 'json', required: true },
    { name: 'windowMonths', type: 'number', required: true },
    { name: 'lines', type: 'json', required: true, admin: { description: 'Order ids per trim, in line.' } },
  ],
}
