import type { ArrayField, TextField, UploadField } from 'payload'

import { linkField } from '@/content/fields/link'

/**
 * Field definitions shared by the cover blocks. Each factory returns exactly the field the blocks
 * used to spell out, so the database schema and the generated types stay the same; only the
 * editor's hint (`admin.description`) is passed in where the blocks word it differently.
 */

/** The optional small line above a block's title. */
export function eyebrowField(description: string): TextField {
  return { name: 'eyebrow', type: 'text', admin: { description } }
}

/** A cover's required full-bleed image or video. */
export function coverMediaField(description: string): UploadField {
  return {
    name: 'media',
    label: 'Image or video',
    type: 'upload',
    relationTo: 'media',
    required: true,
    admin: { description },
  }
}

/** Up to two buttons; the first is drawn as the main button. */
export function coverLinksField(): ArrayField {
  return {
    name: 'links',
    type: 'array',
    maxRows: 2,
    labels: { singular: 'Link', plural: 'Links' },
    admin: { description: 'Up to two buttons. The first is drawn as the main button.' },
    fields: [linkField()],
  }
}
