import type { Field } from 'payload'

import { adminsField, customerTeamField } from '@/access'

/**
 * The contact form's settings, kept in the `settings` global. The support address (admins set
 * it, support reads it) is for staff and server code only: field access keeps it out of /api/get-settings and the public
 * CMS API. The subjects are public (they are the form's options).
 */
export const supportSettingsField: Field = {
  name: 'support',
  label: 'Contact form',
  type: 'group',
  fields: [
    {
      name: 'email',
      label: 'Support e-mail address',
      type: 'email',
      access: { read: customerTeamField, update: adminsField },
      admin: { description: 'Every message sent through the contact form is mailed here. Never shown to visitors.' },
    },
    {
      name: 'subjects',
      label: 'Subjects',
      type: 'array',
      admin: { description: 'The options of the contact form’s subject menu, in this order.' },
      fields: [{ name: 'label', type: 'text', required: true, maxLength: 80 }],
    },
  ],
}
