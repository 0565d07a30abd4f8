import type { CollectionConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'
import { expireTags, tags } from '../hooks/revalidate'

export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { hidden: hiddenFrom('support'), useAsTitle: 'name', group: 'Blog' },
  access: { read: anyone, create: contentTeam, update: contentTeam, delete: contentTeam },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text' },
    { name: 'photo', type: 'upload', relationTo: 'media' },
  ],
  hooks: {
    afterChange: [({ req }) => expireTags(req, [tags.posts, tags.pages])],
    afterDelete: [({ req }) => expireTags(req, [tags.posts, tags.pages])],
  },
}
