import type { Block } from 'payload'

import { eyebrowField } from '../_shared/fields'

export const PreFooterBlock: Block = {
  slug: 'pre-footer',
  interfaceName: 'PreFooterBlock',
  labels: { singular: 'Pre-footer (newsletter)', plural: 'Pre-footers' },
  fields: [
    eyebrowField('Small line above the title, e.g. "Newsletter".'),
    { name: 'title', type: 'text', required: true, defaultValue: 'Be first on the road.' },
    {
      name: 'text',
      type: 'textarea',
      defaultValue: 'Build updates, delivery dates and the occasional long-weekend route. A few e-mails a year.',
    },
    {
      name: 'form',
      label: 'Sign-up form',
      type: 'group',
      admin: { description: 'Sign-ups are stored in Marketing → Subscribers with the source "pre-footer".' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: 'Field label', type: 'text', required: true, defaultValue: 'E-mail address' },
            { name: 'buttonLabel', label: 'Button text', type: 'text', required: true, defaultValue: 'Keep me posted' },
          ],
        },
        {
          name: 'note',
          label: 'Small print',
          type: 'text',
          defaultValue: 'No spam. Unsubscribe with one click, any time.',
        },
      ],
    },
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'orange',
      required: true,
      admin: { description: 'Orange stands out against the dark footer that follows.' },
      options: [
        { label: 'Orange', value: 'orange' },
        { label: 'Dark', value: 'dark' },
        { label: 'Beige', value: 'beige' },
      ],
    },
  ],
}
