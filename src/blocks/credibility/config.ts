import type { Block } from 'payload'

import { headerFields } from '../_shared/fields'

export const CredibilityBlock: Block = {
  slug: 'credibility',
  interfaceName: 'CredibilityBlock',
  labels: { singular: 'Credibility (press, figures, awards)', plural: 'Credibility' },
  fields: [
    ...headerFields({
      eyebrow: 'Small line above the title, e.g. "Press & recognition".',
      title: { description: 'Optional heading for the whole band.' },
    }),
    {
      name: 'logosLabel',
      label: 'Logos label',
      type: 'text',
      required: true,
      defaultValue: 'As featured in',
      admin: { description: 'Shown above the logos and read out as the name of the logo list.' },
    },
    {
      name: 'logos',
      type: 'array',
      labels: { singular: 'Logo', plural: 'Logos' },
      maxRows: 16,
      admin: {
        description:
          'Press or partner logos, running in a slow loop (motion stops for visitors who ask for less). The alternative text of each image should name the publication.',
      },
      fields: [
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'A wordmark on a transparent background, dark ink, about 4:1.' },
        },
      ],
    },
    {
      name: 'figures',
      type: 'array',
      labels: { singular: 'Figure', plural: 'Figures' },
      maxRows: 4,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, admin: { placeholder: '2,400+', width: '40%' } },
            { name: 'label', type: 'text', required: true, admin: { placeholder: 'reservations', width: '60%' } },
          ],
        },
      ],
    },
    {
      name: 'awards',
      type: 'array',
      labels: { singular: 'Award', plural: 'Awards' },
      maxRows: 4,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              required: true,
              admin: { placeholder: 'Best in Show, Overland Expo', width: '70%' },
            },
            { name: 'year', type: 'number', min: 1990, max: 2100, admin: { placeholder: '2026', width: '30%' } },
          ],
        },
        { name: 'detail', type: 'text', admin: { description: 'Optional, e.g. the category.' } },
      ],
    },
  ],
}
