import type { CollectionConfig } from 'payload'

import { customerTeam, nobody } from '@/access'

import { options } from '../orders/statuses'
import { reconcileEndpoint } from './admin/endpoints'
import { disputeFields } from './dispute-fields'
import { MONEY_ACTION_KINDS, MONEY_ACTION_STATUSES, MONEY_ACTORS, OUTCOME_SOURCES } from './kinds'

/**
 * Every movement of money after a payment: refunds (ours, or made at the provider) and disputes.
 * Append-only: nobody creates, edits or deletes one through the API or the admin; server code
 * adds a row and settles only its outcome (status, provider reference, when settled). Who, when,
 * what and why never change, and each change of outcome is kept (outcomes). The idempotency key is unique (one refund per request however often
 * it is retried) and so is the provider reference (a webhook and our own call record one refund).
 */
export const MoneyActions: CollectionConfig = {
  slug: 'money-actions',
  labels: { singular: 'Money action', plural: 'Money actions' },
  admin: {
    useAsTitle: 'idempotencyKey',
    defaultColumns: ['createdAt', 'order', 'kind', 'amount', 'status', 'actor', 'reason'],
    group: 'Customers',
  },
  access: { read: customerTeam, create: nobody, update: nobody, delete: nobody },
  endpoints: [{ path: '/reconcile', method: 'post', handler: reconcileEndpoint }],
  defaultSort: '-createdAt',
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'payment', type: 'relationship', relationTo: 'payments', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: options(MONEY_ACTION_KINDS) },
    {
      name: 'amount',
      type: 'number',
      required: true,
      min: 1,
      admin: { description: 'US cents.', components: { Cell: '/commerce/pricing/DollarsCell#DollarsCell' } },
    },
    { name: 'status', type: 'select', required: true, index: true, options: options(MONEY_ACTION_STATUSES) },
    { name: 'actor', type: 'select', required: true, options: options(MONEY_ACTORS) },
    {
      name: 'actorEmail',
      type: 'text',
      admin: { description: 'The customer or staff member who asked; empty when the provider reported it.' },
    },
    { name: 'reason', type: 'textarea', required: true },
    {
      name: 'policyOverride',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'An admin refunded what the order’s policy does not allow (the reason says why).' },
    },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, index: true },
    {
      name: 'providerReference',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'The refund or dispute id at the provider.' },
    },
    {
      name: 'forCancellation',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Made by the order’s cancellation (its confirmation mail reports it).' },
    },
    {
      name: 'notifyCustomer',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Whether the customer is mailed when this refund goes through (staff may choose not to).' },
    },
    {
      name: 'customerMailedAt',
      type: 'date',
      admin: { description: 'When the customer’s refund mail was queued (once per refund).' },
    },
    { name: 'failureMessage', type: 'text' },
    ...disputeFields,
    { name: 'settledAt', type: 'date' },
    {
      name: 'outcomes',
      type: 'array',
      admin: {
        description:
          'Every change of outcome, oldest first: who reported it (the request that made the refund, the reconciliation, or the provider’s own event) and when. A settled refund changes only by the provider’s event.',
      },
      fields: [
        { name: 'status', type: 'select', required: true, options: options(MONEY_ACTION_STATUSES) },
        { name: 'source', type: 'select', required: true, options: options(OUTCOME_SOURCES) },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'reference', type: 'text' },
        { name: 'note', type: 'text' },
      ],
    },
  ],
}
