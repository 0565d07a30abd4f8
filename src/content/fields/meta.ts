import type { GroupField } from 'payload'

/** Search and social metadata, per page and per post. */
export const metaField: GroupField = {
  name: 'meta',
  type: 'group',
  label: 'SEO',
  admin: { description: 'Left empty, the title and the first text of the page are used.' },
  fields: [
    { name: 'title', type: 'text', label: 'Meta title', maxLength: 70 },
    { name: 'description', type: 'textarea', label: 'Meta description', maxLength: 200 },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Social image' },
  ],
}
