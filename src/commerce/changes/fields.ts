import type { Field } from 'payload'

import { ORDER_STATUS_LABELS, options } from '../orders/statuses'
import { CHANGE_UNTIL_STAGES } from './policy'

/** Commerce settings: until which stage a buyer may change the configuration (new orders keep it). */
export const changeRulesField: Field = {
  name: 'changeRules',
  label: 'Configuration changes',
  type: 'group',
  admin: {
    description:
      'Until when a buyer may change trim, colour and options in the portal. Each order keeps the rule it was placed under.',
  },
  fields: [
    {
      name: 'until',
      label: 'Changes allowed until the order reaches',
      type: 'select',
      defaultValue: 'in-production',
      options: options(CHANGE_UNTIL_STAGES, ORDER_STATUS_LABELS),
    },
  ],
}

/** The Orders fields of a buyer's configuration changes: the rule the order was placed under, and every change. */
export const orderChangeFields: Field[] = [
  {
    name: 'changePolicy',
    type: 'json',
    admin: {
      readOnly: true,
      description: 'Until when this order’s configuration may change (Commerce settings when it was placed).',
    },
  },
  {
    name: 'changes',
    label: 'Configuration changes',
    type: 'array',
    admin: {
      readOnly: true,
      description:
        'Each change the buyer made in the portal: who, when, before and after, and the price difference (US cents).',
    },
    fields: [
      { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'by', type: 'text', required: true },
      { name: 'before', type: 'text', required: true },
      { name: 'after', type: 'text', required: true },
      { name: 'priceBefore', type: 'number', required: true },
      { name: 'priceAfter', type: 'number', required: true },
      { name: 'difference', type: 'number', required: true, admin: { description: 'US cents, signed.' } },
    ],
  },
]
