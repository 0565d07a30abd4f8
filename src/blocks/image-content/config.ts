import type { Block } from 'payload'

import { linkField } from '@/content/fields/link'

import { eyebrowField } from '../_shared/fields'

export const ImageContentBlock: Block = {
  slug: 'image-content',
  interfaceName: 'ImageContentBlock',
  labels: { singular: 'Image and content', plural: 'Image and content' },
  admin: { group: 'Content' },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'caption',
      type: 'text',
      admin: { description: 'Optional caption under the image.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'imagePosition',
          label: 'Image position',
          type: 'select',
          required: true,
          defaultValue: 'left',
          options: [
            { label: 'Left', value: 'left' },
            { label: 'Right', value: 'right' },
          ],
          admin: { description: 'On phones the image always comes first.' },
        },
        {
          name: 'imageRatio',
          label: 'Image shape',
          type: 'select',
          required: true,
          defaultValue: 'portrait',
          options: [
            { label: 'Portrait (4:5)', value: 'portrait' },
            { label: 'Landscape (3:2)', value: 'landscape' },
            { label: 'Square', value: 'square' },
          ],
        },
      ],
    },
    eyebrowField('Optional small line above the title.'),
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'richText' },
    {
      name: 'links',
      type: 'array',
      maxRows: 2,
      labels: { singular: 'Link', plural: 'Links' },
      admin: { description: 'Optional. The first is drawn as a button, the second as a text link.' },
      fields: [linkField()],
    },
  ],
}
