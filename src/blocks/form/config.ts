import type { Block } from 'payload'

import { backgroundField, headerFields } from '../_shared/fields'

/**
 * A form editors build in the admin (Forms collection, Payload's form builder) placed on a page:
 * the section header, then the form. The form's fields, submit label and confirmation (a message
 * or a redirect) are the form's own; submissions are kept in Form submissions for staff.
 */
export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  admin: { group: 'Content' },
  fields: [
    ...headerFields({
      eyebrow: 'Optional small line above the title.',
      title: { description: 'Optional heading above the form.' },
      intro: 'Optional paragraph beside the form: what it is for, what happens next.',
    }),
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      admin: { description: 'Build forms under Forms → Forms.' },
    },
    backgroundField({ defaultValue: 'beige' }),
  ],
}
