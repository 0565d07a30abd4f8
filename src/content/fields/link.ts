import type { GroupField } from 'payload'

/**
 * The one reusable link field (spec section 3: title, media, page, post, url).
 * Which target wins is decided by `resolveLinkHref`, never here.
 */
export function linkField(name = 'link', options: { label?: string; required?: boolean } = {}): GroupField {
  return {
    name,
    type: 'group',
    label: options.label ?? 'Link',
    admin: {
      description: 'The first target set wins: media file, then page, then post, then URL.',
    },
    fields: [
      { name: 'title', type: 'text', required: options.required ?? true, label: 'Link text' },
      {
        type: 'row',
        fields: [
          { name: 'page', type: 'relationship', relationTo: 'pages', label: 'Page' },
          { name: 'post', type: 'relationship', relationTo: 'posts', label: 'Post' },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'media', type: 'upload', relationTo: 'media', label: 'Media file' },
          { name: 'url', type: 'text', label: 'URL', admin: { placeholder: 'https://… or /path' } },
        ],
      },
    ],
  }
}
