import type { Block } from 'payload'

import { linkField } from '@/content/fields/link'

import { backgroundField, headerFields } from '../_shared/fields'

export const ListSectionBlock: Block = {
  slug: 'list-section',
  interfaceName: 'ListSectionBlock',
  labels: { singular: 'List section', plural: 'List sections' },
  fields: [
    ...headerFields({
      eyebrow: 'Small line above the title, e.g. "Specifications".',
      title: { required: true },
      intro: 'Optional sentence or two beside the title.',
    }),
    {
      name: 'items',
      type: 'array',
      label: 'Rows',
      labels: { singular: 'Row', plural: 'Rows' },
      required: true,
      minRows: 1,
      admin: { description: 'Label and value pairs, e.g. "Battery" — "45 kWh". Shown in two columns on wide screens.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, admin: { placeholder: 'Battery', width: '50%' } },
            { name: 'value', type: 'text', required: true, admin: { placeholder: '45 kWh', width: '50%' } },
          ],
        },
        {
          name: 'note',
          type: 'text',
          admin: { description: 'Optional small print under the value, e.g. "EPA-estimated".' },
        },
      ],
    },
    // Optional, e.g. the full spec sheet PDF: leave the link text empty for none.
    linkField('link', { label: 'Link below the list (optional)', required: false }),
    backgroundField({ dark: true }),
  ],
}
