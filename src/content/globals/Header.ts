import type { GlobalConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'
import { linkField } from '../fields/link'
import { expireTags, tags } from '../hooks/revalidate'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { hidden: hiddenFrom('support'), group: 'Site' },
  access: { read: anyone, update: contentTeam },
  fields: [
    { name: 'links', type: 'array', labels: { singular: 'Link', plural: 'Links' }, maxRows: 8, fields: [linkField()] },
    linkField('cta', { label: 'Call to action' }),
  ],
  hooks: { afterChange: [({ req }) => expireTags(req, [tags.header])] },
}
