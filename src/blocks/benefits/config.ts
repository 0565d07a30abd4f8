import type { Block } from 'payload'

import { backgroundField, headerFields } from '../_shared/fields'

export const BenefitsBlock: Block = {
  slug: 'benefits',
  interfaceName: 'BenefitsBlock',
  labels: { singular: 'Benefits', plural: 'Benefits' },
  fields: [
    ...headerFields({
      eyebrow: 'Small line above the title, e.g. "Why Pebble".',
      title: { required: true },
      intro: true,
    }),
    {
      name: 'mediaStyle',
      label: 'Picture style',
      type: 'select',
      defaultValue: 'icon',
      required: true,
      options: [
        { label: 'Small icons', value: 'icon' },
        { label: 'Images across the top of the cards', value: 'image' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      label: 'Benefits',
      labels: { singular: 'Benefit', plural: 'Benefits' },
      required: true,
      minRows: 1,
      maxRows: 12,
      admin: { description: 'One, two or three per row depending on screen width. Three or six read best.' },
      fields: [
        {
          name: 'media',
          label: 'Icon or image',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description: 'Icons: a square PNG or SVG with a transparent background. Images: landscape, about 4:3.',
          },
        },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true, maxLength: 320 },
      ],
    },
    backgroundField(),
  ],
}
