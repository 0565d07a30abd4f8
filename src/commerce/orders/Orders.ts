import type { CollectionConfig, Field } from 'payload'

import { admins, customerTeamField, customerTeamOrOwner } from '@/access'
import { publicError } from '@/content/api/public-error'

import { deliveryWindowColumn } from '../delivery/admin/fields'
import { recomputeWindowsAfterOrderChange } from '../delivery/order-hook'
import { cancelEndpoint, moneyViewEndpoint, refundEndpoint, stageEndpoint } from '../refunds/admin/endpoints'
import { callSecondDepositHandler } from '../second-deposit/call-endpoint'
import { orderChangeFields } from '../changes/fields'
import { orderHandoverField } from '../handover/order-fields'
import { exportOrdersCsv } from './admin/export'
import { orderListColumns } from './admin/list-columns'
import { cancellationField } from './cancellation-fields'
import { canTransition, withStatusReached } from './stateMachine'
import { refuseStatusEdit } from './status-rule'
import { DEPOSIT_STATUSES, ORDER_STATUS_LABELS, ORDER_STATUSES, options, type OrderStatus } from './statuses'

const cents = (name: string, label?: string): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  admin: { description: 'US cents.' },
  ...(label ? { label } : {}),
})

const deposit = (name: string, label: string, extra: Field[] = []): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    cents('amount'),
    { name: 'status', type: 'select', required: true, defaultValue: 'due', options: options(DEPOSIT_STATUSES) },
    { name: 'dueDate', type: 'date' },
    { name: 'paidAt', type: 'date' },
    ...extra,
  ],
})

const sentAt = (name: string, label: string): Field => ({
  name,
  label,
  type: 'date',
  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
})

/** When staff called the second deposit, and when each reminder went (second-deposit/reminders.ts). */
const secondDepositCall: Field[] = [
  sentAt('calledAt', 'Called at'),
  sentAt('reminder7SentAt', '7-day reminder sent at'),
  sentAt('reminder1SentAt', '1-day reminder sent at'),
  sentAt('overdueSentAt', 'Overdue notice sent at'),
]

