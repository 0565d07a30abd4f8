import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { linkField } from '../fields/link'
import { expireTags, tags } from '../hooks/revalidate'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  fields: [
    { name: 'links', type: 'array', labels: { singular: 'Link', plural: 'Links' }, maxRows: 8, fields: [linkField()] },
    linkField('cta', { label: 'Call to action' }),
  ],
  hooks: { afterChange: [({ req }) => expireTags(req, [tags.header])] },
}
