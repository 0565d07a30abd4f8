import type { Block } from 'payload'

import { linkField } from '@/content/fields/link'

import { eyebrowField } from '../_shared/fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    eyebrowField('Small line above the title, e.g. "Now taking pre-orders".'),
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'textarea' },
    {
      name: 'media',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'A wide image, or a short muted video that loops.' },
    },
    { name: 'links', type: 'array', maxRows: 2, fields: [linkField()] },
  ],
}
