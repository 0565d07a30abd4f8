import type { CollectionConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'

import { sortOrderField, uidField } from './fields'

/** A paint colour. Its price depends on the trim (set on each trim level). */
export const Colors: CollectionConfig = {
  slug: 'colors',
  labels: { singular: 'Colour', plural: 'Colours' },
  admin: {
    hidden: hiddenFrom('support'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'uid', 'swatch'],
    group: 'Catalog',
  },
  access: { read: anyone, create: contentTeam, update: contentTeam, delete: contentTeam },
  defaultSort: 'sortOrder',
  fields: [
    uidField,
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'swatch',
      type: 'text',
      required: true,
      admin: { description: 'Hex colour of the swatch, e.g. #8A9A84.' },
      validate: (value: unknown) =>
        (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)) || 'Use a hex colour like #8A9A84.',
    },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      admin: { description: 'The trailer in this colour; the first is the configurator’s main image.' },
    },
    sortOrderField,
  ],
}
