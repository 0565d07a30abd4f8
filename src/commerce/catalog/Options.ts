import type { CollectionConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'

import { centsField, sortOrderField, uidField } from './fields'

/** An option a trim can offer. Which trims offer it, and whether by default, is set on each trim. */
export const Options: CollectionConfig = {
  slug: 'options',
  labels: { singular: 'Option', plural: 'Options' },
  admin: {
    hidden: hiddenFrom('support'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'uid', 'category', 'price'],
    group: 'Catalog',
  },
  access: { read: anyone, create: contentTeam, update: contentTeam, delete: contentTeam },
  defaultSort: 'sortOrder',
  fields: [
    uidField,
    { name: 'name', type: 'text', required: true },
    centsField('price', 'Price'),
    { name: 'category', type: 'relationship', relationTo: 'option-categories', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'details',
      type: 'group',
      admin: { description: 'Optional: a details overlay opened from the option card.' },
      fields: [
        { name: 'title', type: 'text' },
        { name: 'text', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    sortOrderField,
  ],
}
