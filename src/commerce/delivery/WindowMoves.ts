import type { CollectionConfig } from 'payload'

import { customerTeam, nobody } from '@/access'

/**
 * A delivery window that moved, as the buyer was told (tell.ts): from and to (a window's first
 * month, or "after"), when, and the reason staff gave. The portal's order page lists them.
 */
export const WindowMoves: CollectionConfig = {
  slug: 'window-moves',
  labels: { singular: 'Window move', plural: 'Window moves' },
  admin: { group: 'Customers', defaultColumns: ['order', 'from', 'to', 'reason', 'createdAt'] },
  access: { read: customerTeam, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'from', type: 'text', required: true },
    { name: 'to', type: 'text', required: true },
    { name: 'reason', type: 'text', required: true },
  ],
}
