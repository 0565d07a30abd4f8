import type { Block } from 'payload'

import { eyebrowField } from '../_shared/fields'

export const TitleCoverBlock: Block = {
  slug: 'title-cover',
  interfaceName: 'TitleCoverBlock',
  labels: { singular: 'Title cover', plural: 'Title covers' },
  admin: { group: 'Covers' },
  fields: [
    eyebrowField('Small line above the title, e.g. "Charging".'),
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The page title. Shown as the page heading (h1) when this is the first block.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Optional one or two sentences introducing the page.' },
    },
    {
      name: 'image',
      label: 'Background image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: 'Optional. With an image the band becomes a tall photo with white text over a soft shade.',
      },
    },
  ],
}
