import type { TextField } from 'payload'

export const slugify = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Whether text could be a slug. Lookups by slug from a URL or a request check this first, so
 * anything else is "not found" without a query (Postgres refuses text with a NUL byte) or a
 * cache entry.
 */
export const isSlug = (value: string) => SLUG_PATTERN.test(value)

/** A unique, indexed, URL-safe slug; filled from `from` when left empty. */
export function slugField(from = 'title'): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `Part of the URL. Left empty, it is made from the ${from}.` },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          const source = typeof value === 'string' && value ? value : (data?.[from] as string | undefined)
          return source ? slugify(source) : value
        },
      ],
    },
    validate: (value: unknown) =>
      typeof value === 'string' && isSlug(value) ? true : 'Use lower-case letters, digits and single hyphens only.',
  }
}
