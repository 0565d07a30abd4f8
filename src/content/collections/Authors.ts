import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { expireTags, tags } from '../hooks/revalidate'

export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', group: 'Blog' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
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
