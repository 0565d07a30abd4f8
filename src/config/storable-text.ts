import type { CollectionBeforeValidateHook, GlobalBeforeValidateHook, Plugin } from 'payload'

const NUL = '\u0000'

/** A copy of written data with NUL characters taken out of every string (plain objects and arrays only; files and dates pass). */
export function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes(NUL) ? value.replaceAll(NUL, '') : value
  if (Array.isArray(value)) return value.map(withoutNul)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withoutNul(field)]))
  }
  return value
}

const collectionHook: CollectionBeforeValidateHook = ({ data }) => withoutNul(data) as typeof data
const globalHook: GlobalBeforeValidateHook = ({ data }) => withoutNul(data) as typeof data

/**
 * Every write, from any form, API or the admin, stores text without NUL characters. Postgres
 * refuses them in text (SQLite keeps them), no one types one, and a request that carries one
 * should be saved the same on both databases rather than fail on one.
 */
export const storableText: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeValidate: [collectionHook, ...(collection.hooks?.beforeValidate ?? [])] },
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    hooks: { ...global.hooks, beforeValidate: [globalHook, ...(global.hooks?.beforeValidate ?? [])] },
  })),
})
