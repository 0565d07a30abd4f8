import type { Block } from 'payload'

import { linkField } from '@/content/fields/link'

import { resolvedPostsField } from './resolve'

import { backgroundField, headerFields } from '../_shared/fields'

type Sibling = { mode?: string } | undefined

export const PostsBlock: Block = {
  slug: 'posts',
  interfaceName: 'PostsBlock',
  labels: { singular: 'Posts', plural: 'Posts' },
  admin: { group: 'Blog' },
  fields: [
    ...headerFields({
      eyebrow: 'Small line above the title, e.g. "From the road".',
      title: { description: 'Optional heading above the cards, e.g. "Latest from the road".' },
      intro: 'Optional sentence or two beside the title.',
    }),
    {
      name: 'mode',
      label: 'Which posts',
      type: 'radio',
      required: true,
      defaultValue: 'latest',
      options: [
        { label: 'The latest posts', value: 'latest' },
        { label: 'The latest posts with a tag', value: 'tag' },
        { label: 'Posts I choose', value: 'selected' },
      ],
      admin: {
        layout: 'horizontal',
        description: 'Cards open the post in the side popup. New posts appear here on their own.',
      },
    },
    {
      name: 'tag',
      type: 'relationship',
      relationTo: 'tags',
      admin: {
        condition: (_, sibling: Sibling) => sibling?.mode === 'tag',
        description: 'Show the latest posts with this tag.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
        siblingData?.mode !== 'tag' || value ? true : 'Choose a tag, or show the latest posts instead.',
    },
    {
      name: 'posts',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 12,
      admin: {
        condition: (_, sibling: Sibling) => sibling?.mode === 'selected',
        description: 'Drag to set the order.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
        siblingData?.mode !== 'selected' || (Array.isArray(value) && value.length > 0)
          ? true
          : 'Choose at least one post.',
    },
    {
      name: 'limit',
      label: 'How many',
      type: 'number',
      required: true,
      defaultValue: 3,
      min: 1,
      max: 12,
      admin: {
        condition: (_, sibling: Sibling) => sibling?.mode !== 'selected',
        description: 'Three fill a row on wide screens.',
        step: 1,
      },
    },
    linkField('link', { label: 'Link below the cards (optional)', required: false }),
    backgroundField(),
    resolvedPostsField,
  ],
}
