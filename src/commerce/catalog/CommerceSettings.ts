import type { Field, GlobalConfig } from 'payload'

import { adminsField, anyone, contentTeam, hiddenFrom } from '@/access'

import { changeRulesField } from '../changes/fields'
import { REFUND_UNTIL_STAGES } from '../refunds/policy'
import { ORDER_STATUS_LABELS, options } from '../orders/statuses'
import { centsField } from './fields'

type FinancingRow = { creditBand?: string; months?: number }

const refundRule = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'refundable', type: 'checkbox', defaultValue: false },
        {
          name: 'until',
          label: 'Refundable until the order reaches',
          type: 'select',
          defaultValue: 'in-production',
          options: options(REFUND_UNTIL_STAGES, ORDER_STATUS_LABELS),
        },
      ],
    },
  ],
})

const percent = (name: string, label: string, defaultValue: number) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 0,
  max: 100,
  defaultValue,
  admin: { description: 'Whole percent.', step: 1 },
  validate: (value: unknown) =>
    (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100) ||
    'Enter a whole percent from 0 to 100.',
})

/** Build & payments: deposits, fees, the financing table and the texts the build flow shows. */
export const CommerceSettings: GlobalConfig = {
  slug: 'commerce',
  label: 'Build & payments',
  admin: { hidden: hiddenFrom('support'), group: 'Catalog' },
  access: { read: anyone, update: contentTeam },
  fields: [
    {
      type: 'row',
      fields: [
        centsField('firstDeposit', 'First deposit'),
        centsField('secondDeposit', 'Second deposit'),
        centsField('destinationFee', 'Destination and documentation fee'),
      ],
    },
    {
      name: 'financing',
      label: 'Financing rates',
      type: 'array',
      admin: {
        description: 'One row per credit score band and term. The estimator offers the terms and bands listed here.',
      },
      validate: (rows: unknown) => {
        const keys = ((rows as FinancingRow[] | null | undefined) ?? []).map((row) => `${row.creditBand}|${row.months}`)
        return new Set(keys).size === keys.length || 'Each credit band and term can have one rate.'
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'creditBand',
              label: 'Credit score band',
              type: 'text',
              required: true,
              admin: { placeholder: '720+' },
            },
            {
              name: 'months',
              type: 'number',
              required: true,
              min: 12,
              max: 240,
              admin: { step: 12 },
              validate: (value: unknown) =>
                (Number.isInteger(value) && (value as number) % 12 === 0 && (value as number) >= 12) ||
                'Use whole years in months (12, 24, …).',
            },
            {
              name: 'aprPercent',
              label: 'APR %',
              type: 'number',
              required: true,
              min: 0,
              max: 40,
              admin: { step: 0.01 },
            },
          ],
        },
      ],
    },
    {
      name: 'downPayment',
      label: 'Down payment',
      type: 'group',
      validate: (value: unknown) => {
        const v = value as { minPercent?: number; maxPercent?: number; defaultPercent?: number } | undefined
        if (!v) return true
        const { minPercent = 0, maxPercent = 100, defaultPercent = 0 } = v
        return (
          (minPercent <= defaultPercent && defaultPercent <= maxPercent) ||
          'The default must lie between the minimum and the maximum.'
        )
      },
      fields: [
        {
          type: 'row',
          fields: [
            percent('minPercent', 'Minimum %', 10),
            percent('maxPercent', 'Maximum %', 90),
            percent('defaultPercent', 'Default %', 20),
          ],
        },
      ],
    },
    {
      name: 'prequalificationUrl',
      label: 'Pre-qualification link',
      type: 'text',
      admin: { description: 'Where “Get pre-qualified” leads (a lender’s page).' },
    },
    { name: 'disclaimer', label: 'Legal disclaimer (estimator)', type: 'textarea' },
    {
      name: 'refundRules',
      label: 'Refund policy',
      type: 'group',
      // Money rules: editors may word the note below, only admins change what is refunded.
      access: { update: adminsField },
      admin: {
        description:
          'What a cancellation refunds. Each order keeps the policy it was placed under: a change here applies to new orders only.',
      },
      fields: [refundRule('firstDeposit', 'First deposit'), refundRule('secondDeposit', 'Second deposit')],
    },
    {
      name: 'refundPolicy',
      label: 'Refund policy note',
      type: 'textarea',
      admin: {
        description:
          'Optional words after the policy (which the site writes from the rules above), beside “Amount due today” and in the terms.',
      },
    },
    changeRulesField,
    {
      name: 'delivery',
      type: 'group',
      fields: [
        {
          name: 'forecast',
          type: 'text',
          admin: { placeholder: 'Q2 2027', description: 'Forecast delivery quarter shown on the summary.' },
        },
        { name: 'note', type: 'textarea' },
      ],
    },
    {
      name: 'pickupPoint',
      label: 'Pickup point',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'address', type: 'textarea' },
        { name: 'phone', type: 'text' },
        { name: 'mapsUrl', label: 'Maps link', type: 'text' },
        { name: 'map', label: 'Map image', type: 'upload', relationTo: 'media' },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'terms',
      label: 'Terms of the reservation',
      type: 'textarea',
      admin: { description: 'The customer must accept these before paying.' },
    },
    {
      name: 'nextSteps',
      label: 'What happens next',
      type: 'textarea',
      admin: { description: 'Shown on the confirmation page and in the e-mail, one step per line.' },
    },
  ],
}
