import type { Block } from 'payload'

export const QuoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Quote', plural: 'Quotes' },
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', required: true },
        { name: 'role', type: 'text' },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media', admin: { description: 'Optional portrait of the author.' } },
  ],
}
