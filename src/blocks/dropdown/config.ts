import type { Block } from 'payload'

import { backgroundField, headerFields } from '../_shared/fields'

export const DropdownBlock: Block = {
  slug: 'dropdown',
  interfaceName: 'DropdownBlock',
  labels: { singular: 'Dropdown', plural: 'Dropdowns' },
  admin: { group: 'Interactive' },
  fields: [
    ...headerFields({
      eyebrow: 'Small line above the title, e.g. "Compare trims".',
      title: { description: 'Optional heading above the menu.' },
      intro: 'Optional sentence beside the title.',
    }),
    {
      name: 'label',
      label: 'Menu label',
      type: 'text',
      required: true,
      defaultValue: 'Choose an option',
      admin: { description: 'Shown beside the menu and read out by screen readers, e.g. "Choose a trim".' },
    },
    {
      name: 'options',
      type: 'array',
      labels: { singular: 'Option', plural: 'Options' },
      required: true,
      minRows: 2,
      maxRows: 12,
      admin: {
        description:
          'Each option is an entry in the menu and the panel shown when it is picked. The first is shown on load.',
        initCollapsed: true,
      },
      fields: [
        {
          name: 'label',
          label: 'Menu entry',
          type: 'text',
          required: true,
          admin: { placeholder: 'Pebble One Trail' },
        },
        {
          name: 'title',
          label: 'Panel heading',
          type: 'text',
          admin: { description: 'Optional; the menu entry is used when empty.' },
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Optional image beside the panel text (3:2 works best).' },
        },
        { name: 'text', type: 'richText' },
        {
          name: 'rows',
          type: 'array',
          labels: { singular: 'Row', plural: 'Rows' },
          admin: { description: 'Optional label / value rows, e.g. "Battery" — "45 kWh".' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true, admin: { placeholder: 'Battery', width: '50%' } },
                { name: 'value', type: 'text', required: true, admin: { placeholder: '45 kWh', width: '50%' } },
              ],
            },
          ],
        },
      ],
    },
    backgroundField(),
  ],
}
