import type { Block } from 'payload'

import { validateAnchorId } from '../_shared/anchorField'

export const AnchorsBlock: Block = {
  slug: 'anchors',
  interfaceName: 'AnchorsBlock',
  labels: { singular: 'Anchors bar', plural: 'Anchors bars' },
  admin: { group: 'Interactive' },
  fields: [
    {
      name: 'label',
      label: 'Navigation name',
      type: 'text',
      required: true,
      defaultValue: 'On this page',
      admin: { description: 'Not shown; screen readers announce the bar by this name.' },
    },
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Item', plural: 'Items' },
      required: true,
      minRows: 2,
      maxRows: 10,
      admin: {
        description:
          'Each item jumps to a block further down the page. Give that block the same "Anchor id" (at the bottom of every block). The bar sticks under the header.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, admin: { placeholder: 'Specs', width: '50%' } },
            {
              name: 'anchorId',
              label: 'Anchor id of the block',
              type: 'text',
              required: true,
              validate: (value: unknown) => (value ? validateAnchorId(value) : 'Required'),
              admin: { placeholder: 'specs', width: '50%' },
            },
          ],
        },
      ],
    },
  ],
}
