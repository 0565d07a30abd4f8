import type { Block } from 'payload'

import { coverLinksField, coverMediaField, eyebrowField } from '../_shared/fields'

export const CoverBlock: Block = {
  slug: 'cover',
  interfaceName: 'CoverBlock',
  labels: { singular: 'Cover', plural: 'Covers' },
  admin: { group: 'Covers' },
  fields: [
    coverMediaField('Fills the full width. A video plays muted and looping.'),
    {
      type: 'row',
      fields: [
        {
          name: 'textPosition',
          label: 'Text position',
          type: 'select',
          required: true,
          defaultValue: 'bottom-left',
          options: [
            { label: 'Bottom left', value: 'bottom-left' },
            { label: 'Centre', value: 'centre' },
            { label: 'Top left', value: 'top-left' },
            { label: 'Bottom right', value: 'bottom-right' },
          ],
        },
        {
          name: 'overlay',
          type: 'select',
          required: true,
          defaultValue: 'gradient',
          options: [
            { label: 'Gradient (dark towards the text)', value: 'gradient' },
            { label: 'Dark', value: 'dark' },
            { label: 'Light (dark text)', value: 'light' },
            { label: 'None', value: 'none' },
          ],
          admin: { description: '"None" only suits images with a calm, dark area behind the text.' },
        },
        {
          name: 'height',
          type: 'select',
          required: true,
          defaultValue: 'medium',
          options: [
            { label: 'Medium (about 70% of the screen)', value: 'medium' },
            { label: 'Tall (full screen)', value: 'tall' },
          ],
        },
      ],
    },
    eyebrowField('Optional small line above the title.'),
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Optional. Shown as the page heading (h1) when this is the first block.' },
    },
    { name: 'text', type: 'textarea', admin: { description: 'Optional short paragraph.' } },
    coverLinksField(),
  ],
}
