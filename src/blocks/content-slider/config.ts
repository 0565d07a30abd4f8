import type { Block } from 'payload'

import { linkField } from '@/content/fields/link'

import { backgroundField, eyebrowField, headerFields } from '../_shared/fields'
import { loopField } from '../_slider/fields'

export const ContentSliderBlock: Block = {
  slug: 'content-slider',
  interfaceName: 'ContentSliderBlock',
  labels: { singular: 'Content slider', plural: 'Content sliders' },
  admin: { group: 'Sliders' },
  fields: [
    ...headerFields({
      eyebrow: 'Optional small line above the title.',
      title: { description: 'Optional heading above the slides. It also names the slider for screen readers.' },
      intro: 'Optional short paragraph under the title.',
    }),
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 10,
      labels: { singular: 'Slide', plural: 'Slides' },
      admin: {
        initCollapsed: true,
        description: 'Two to ten slides. Each shows its image beside its text on wide screens, above it on phones.',
      },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Optional. Landscape images (4:3) work best.' },
        },
        eyebrowField('Optional small line above the title, e.g. "45 kWh".'),
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'richText' },
        linkField('link', { label: 'Optional link', required: false }),
      ],
    },
    {
      type: 'row',
      fields: [loopField, backgroundField()],
    },
  ],
}
