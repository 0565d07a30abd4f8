import type { Access, CollectionConfig } from 'payload'

import { isStaffUser } from '@/access'
import { env } from '@/config/env'

/** Drafts with autosave and scheduled publish/unpublish, and a bounded history per document. */
export const draftVersions: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 1500 }, schedulePublish: true },
  maxPerDoc: 50,
}

/** Staff read drafts; everyone else reads only what is published. */
export const publishedOrStaff: Access = ({ req }) =>
  isStaffUser(req.user) ? true : { _status: { equals: 'published' } }

/** Old versions and drafts through /versions: staff only (Payload's default lets any signed-in customer read them). */
export const readVersions: Access = ({ req }) => isStaffUser(req.user)

/** The URL that turns on preview (draft mode) for a path and shows it. */
export const previewUrl = (path: string) => `${env.serverUrl}/preview?path=${encodeURIComponent(path)}`

/** Live preview in the admin at the widths we design for. */
export const livePreviewAt = (pathOf: (data: Record<string, unknown>) => string | null) => ({
  url: ({ data }: { data: Record<string, unknown> }) => {
    const path = pathOf(data)
    return path ? previewUrl(path) : ''
  },
  breakpoints: [
    { label: 'Phone (390)', name: 'phone', width: 390, height: 844 },
    { label: 'Tablet (1024)', name: 'tablet', width: 1024, height: 768 },
    { label: 'Desktop (1440)', name: 'desktop', width: 1440, height: 900 },
  ],
})

/** Whether a save can change what the public sees: anything published before or after it. */
export const touchesPublic = (doc: { _status?: string | null }, previousDoc?: { _status?: string | null } | null) =>
  doc._status !== 'draft' || previousDoc?._status === 'published'
