import type { Block } from 'payload'

import { linkField } from '@/content/fields/link'

import { carouselLabelField, loopField } from '../_slider/fields'

import { eyebrowField } from '../_shared/fields'

export const FullscreenSliderBlock: Block = {
  slug: 'fullscreen-slider',
  interfaceName: 'FullscreenSliderBlock',
  labels: { singular: 'Fullscreen slider', plural: 'Fullscreen sliders' },
  admin: { group: 'Sliders' },
  fields: [
    carouselLabelField('Pebble highlights'),
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 8,
      labels: { singular: 'Slide', plural: 'Slides' },
      admin: {
        initCollapsed: true,
        description: 'Two to eight full-screen images, each with its own title and text over it.',
      },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'A wide image (16:9 or wider). Set its focal point: phones crop it to portrait.' },
        },
        eyebrowField('Optional small line above the title.'),
        { name: 'title', type: 'text', required: true },
        {
          name: 'text',
          type: 'textarea',
          admin: { description: 'Optional. One or two sentences read best over an image.' },
        },
        linkField('link', { label: 'Optional link', required: false }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'height',
          type: 'select',
          required: true,
          defaultValue: 'full',
          options: [
            { label: 'Full screen', value: 'full' },
            { label: 'Large (75% of the screen)', value: 'large' },
          ],
        },
        loopField,
      ],
    },
  ],
}
