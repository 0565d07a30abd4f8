import type { Block } from 'payload'

import { backgroundField, headerFields } from '../_shared/fields'

const percent = (name: 'x' | 'y', label: string) =>
  ({
    name,
    label,
    type: 'number',
    required: true,
    min: 0,
    max: 100,
    admin: {
      width: '50%',
      step: 0.5,
      description: name === 'x' ? '0 = left edge, 100 = right edge' : '0 = top edge, 100 = bottom edge',
    },
  }) as const

export const FocusPointsBlock: Block = {
  slug: 'focus-points',
  interfaceName: 'FocusPointsBlock',
  labels: { singular: 'Focus points', plural: 'Focus points' },
  admin: { group: 'Interactive' },
  fields: [
    ...headerFields({
      eyebrow: 'Small line above the title, e.g. "Inside the floor".',
      title: { description: 'Optional heading above the image.' },
      intro: 'Optional sentence beside the title.',
    }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: {
        description: 'Shown whole (never cropped) so the points stay where you put them. Landscape works best.',
      },
    },
    {
      name: 'points',
      type: 'array',
      labels: { singular: 'Point', plural: 'Points' },
      required: true,
      minRows: 1,
      maxRows: 12,
      admin: {
        description:
          'Numbered in this order. Visitors click a number to read its text; phones and screen readers also get the list under the image.',
      },
      fields: [
        { type: 'row', fields: [percent('x', 'Across (%)'), percent('y', 'Down (%)')] },
        { name: 'title', type: 'text', required: true, admin: { placeholder: '45 kWh battery' } },
        { name: 'text', type: 'textarea', maxLength: 320, admin: { description: 'One to three sentences.' } },
      ],
    },
    backgroundField({ dark: true }),
  ],
}
