import type { Block } from 'payload'

import { headerFields } from '../_shared/fields'

export const AnnotatedBackgroundBlock: Block = {
  slug: 'annotated-background',
  interfaceName: 'AnnotatedBackgroundBlock',
  labels: { singular: 'Annotated background', plural: 'Annotated backgrounds' },
  admin: { group: 'Media' },
  fields: [
    ...headerFields({
      eyebrow: 'Small line above the title.',
      title: { description: 'Optional heading above the image.' },
    }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: {
        description:
          'Full width and never cropped, so the labels stay where you put them. Landscape, at least 2400 px wide.',
      },
    },
    {
      name: 'labels',
      type: 'array',
      labels: { singular: 'Label', plural: 'Labels' },
      required: true,
      minRows: 1,
      maxRows: 8,
      admin: { description: 'Placed on the image on wide screens; on phones they become a numbered list under it.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'x',
              label: 'Across (%)',
              type: 'number',
              required: true,
              min: 0,
              max: 100,
              admin: { width: '50%', step: 0.5, description: '0 = left edge, 100 = right edge' },
            },
            {
              name: 'y',
              label: 'Down (%)',
              type: 'number',
              required: true,
              min: 0,
              max: 100,
              admin: { width: '50%', step: 0.5, description: '0 = top edge, 100 = bottom edge' },
            },
          ],
        },
        { name: 'label', type: 'text', required: true, maxLength: 40, admin: { placeholder: '1.5 kW solar roof' } },
        {
          name: 'text',
          label: 'Short text',
          type: 'textarea',
          maxLength: 140,
          admin: { description: 'Optional, one short sentence.' },
        },
        {
          name: 'side',
          label: 'Label beside the point',
          type: 'select',
          required: true,
          defaultValue: 'auto',
          options: [
            { label: 'Automatic (towards the middle)', value: 'auto' },
            { label: 'Right of the point', value: 'right' },
            { label: 'Left of the point', value: 'left' },
            { label: 'Above the point', value: 'above' },
            { label: 'Below the point', value: 'below' },
          ],
          admin: { description: 'Wide screens only: choose a side when two labels would overlap.' },
        },
      ],
    },
    {
      name: 'caption',
      type: 'text',
      admin: { description: 'Optional caption under the image.' },
    },
  ],
}
