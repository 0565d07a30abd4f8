import type { Access, CollectionConfig } from 'payload'

import { contentTeam, hiddenFrom, isCustomer, isStaffUser } from '@/access'
import { slugField } from '@/content/fields/slug'
import { draftVersions, livePreviewAt, previewUrl, readVersions } from '@/content/publishing/versions'

import { portalPaths } from '@/kit/paths'

/** Staff read every owner page and its drafts; a signed-in customer only what is published. */
const staffOrCustomersPublished: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  return isCustomer(req.user) ? { _status: { equals: 'published' } } : false
}

const ownerPagePath = (data: Record<string, unknown>) =>
  typeof data.slug === 'string' ? portalPaths.ownerPage(data.slug) : null

/**
 * Pages for owners-to-be under /customer-portal/my-pebble/{slug}. Editors write them with drafts
 * and preview them on their real URL; signed-in customers read the published ones.
 */
export const OwnerPages: CollectionConfig = {
  slug: 'owner-pages',
  // Built of blocks: a document costs about four posts to read (src/content/api/ceilings.ts).
  custom: { publicReadWeight: 4 },
  labels: { singular: 'Owner page', plural: 'Owner pages' },
  admin: {
    hidden: hiddenFrom('support'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'order', '_status'],
    group: 'Owners',
    preview: (data) => {
      const path = ownerPagePath(data)
      return path ? previewUrl(path) : null
    },
    livePreview: livePreviewAt(ownerPagePath),
  },
  versions: draftVersions,
  access: {
    read: staffOrCustomersPublished,
    readVersions,
    create: contentTeam,
    update: contentTeam,
    delete: contentTeam,
  },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField('title'),
    {
      name: 'summary',
      type: 'textarea',
      maxLength: 280,
      admin: { description: 'The subtitle, also shown on the My Pebble card.' },
    },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first.' },
    },
  ],
}
