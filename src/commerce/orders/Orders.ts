import type { CollectionConfig, Field } from 'payload'

import { isStaff, staffOrOwner } from '@/access'

import { DEPOSIT_STATUSES, ORDER_STATUS_LABELS, ORDER_STATUSES, options } from './statuses'

const cents = (name: string, label?: string): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  admin: { description: 'US cents.' },
  ...(label ? { label } : {}),
})

const deposit = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    cents('amount'),
    { name: 'status', type: 'select', required: true, defaultValue: 'due', options: options(DEPOSIT_STATUSES) },
    { name: 'dueDate', type: 'date' },
    { name: 'paidAt', type: 'date' },
  ],
})

/**
 * A reservation. The configuration and its prices are a snapshot taken when the order was
 * placed, so later catalog edits never change what a customer agreed to. A customer reads only
 * their own orders; every write is server code (order placement, payments) or staff.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: { useAsTitle: 'number', defaultColumns: ['number', 'customer', 'status', 'createdAt'], group: 'Customers' },
  access: { read: staffOrOwner('customer'), create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'reserved',
      index: true,
      options: options(ORDER_STATUSES, ORDER_STATUS_LABELS),
    },
    {
      name: 'configuration',
      type: 'group',
      fields: [
        {
          name: 'trim',
          type: 'group',
          fields: [{ name: 'uid', type: 'text', required: true }, { name: 'label', type: 'text', required: true }, cents('price')],
        },
        {
          name: 'color',
          type: 'group',
          fields: [{ name: 'uid', type: 'text', required: true }, { name: 'name', type: 'text', required: true }, cents('price')],
        },
        {
          name: 'options',
          type: 'array',
          fields: [
            { name: 'uid', type: 'text', required: true },
            { name: 'name', type: 'text', required: true },
            { name: 'category', type: 'text' },
            { name: 'change', type: 'select', required: true, options: options(['included', 'added', 'removed'] as const) },
            // Signed: a removed default subtracts its price.
            { name: 'priceDelta', type: 'number', required: true, admin: { description: 'US cents, signed.' } },
          ],
        },
      ],
    },
    {
      name: 'pricing',
      type: 'group',
      fields: [
        cents('trim'),
        cents('color'),
        { name: 'options', type: 'number', required: true, admin: { description: 'US cents, signed sum of option deltas.' } },
        cents('destinationFee'),
        cents('total'),
      ],
    },
    {
      name: 'financing',
      type: 'group',
      admin: { description: 'The payment estimate the customer chose (informational).' },
      fields: [
        { name: 'mode', type: 'select', options: options(['full', 'finance'] as const) },
        { name: 'termMonths', type: 'number' },
        { name: 'creditBand', type: 'text' },
        { name: 'downPaymentPercent', type: 'number' },
        { name: 'aprPercent', type: 'number' },
        { name: 'monthlyPayment', type: 'number', admin: { description: 'US cents.' } },
      ],
    },
    deposit('firstDeposit', 'First deposit'),
    deposit('secondDeposit', 'Second deposit'),
    {
      name: 'history',
      type: 'array',
      admin: { readOnly: true, description: 'Each status the order reached, with when.' },
      fields: [
        { name: 'status', type: 'select', required: true, options: options(ORDER_STATUSES, ORDER_STATUS_LABELS) },
        { name: 'at', type: 'date', required: true },
      ],
    },
  ],
}