/**
 * A reservation. The configuration and its prices are a snapshot taken when the order was
 * placed, so later catalog edits never change what a customer agreed to. A customer reads only
 * their own orders; every write is server code (order placement, payments) or staff.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: {
    useAsTitle: 'number',
    defaultColumns: [
      'number',
      'customer',
      'status',
      'deliveryWindow',
      'totalColumn',
      'depositsColumn',
      'refundedColumn',
      'disputed',
      'createdAt',
    ],
    // Staff look an order up by its number, or by the customer's e-mail or name.
    listSearchableFields: ['number', 'customer.email', 'customer.name'],
    group: 'Customers',
    components: {
      beforeListTable: [
        '/commerce/second-deposit/CallSecondDeposit#CallSecondDeposit',
        '/commerce/delivery/admin/WindowFilter#WindowFilter',
        '/commerce/orders/admin/OrderFiltersBar#OrderFiltersBar',
      ],
    },
  },
  endpoints: [
    { path: '/export.csv', method: 'get', handler: exportOrdersCsv },
    { path: '/call-second-deposit', method: 'post', handler: callSecondDepositHandler },
    { path: '/:id/refund', method: 'post', handler: refundEndpoint },
    { path: '/:id/cancel', method: 'post', handler: cancelEndpoint },
    { path: '/:id/stage', method: 'post', handler: stageEndpoint },
    { path: '/:id/money', method: 'get', handler: moneyViewEndpoint },
  ],
  access: { read: customerTeamOrOwner('customer'), create: admins, update: admins, delete: admins },
  defaultSort: '-createdAt',
  hooks: {
    // Every write goes through the state machine (the server's through changeOrder in orders/data.ts, staff's
    // through /admin), and each status reached is recorded in the history.
    beforeChange: [
      ({ data, originalDoc, operation, context }) => {
        const to = data.status as OrderStatus | undefined
        const from = originalDoc?.status as OrderStatus | undefined
        refuseStatusEdit(operation, from, to, context)
        if (operation === 'update' && from && to && !canTransition(from, to)) {
          throw publicError(`An order cannot go from “${from}” to “${to}”.`)
        }
        const history = data.history ?? originalDoc?.history ?? []
        // A history given with the order (the demo's, an import) that already ends at `to` keeps its date.
        if (to && to !== from && history.at(-1)?.status !== to) data.history = withStatusReached(history, to)
        return data
      },
    ],
    afterChange: [recomputeWindowsAfterOrderChange],
  },
  // Tabs only arrange the form: the stored shape is the same as without them.
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Order',
          fields: [
            {
              name: 'money',
              type: 'ui',
              admin: { components: { Field: '/commerce/refunds/admin/OrderMoney#OrderMoney' } },
            },
            {
              name: 'summary',
              type: 'ui',
              admin: { components: { Field: '/commerce/orders/admin/OrderSummary#OrderSummary' } },
            },
            { name: 'number', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
            { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
            {
              // The build flow's attempt id: a double-clicked "Place order" finds the order it already made.
              name: 'placementKey',
              type: 'text',
              unique: true,
              index: true,
              access: { read: customerTeamField },
              admin: { hidden: true },
            },
            {
              name: 'status',
              type: 'select',
              required: true,
              defaultValue: 'reserved',
              index: true,
              options: options(ORDER_STATUSES, ORDER_STATUS_LABELS),
              admin: { readOnly: true, description: 'Changes only through the order’s actions (above).' },
            },
            deliveryWindowColumn,
            {
              // Set by a provider's dispute (chargeback) event; cleared when the dispute closes.
              name: 'disputed',
              type: 'checkbox',
              defaultValue: false,
              index: true,
              access: { read: customerTeamField },
              admin: {
                readOnly: true,
                description: 'A payment of this order is disputed at the bank.',
                components: { Cell: '/commerce/orders/admin/OrderCells#DisputedCell' },
              },
            },
            {
              // refunds/confirm.ts: owed from the cancellation's commit until the confirmation is queued, once.
              name: 'cancellationMail',
              type: 'select',
              index: true,
              options: [
                { label: 'Owed', value: 'owed' },
                { label: 'Sent', value: 'sent' },
              ],
              access: { read: customerTeamField },
              admin: {
                readOnly: true,
                condition: (data) => Boolean(data?.cancellationMail),
                description: 'The customer’s cancellation confirmation: owed until its refunds are settled, then sent.',
              },
            },
            cancellationField,
            {
              name: 'payments',
              type: 'join',
              collection: 'payments',
              on: 'order',
              defaultSort: '-createdAt',
              // The money panel above shows them in dollars; kept for the API.
              admin: { hidden: true, allowCreate: false },
            },
            {
              name: 'moneyActions',
              type: 'join',
              collection: 'money-actions',
              on: 'order',
              defaultSort: '-createdAt',
              // The money panel's timeline above shows them, with their moments; kept for the API.
              admin: { hidden: true, allowCreate: false },
            },
            ...orderListColumns,
          ],
        },
        {
          label: 'Configuration and price',
          description:
            'The snapshot taken when the order was placed, in US cents. The summary on the first tab shows it in dollars.',
          fields: [
            {
              name: 'configuration',
              type: 'group',
              fields: [
                {
                  name: 'trim',
                  type: 'group',
                  fields: [
                    { name: 'uid', type: 'text', required: true },
                    { name: 'label', type: 'text', required: true },
                    cents('price'),
                  ],
                },
                {
                  name: 'color',
                  type: 'group',
                  fields: [
                    { name: 'uid', type: 'text', required: true },
                    { name: 'name', type: 'text', required: true },
                    cents('price'),
                  ],
                },
                {
                  name: 'options',
                  type: 'array',
                  fields: [
                    { name: 'uid', type: 'text', required: true },
                    { name: 'name', type: 'text', required: true },
                    { name: 'category', type: 'text' },
                    {
                      name: 'change',
                      type: 'select',
                      required: true,
                      options: options(['included', 'added', 'removed'] as const),
                    },
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
                {
                  name: 'options',
                  type: 'number',
                  required: true,
                  admin: { description: 'US cents, signed sum of option deltas.' },
                },
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
          ],
        },
        {
          label: 'Deposits',
          fields: [
            deposit('firstDeposit', 'First deposit'),
            deposit('secondDeposit', 'Second deposit', secondDepositCall),
            {
              name: 'refundPolicy',
              type: 'json',
              admin: {
                readOnly: true,
                description: 'The refund policy this order was placed under (Commerce settings at that moment).',
              },
            },
          ],
        },
        { label: 'Changes and handover', fields: [...orderChangeFields, orderHandoverField] },
        {
          label: 'History',
          fields: [
            {
              name: 'history',
              type: 'array',
              admin: { readOnly: true, description: 'Each status the order reached, with when.' },
              fields: [
                {
                  name: 'status',
                  type: 'select',
                  required: true,
                  options: options(ORDER_STATUSES, ORDER_STATUS_LABELS),
                },
                { name: 'at', type: 'date', required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
