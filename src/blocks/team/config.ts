import type { Block } from 'payload'

import { backgroundField, headerFields } from '../_shared/fields'

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team', plural: 'Teams' },
  fields: [
    ...headerFields({
      eyebrow: 'Small line above the title, e.g. "The team".',
      title: { description: 'Optional heading above the cards.' },
      intro: true,
    }),
    {
      name: 'members',
      type: 'array',
      labels: { singular: 'Member', plural: 'Members' },
      required: true,
      minRows: 1,
      fields: [
        {
          name: 'photo',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Square portrait, at least 800 × 800. Without one, the initials are shown.' },
        },
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'role', type: 'text', required: true, admin: { placeholder: 'Head of Engineering' } },
          ],
        },
        {
          name: 'bio',
          label: 'Short bio',
          type: 'textarea',
          maxLength: 280,
          admin: { description: 'One or two sentences.' },
        },
      ],
    },
    backgroundField(),
  ],
}
