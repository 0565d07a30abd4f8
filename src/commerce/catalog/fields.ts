import type { Field } from 'payload'

/** Money in the catalog: integer US cents, never negative. */
export const centsField = (name: string, label: string, description = 'US cents (e.g. 190000 = $1,900).'): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  defaultValue: 0,
  admin: { description, step: 1 },
  validate: (value: unknown) => (Number.isInteger(value) && (value as number) >= 0) || 'Enter a whole number of cents.',
})

/** A stable identifier used in URLs, orders and the price function. */
export const uidField: Field = {
  name: 'uid',
  label: 'UID',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    description: 'Lower-case letters, digits and dashes; used in links and orders. Do not change once orders use it.',
  },
  validate: (value: unknown) =>
    (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) ||
    'Use lower-case letters, digits and dashes.',
}

/** Ordering of catalog entries in the configurator (lower first). */
export const sortOrderField: Field = {
  name: 'sortOrder',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Lower numbers show first.' },
}
