import type { Block } from 'payload'

import { headerFields } from '../_shared/fields'

export const OnOffGridImagesRevealBlock: Block = {
  slug: 'on-off-grid-images-reveal',
  interfaceName: 'OnOffGridImagesRevealBlock',
  // The default table names ("pages_blocks_on_off_grid_images_reveal_items_…") pass Postgres' 63-character limit.
  dbName: ({ tableName }) => `${tableName}_blocks_on_off_grid`,
  labels: { singular: 'On/off image grid', plural: 'On/off image grids' },
  admin: { group: 'Content' },
  fields: [
    ...headerFields({
      eyebrow: 'Optional small line above the title.',
      title: { required: true },
      intro: 'Optional short paragraph under the title.',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'switchLabel',
          label: 'Switch label',
          type: 'text',
          required: true,
          defaultValue: 'Lights',
          admin: { description: 'What the switch turns on and off, e.g. "Lights" or "Night mode".', width: '40%' },
        },
        { name: 'onText', label: 'On text', type: 'text', required: true, defaultValue: 'On', admin: { width: '20%' } },
        {
          name: 'offText',
          label: 'Off text',
          type: 'text',
          required: true,
          defaultValue: 'Off',
          admin: { width: '20%' },
        },
        {
          name: 'startWith',
          label: 'Start',
          type: 'select',
          required: true,
          defaultValue: 'off',
          options: [
            { label: 'Off', value: 'off' },
            { label: 'On', value: 'on' },
          ],
          admin: { width: '20%' },
        },
      ],
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 8,
      labels: { singular: 'Image pair', plural: 'Image pairs' },
      admin: {
        initCollapsed: true,
        description:
          'Each pair is the same shot twice: once "on" and once "off" (e.g. lights on and off, or day and night). Both images should have the same size and framing. The one switch swaps every pair.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'imageOn', label: 'Image when on', type: 'upload', relationTo: 'media', required: true },
            { name: 'imageOff', label: 'Image when off', type: 'upload', relationTo: 'media', required: true },
          ],
        },
        { name: 'caption', type: 'text', admin: { description: 'Optional line under the pair.' } },
      ],
    },
  ],
}
