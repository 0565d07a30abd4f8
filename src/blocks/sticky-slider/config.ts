import type { Block } from 'payload'

import { linkField } from '@/content/fields/link'

import { eyebrowField, headerFields } from '../_shared/fields'

export const StickySliderBlock: Block = {
  slug: 'sticky-slider',
  interfaceName: 'StickySliderBlock',
  labels: { singular: 'Sticky slider (scroll story)', plural: 'Sticky sliders' },
  admin: { group: 'Sliders' },
  fields: [
    ...headerFields({
      eyebrow: 'Optional small line above the title.',
      title: { description: 'Optional heading above the steps.' },
      intro: 'Optional short paragraph under the title.',
    }),
    {
      name: 'mediaPosition',
      label: 'Images on the',
      type: 'select',
      required: true,
      defaultValue: 'left',
      options: [
        { label: 'Left', value: 'left' },
        { label: 'Right', value: 'right' },
      ],
      admin: {
        description:
          'On wide screens the image column stays in place while the steps scroll past it, showing the image of the step being read. On phones each step shows its own image above its text.',
      },
    },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 8,
      labels: { singular: 'Step', plural: 'Steps' },
      admin: { initCollapsed: true, description: 'Two to eight steps, read in order as the visitor scrolls.' },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'Landscape or square; cropped to fill the image column.' },
        },
        eyebrowField('Optional small line above the title, e.g. "Step 1 · Park".'),
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'richText' },
        linkField('link', { label: 'Optional link', required: false }),
      ],
    },
  ],
}
