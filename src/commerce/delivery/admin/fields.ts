import type { Field } from 'payload'

/** The orders list's "Delivery window" column (admin/WindowCell.tsx): nothing stored, nothing on the order's form. */
export const deliveryWindowColumn: Field = {
  name: 'deliveryWindow',
  label: 'Delivery window',
  type: 'ui',
  admin: { components: { Cell: '/commerce/delivery/admin/WindowCell#WindowCell', Field: false } },
}
