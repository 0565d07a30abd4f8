import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { expireTags, tags } from '../hooks/revalidate'

export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      name: 'emailSharingText',
      label: 'E-mail sharing text',
      type: 'text',
      defaultValue: 'I thought you would like this from Pebble:',
      admin: { description: 'Opening line of the e-mail sent with the Share control.' },
    },
  ],
  hooks: { afterChange: [({ req }) => expireTags(req, [tags.settings])] },
}
