import type { Block } from 'payload'

import { headerFields } from '../_shared/fields'
import { loopField } from '../_slider/fields'

export const ImageSliderBlock: Block = {
  slug: 'image-slider',
  interfaceName: 'ImageSliderBlock',
  labels: { singular: 'Image slider', plural: 'Image sliders' },
  admin: { group: 'Sliders' },
  fields: [
    ...headerFields({
      eyebrow: 'Optional small line above the title.',
      title: { description: 'Optional heading above the images. It also names the slider for screen readers.' },
    }),
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 16,
      labels: { singular: 'Image', plural: 'Images' },
      admin: { initCollapsed: true, description: 'Two to sixteen images, each with an optional caption.' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', admin: { description: 'Optional line under the image.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'imageShape',
          label: 'Image shape',
          type: 'select',
          required: true,
          defaultValue: 'landscape',
          options: [
            { label: 'Landscape (3:2)', value: 'landscape' },
            { label: 'Portrait (4:5)', value: 'portrait' },
            { label: 'Square', value: 'square' },
          ],
          admin: { description: 'Every image is cropped to this shape around its focal point.' },
        },
        loopField,
      ],
    },
  ],
}
