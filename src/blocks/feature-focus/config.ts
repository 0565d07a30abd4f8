import type { Block } from 'payload'

import { linkField } from '@/content/fields/link'

import { headerFields } from '../_shared/fields'

export const FeatureFocusBlock: Block = {
  slug: 'feature-focus',
  interfaceName: 'FeatureFocusBlock',
  labels: { singular: 'Feature focus', plural: 'Feature focus' },
  admin: { group: 'Content' },
  fields: [
    ...headerFields({
      eyebrow: 'Optional small line above the title, e.g. "Heat pump".',
      title: { required: true },
      intro: 'Optional short paragraph under the title.',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'media',
          label: 'Main image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'Shown for every point that has no image of its own.', width: '60%' },
        },
        {
          name: 'mediaPosition',
          label: 'Image on the',
          type: 'select',
          required: true,
          defaultValue: 'left',
          options: [
            { label: 'Left', value: 'left' },
            { label: 'Right', value: 'right' },
          ],
          admin: { description: 'On phones the image sits above the points.', width: '40%' },
        },
      ],
    },
    {
      name: 'points',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 6,
      labels: { singular: 'Point', plural: 'Points' },
      admin: {
        initCollapsed: true,
        description: 'Two to six points. Visitors step through them as tabs; the first is shown first.',
      },
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          admin: { description: 'Short: it is the tab label, e.g. "Quiet at night".' },
        },
        { name: 'text', type: 'richText' },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Optional. Replaces the main image while this point is open.' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'markerX',
              label: 'Marker across (%)',
              type: 'number',
              min: 0,
              max: 100,
              admin: {
                description: 'Optional: puts a numbered marker on the main image, 0 = left edge.',
                width: '50%',
              },
            },
            {
              name: 'markerY',
              label: 'Marker down (%)',
              type: 'number',
              min: 0,
              max: 100,
              admin: { description: '0 = top edge. Set both to show the marker.', width: '50%' },
            },
          ],
        },
      ],
    },
    linkField('link', { label: 'Optional link', required: false }),
  ],
}
