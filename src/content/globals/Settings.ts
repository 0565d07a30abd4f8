import type { GlobalConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'
import { supportSettingsField } from '@/support/settingsFields'
import { expireTags, tags } from '../hooks/revalidate'

export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { hidden: hiddenFrom('support'), group: 'Site' },
  access: { read: anyone, update: contentTeam },
  fields: [
    {
      name: 'emailSharingText',
      label: 'E-mail sharing text',
      type: 'text',
      defaultValue: 'I thought you would like this from Pebble:',
      admin: { description: 'Opening line of the e-mail sent with the Share control.' },
    },
    {
      name: 'analytics',
      type: 'group',
      admin: {
        description: 'Each provider is used only when its id is set, and only after a visitor accepts cookies.',
      },
      fields: [
        {
          name: 'ga4',
          label: 'Google Analytics 4 measurement id',
          type: 'text',
          admin: { placeholder: 'G-XXXXXXXXXX' },
        },
        { name: 'gtm', label: 'Google Tag Manager container id', type: 'text', admin: { placeholder: 'GTM-XXXXXXX' } },
        { name: 'metaPixel', label: 'Meta Pixel id', type: 'text', admin: { placeholder: '123456789012345' } },
      ],
    },
    supportSettingsField,
  ],
  hooks: { afterChange: [({ req }) => expireTags(req, [tags.settings])] },
}
