import type { Block } from 'payload'

import { linkField } from '@/content/fields/link'

export const LargeCoverBlock: Block = {
  slug: 'large-cover',
  interfaceName: 'LargeCoverBlock',
  labels: { singular: 'Large cover', plural: 'Large covers' },
  admin: { group: 'Covers' },
  fields: [
    {
      name: 'media',
      label: 'Image or video',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: {
        description: 'A wide image, or a short MP4/WebM clip (played muted and looping). Set the focal point on images so the crop stays right on phones.',
      },
    },
    { name: 'eyebrow', type: 'text', admin: { description: 'Optional small line above the statement.' } },
    {
      name: 'title',
      label: 'Statement',
      type: 'textarea',
      required: true,
      admin: { description: 'A short, large statement over the image. Keep it under about 10 words.' },
    },
    { name: 'text', type: 'textarea', admin: { description: 'Optional supporting sentence under the statement.' } },
    {
      name: 'links',
      type: 'array',
      maxRows: 2,
      labels: { singular: 'Link', plural: 'Links' },
      admin: { description: 'Up to two buttons. The first is drawn as the main button.' },
      fields: [linkField()],
    },
  ],
}
