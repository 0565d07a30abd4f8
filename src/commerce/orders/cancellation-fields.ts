import type { Field } from 'payload'
import type { Order } from '@/payload-types'

/**
 * Who cancelled an order and why (refunds/cancel.ts sets it with the cancellation): the
 * customer's confirmation mail and the portal say it. The date is the history's `cancelled` entry.
 */
export const cancellationField: Field = {
  name: 'cancellation',
  type: 'group',
  admin: {
    readOnly: true,
    condition: (data) => Boolean(data?.cancellation?.by),
    description: 'Who cancelled the order, and the reason the customer is told.',
  },
  fields: [
    {
      name: 'by',
      type: 'select',
      options: [
        { label: 'The customer', value: 'customer' },
        { label: 'Staff', value: 'staff' },
        { label: 'The site', value: 'system' },
      ],
    },
    { name: 'reason', type: 'textarea' },
  ],
}

/** When the order was cancelled (its history's entry), or null. */
export const cancelledAt = (order: Pick<Order, 'history'>) =>
  (order.history ?? []).findLast((entry) => entry.status === 'cancelled')?.at ?? null
