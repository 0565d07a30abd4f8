import type { Block } from 'payload'

import { backgroundField } from '../_shared/fields'
import { resolvedPostField } from '../posts/resolve'

export const FocusPostBlock: Block = {
  slug: 'focus-post',
  interfaceName: 'FocusPostBlock',
  labels: { singular: 'Featured post', plural: 'Featured posts' },
  admin: { group: 'Blog' },
  fields: [
    {
      name: 'post',
      type: 'relationship',
      relationTo: 'posts',
      admin: { description: 'Leave empty to always feature the latest post. It opens in the side popup.' },
    },
    {
      name: 'eyebrow',
      type: 'text',
      defaultValue: 'Featured story',
      admin: { description: 'Small line above the title.' },
    },
    {
      name: 'linkLabel',
      label: 'Link text',
      type: 'text',
      required: true,
      defaultValue: 'Read the story',
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
          admin: { description: 'On phones the image always comes first.', width: '50%' },
        },
        backgroundField({ dark: true, defaultValue: 'beige', admin: { width: '50%' } }),
      ],
    },
    resolvedPostField,
  ],
}
