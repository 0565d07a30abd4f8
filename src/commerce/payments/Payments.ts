import type { CollectionConfig } from 'payload'

import { admins, customerTeamOrOwner } from '@/access'
import { options } from '../orders/statuses'

export const PAYMENT_KINDS = ['first', 'second'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const
export const PROVIDERS = ['test', 'stripe'] as const
export type ProviderId = (typeof PROVIDERS)[number]

/**
 * One deposit payment. The idempotency key (`deposit:{orderId}:{kind}`) is unique: a deposit can
 * never have two payments, however often a button is clicked or a webhook delivered. Written only
 * by server code; a customer reads their own.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Payment', plural: 'Payments' },
  admin: {
    useAsTitle: 'idempotencyKey',
    defaultColumns: ['idempotencyKey', 'order', 'kind', 'amount', 'status', 'provider'],
    group: 'Customers',
  },
  access: { read: customerTeamOrOwner('customer'), create: () => false, update: admins, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: options(PAYMENT_KINDS) },
    {
      name: 'amount',
      type: 'number',
      required: true,
      min: 1,
      admin: { description: 'US cents.', components: { Cell: '/commerce/pricing/DollarsCell#DollarsCell' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: options(PAYMENT_STATUSES),
    },
    { name: 'provider', type: 'select', required: true, options: options(PROVIDERS) },
    {
      name: 'providerReference',
      type: 'text',
      index: true,
      admin: { description: 'Checkout session id at the provider.' },
    },
    {
      name: 'chargeReference',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'The charge (Stripe: payment intent) a refund or dispute names.' },
    },
    {
      name: 'cardLast4',
      type: 'text',
      admin: { readOnly: true, description: 'The test provider decides refunds and disputes by the test card.' },
    },
    {
      name: 'refundedAmount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: {
        readOnly: true,
        description: 'US cents refunded (settled refunds, see Money actions).',
        components: { Cell: '/commerce/pricing/DollarsCell#DollarsCell' },
      },
    },
    { name: 'checkoutUrl', type: 'text', admin: { readOnly: true } },
    {
      name: 'returnPath',
      type: 'text',
      admin: { readOnly: true, description: 'Where the customer goes after paying.' },
    },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, index: true },
    { name: 'failureMessage', type: 'text' },
    { name: 'paidAt', type: 'date' },
  ],
}
