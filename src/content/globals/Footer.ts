import type { GlobalConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'
import { linkField } from '../fields/link'
import { expireTags, tags } from '../hooks/revalidate'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { hidden: hiddenFrom('support'), group: 'Site' },
  access: { read: anyone, update: contentTeam },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Take the long way home.' },
    {
      name: 'columns',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'links', type: 'array', fields: [linkField()] },
      ],
    },
    { name: 'newsletterTitle', type: 'text', defaultValue: 'Road notes, once a month' },
    {
      name: 'bottomLinks',
      type: 'array',
      admin: { description: 'Legal links. A link to a page marked "Open in popup" opens in the side popup.' },
      fields: [linkField()],
    },
    {
      name: 'social',
      type: 'array',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: ['Instagram', 'YouTube', 'X', 'LinkedIn', 'Facebook', 'TikTok'].map((n) => ({
            label: n,
            value: n.toLowerCase(),
          })),
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
    { name: 'legal', type: 'text', defaultValue: '© Pebble Mobility, Inc.' },
  ],
  hooks: { afterChange: [({ req }) => expireTags(req, [tags.footer])] },
}
