import type { Block } from 'payload'

import { linkField } from '@/content/fields/link'

import { eyebrowField } from '../_shared/fields'

export const AlternatedContentBlock: Block = {
  slug: 'alternated-content',
  interfaceName: 'AlternatedContentBlock',
  labels: { singular: 'Alternated content', plural: 'Alternated content' },
  admin: { group: 'Content' },
  fields: [
    {
      name: 'title',
      label: 'Section title',
      type: 'text',
      admin: { description: 'Optional heading above all the rows.' },
    },
    {
      name: 'startWith',
      label: 'First image on the',
      type: 'select',
      required: true,
      defaultValue: 'left',
      options: [
        { label: 'Left', value: 'left' },
        { label: 'Right', value: 'right' },
      ],
      admin: { description: 'Rows then alternate sides automatically. On phones every row shows its image first.' },
    },
    {
      name: 'rows',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Row', plural: 'Rows' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        eyebrowField('Optional small line above the title, e.g. "01 · Battery".'),
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'richText' },
        linkField('link', { label: 'Optional link', required: false }),
      ],
    },
  ],
}
