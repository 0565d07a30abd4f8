import type { Block } from 'payload'

import { linkField } from '@/content/fields/link'

export const CallToActionBlock: Block = {
  slug: 'call-to-action',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'links', type: 'array', minRows: 1, maxRows: 2, required: true, fields: [linkField()] },
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'orange',
      options: [
        { label: 'Orange', value: 'orange' },
        { label: 'Dark', value: 'dark' },
        { label: 'Beige', value: 'beige' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Optional image beside the text.' } },
  ],
}
