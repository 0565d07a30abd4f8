import type { CollectionConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'

import { sortOrderField } from './fields'

/** The configurator shows one section per category, in this order. */
export const OptionCategories: CollectionConfig = {
  slug: 'option-categories',
  labels: { singular: 'Option category', plural: 'Option categories' },
  admin: {
    hidden: hiddenFrom('support'),
    useAsTitle: 'label',
    defaultColumns: ['label', 'sortOrder'],
    group: 'Catalog',
  },
  access: { read: anyone, create: contentTeam, update: contentTeam, delete: contentTeam },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'label', type: 'text', required: true, unique: true },
    { name: 'intro', type: 'textarea' },
    sortOrderField,
  ],
}
