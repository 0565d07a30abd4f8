import type { Field, GlobalConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'
import { expireTags, tags } from '../hooks/revalidate'

/**
 * The site-wide settings. Features keep their own settings here as groups of fields they define
 * (the contact form's support address and subjects); payload.config.ts passes them in, so content
 * does not depend on the features above it.
 */
export const settingsGlobal = (featureGroups: Field[]): GlobalConfig => ({
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
    ...featureGroups,
  ],
  hooks: { afterChange: [({ req }) => expireTags(req, [tags.settings])] },
})
