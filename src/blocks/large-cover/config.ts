import type { Block } from 'payload'

import { coverLinksField, coverMediaField, eyebrowField } from '../_shared/fields'

export const LargeCoverBlock: Block = {
  slug: 'large-cover',
  interfaceName: 'LargeCoverBlock',
  labels: { singular: 'Large cover', plural: 'Large covers' },
  admin: { group: 'Covers' },
  fields: [
    coverMediaField(
      'A wide image, or a short MP4/WebM clip (played muted and looping). Set the focal point on images so the crop stays right on phones.',
    ),
    eyebrowField('Optional small line above the statement.'),
    {
      name: 'title',
      label: 'Statement',
      type: 'textarea',
      required: true,
      admin: { description: 'A short, large statement over the image. Keep it under about 10 words.' },
    },
    { name: 'text', type: 'textarea', admin: { description: 'Optional supporting sentence under the statement.' } },
    coverLinksField(),
  ],
}
