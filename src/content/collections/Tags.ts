import type { CollectionConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'
import { slugField } from '../fields/slug'
import { expireTags, tags } from '../hooks/revalidate'

export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { hidden: hiddenFrom('support'), useAsTitle: 'name', group: 'Blog' },
  access: { read: anyone, create: contentTeam, update: contentTeam, delete: contentTeam },
  fields: [{ name: 'name', type: 'text', required: true }, slugField('name')],
  hooks: {
    afterChange: [({ req }) => expireTags(req, [tags.posts, tags.pages])],
    afterDelete: [({ req }) => expireTags(req, [tags.posts, tags.pages])],
  },
}
