import type { Block } from 'payload'

import { eyebrowField } from '../_shared/fields'

export const BigSentenceBlock: Block = {
  slug: 'big-sentence',
  interfaceName: 'BigSentenceBlock',
  labels: { singular: 'Big sentence', plural: 'Big sentences' },
  admin: { group: 'Content' },
  fields: [
    eyebrowField('Optional small label above the sentence.'),
    {
      name: 'text',
      label: 'Sentence',
      type: 'textarea',
      required: true,
      admin: {
        description:
          'One large statement, revealed as the visitor scrolls. Wrap words in *asterisks* to highlight them in orange.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reveal',
          type: 'select',
          required: true,
          defaultValue: 'word',
          options: [
            { label: 'Word by word', value: 'word' },
            { label: 'Line by line', value: 'line' },
            { label: 'No animation', value: 'none' },
          ],
          admin: { description: 'Visitors who ask for reduced motion always see the whole sentence.' },
        },
        {
          name: 'background',
          type: 'select',
          required: true,
          defaultValue: 'paper',
          options: [
            { label: 'Paper', value: 'paper' },
            { label: 'Beige', value: 'beige' },
            { label: 'Ink (dark)', value: 'ink' },
          ],
        },
      ],
    },
  ],
}
