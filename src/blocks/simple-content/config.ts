import type { Block, TextFieldSingleValidation } from 'payload'

import { eyebrowField } from '../_shared/fields'

/** The side-title variant has nothing to put in its left column without a title. */
const titleForSideVariant: TextFieldSingleValidation = (value, { siblingData }) =>
  (siblingData as { variant?: string } | undefined)?.variant === 'side-title' && !value
    ? 'The "Side title" variant needs a title.'
    : true

export const SimpleContentBlock: Block = {
  slug: 'simple-content',
  interfaceName: 'SimpleContentBlock',
  labels: { singular: 'Simple content', plural: 'Simple content' },
  admin: { group: 'Content' },
  fields: [
    {
      name: 'variant',
      type: 'select',
      required: true,
      defaultValue: 'centred',
      options: [
        { label: 'Centred', value: 'centred' },
        { label: 'Two columns (text flows in two columns on wide screens)', value: 'two-columns' },
        { label: 'Side title (title on the left, text on the right)', value: 'side-title' },
      ],
    },
    eyebrowField('Optional small line above the title.'),
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Optional heading. Needed for the "Side title" variant.' },
      validate: titleForSideVariant,
    },
    { name: 'text', type: 'richText', required: true },
  ],
}
