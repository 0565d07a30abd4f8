import type { Field } from 'payload'

/** What a provider's dispute event tells of a dispute, kept on its money action (record.ts writes them). */
export const disputeFields: Field[] = [
  {
    name: 'disputeReason',
    type: 'text',
    admin: {
      condition: (data) => data?.kind === 'dispute',
      description: 'The provider’s reason code (Stripe: fraudulent, product_not_received…).',
    },
  },
  {
    name: 'respondBy',
    type: 'date',
    admin: {
      condition: (data) => data?.kind === 'dispute',
      date: { pickerAppearance: 'dayAndTime' },
      description: 'The last moment to answer the dispute with evidence at the provider.',
    },
  },
]
