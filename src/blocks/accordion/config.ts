import type { Block } from 'payload'

import { backgroundField, headerFields } from '../_shared/fields'

export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  admin: { group: 'Interactive' },
  fields: [
    ...headerFields({
      eyebrow: 'Small line above the title, e.g. "FAQ".',
      title: { description: 'Optional heading above the items, e.g. "Questions, answered".' },
      intro: 'Optional sentence beside the title.',
    }),
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Item', plural: 'Items' },
      required: true,
      minRows: 1,
      admin: { description: 'Each item is a question (or heading) that opens to show its text.', initCollapsed: true },
      fields: [
        {
          name: 'title',
          label: 'Question / heading',
          type: 'text',
          required: true,
          admin: { placeholder: 'Is the deposit refundable?' },
        },
        { name: 'content', label: 'Answer / text', type: 'richText', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'singleOpen',
          label: 'One item open at a time',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Opening an item closes the one that was open.', width: '50%' },
        },
        {
          name: 'openFirst',
          label: 'First item open on load',
          type: 'checkbox',
          defaultValue: false,
          admin: { width: '50%' },
        },
      ],
    },
    backgroundField(),
  ],
}
