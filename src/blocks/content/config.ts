import type { Block } from 'payload'

export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Content', plural: 'Content' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Optional heading above the text.' } },
    { name: 'body', type: 'richText', required: true },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'text',
      options: [
        { label: 'Reading width', value: 'text' },
        { label: 'Wide', value: 'wide' },
      ],
    },
  ],
}
