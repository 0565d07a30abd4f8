import type { CollectionConfig } from 'payload'

import { anyone, contentTeam, hiddenFrom } from '@/access'

import { centsField, sortOrderField, uidField } from './fields'

type ColourRow = { color?: unknown; isDefault?: boolean | null }
type OptionRow = { option?: unknown }

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)

/**
 * A trim level: the base product with its price, the colours it can be painted in (each with its
 * price for this trim and exactly one default) and the options it offers (each included by
 * default or not, and selectable or fixed).
 */
export const TrimLevels: CollectionConfig = {
  slug: 'trim-levels',
  labels: { singular: 'Trim level', plural: 'Trim levels' },
  admin: {
    hidden: hiddenFrom('support'),
    useAsTitle: 'label',
    defaultColumns: ['label', 'uid', 'price', 'sortOrder'],
    group: 'Catalog',
  },
  access: { read: anyone, create: contentTeam, update: contentTeam, delete: contentTeam },
  defaultSort: 'sortOrder',
  fields: [
    uidField,
    { name: 'label', type: 'text', required: true },
    centsField('price', 'Price'),
    { name: 'description', type: 'textarea' },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'featureSlides',
      label: 'Feature slides',
      type: 'array',
      admin: { description: 'Optional: a carousel of what this trim brings, opened from its card.' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'colors',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Exactly one colour is the default (included in the trim price).' },
      validate: (rows: unknown) => {
        const list = (rows as ColourRow[] | null | undefined) ?? []
        if (list.length === 0) return 'Add at least one colour.'
        if (list.filter((row) => row.isDefault).length !== 1) return 'Mark exactly one colour as the default.'
        const ids = list.map((row) => String(idOf(row.color)))
        if (new Set(ids).size !== ids.length) return 'Each colour can be listed once.'
        return true
      },
      fields: [
        { name: 'color', type: 'relationship', relationTo: 'colors', required: true },
        centsField('price', 'Price on this trim', 'US cents; ignored for the default colour, which is included.'),
        { name: 'isDefault', label: 'Default', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'options',
      type: 'array',
      validate: (rows: unknown) => {
        const ids = ((rows as OptionRow[] | null | undefined) ?? []).map((row) => String(idOf(row.option)))
        return new Set(ids).size === ids.length || 'Each option can be listed once.'
      },
      fields: [
        { name: 'option', type: 'relationship', relationTo: 'options', required: true },
        { name: 'isDefault', label: 'Included by default', type: 'checkbox', defaultValue: false },
        {
          name: 'selectable',
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description: 'Off: the customer cannot change it on this trim (a fixed standard feature, or unavailable).',
          },
        },
      ],
    },
    sortOrderField,
  ],
}
