import type { Block, CollectionConfig } from 'payload'

import { contentTeam, hiddenFrom } from '@/access'
import { metaField } from '../fields/meta'
import { slugField } from '../fields/slug'
import { expireTags, tags } from '../hooks/revalidate'
import { pagePath } from '../links/resolve'
import {
  draftVersions,
  livePreviewAt,
  previewUrl,
  publishedOrStaff,
  readVersions,
  touchesPublic,
} from '../publishing/versions'
import { removeFromSearchIndexAfterDelete, syncSearchIndexAfterChange } from '../search/sync'

/** The `pages` collection; its content field offers the blocks payload.config.ts passes in (src/blocks). */
export const pagesCollection = (blocks: Block[]): CollectionConfig => ({
  slug: 'pages',
  // Built of blocks: a document costs about four posts to read (src/content/api/ceilings.ts).
  custom: { publicReadWeight: 4 },
  admin: {
    hidden: hiddenFrom('support'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    group: 'Content',
    preview: (data) => (typeof data.slug === 'string' ? previewUrl(pagePath(data.slug)) : null),
    livePreview: livePreviewAt((data) => (typeof data.slug === 'string' ? pagePath(data.slug) : null)),
  },
  versions: draftVersions,
  access: { read: publishedOrStaff, readVersions, create: contentTeam, update: contentTeam, delete: contentTeam },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      name: 'headerVariant',
      type: 'select',
      defaultValue: 'default',
      options: [
        { label: 'Default (dark text on beige)', value: 'default' },
        { label: 'White', value: 'white' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'openInPopup',
      label: 'Open in popup',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Links to this page open it in the side popup.' },
    },
    { name: 'content', type: 'blocks', blocks, label: 'Content blocks' },
    metaField,
  ],
  hooks: {
    afterChange: [
      ({ doc, previousDoc, req }) =>
        touchesPublic(doc, previousDoc) &&
        expireTags(req, [
          tags.pages,
          tags.header,
          tags.page(doc.slug),
          ...(previousDoc?.slug ? [tags.page(previousDoc.slug)] : []),
        ]),
      syncSearchIndexAfterChange,
    ],
    afterDelete: [
      ({ doc, req }) => expireTags(req, [tags.pages, tags.header, tags.page(doc.slug)]),
      removeFromSearchIndexAfterDelete,
    ],
  },
})
