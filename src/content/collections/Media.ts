import type { CollectionConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'
import { env } from '@/config/env'
import { expireTags, tags } from '../hooks/revalidate'
import { downloadDocumentTypes, missingFileIs404 } from '../media/file-route'

const imageSizes = [
  { name: 'thumbnail', width: 400 },
  { name: 'card', width: 900 },
  { name: 'og', width: 1200, height: 630, crop: 'center' as const },
]

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { hidden: hiddenFrom('support'), group: 'Content' },
  access: { read: anyone, create: contentTeam, update: contentTeam, delete: contentTeam },
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
    focalPoint: true,
    imageSizes,
    // With S3 on, the storage plugin adds its handler after this one.
    handlers: [missingFileIs404({ mediaDir: env.s3 ? null : env.mediaDir, sizes: imageSizes.map((s) => s.name) })],
    modifyResponseHeaders: downloadDocumentTypes,
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alternativeText',
      label: 'Alternative text',
      type: 'text',
      required: true,
      admin: { description: 'Describe the image for people who cannot see it.' },
    },
  ],
  hooks: {
    afterChange: [({ req }) => expireTags(req, [tags.pages, tags.posts, tags.header, tags.catalog])],
    afterDelete: [({ req }) => expireTags(req, [tags.pages, tags.posts, tags.header, tags.catalog])],
  },
}
