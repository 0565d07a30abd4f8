import type { Block, CollectionConfig } from 'payload'

import { contentTeam, hiddenFrom } from '@/access'
import { metaField } from '../fields/meta'
import { slugField } from '../fields/slug'
import { expireTags, tags } from '../hooks/revalidate'
import { postPath } from '../links/resolve'
import {
  draftVersions,
  livePreviewAt,
  previewUrl,
  publishedOrStaff,
  readVersions,
  touchesPublic,
} from '../publishing/versions'
import { removeFromSearchIndexAfterDelete, syncSearchIndexAfterChange } from '../search/sync'

/** The `posts` collection; its content field offers the blocks payload.config.ts passes in (src/blocks). */
export const postsCollection = (blocks: Block[]): CollectionConfig => ({
  slug: 'posts',
  admin: {
    hidden: hiddenFrom('support'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'author'],
    group: 'Blog',
    preview: (data) => (typeof data.slug === 'string' ? previewUrl(postPath(data.slug)) : null),
    livePreview: livePreviewAt((data) => (typeof data.slug === 'string' ? postPath(data.slug) : null)),
  },
  versions: draftVersions,
  access: { read: publishedOrStaff, readVersions, create: contentTeam, update: contentTeam, delete: contentTeam },
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'MMMM d, yyyy' } },
    },
    { name: 'author', type: 'relationship', relationTo: 'authors', admin: { position: 'sidebar' } },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'mainImage', type: 'upload', relationTo: 'media', required: true, label: 'Main image' },
    {
      name: 'excerpt',
      type: 'textarea',
      maxLength: 280,
      admin: { description: 'One or two sentences shown on post cards.' },
    },
    { name: 'content', type: 'blocks', blocks, label: 'Content blocks' },
    {
      name: 'relatedPosts',
      label: 'Related posts',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 3,
      // A post is never related to itself.
      filterOptions: ({ id }) => (id == null ? true : { id: { not_equals: id } }),
      admin: {
        description:
          'Optional: up to three posts shown at the end of this one, in this order. Left empty, the posts sharing the most tags (then the newest) are shown.',
      },
    },
    metaField,
  ],
  hooks: {
    afterChange: [
      ({ doc, previousDoc, req }) =>
        touchesPublic(doc, previousDoc) &&
        expireTags(req, [
          tags.posts,
          tags.header,
          tags.post(doc.slug),
          ...(previousDoc?.slug ? [tags.post(previousDoc.slug)] : []),
        ]),
      syncSearchIndexAfterChange,
    ],
    afterDelete: [
      ({ doc, req }) => expireTags(req, [tags.posts, tags.header, tags.post(doc.slug)]),
      removeFromSearchIndexAfterDelete,
    ],
  },
})
