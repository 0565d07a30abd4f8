/**
 * The values a CMS API query may carry, field by field (cms-input.ts applies them to every where
 * condition): ids and relationships to numeric-id collections take whole numbers, numbers take
 * numbers, dates take dates of the years 1–9999, text has no NUL, and an operator must be one the
 * database has for that field. A value that breaks them is a BadQuery (400).
 */
import { APIError, type FlattenedField, type Payload } from 'payload'

/** Geometry: only point fields have it (the site has none). */
export const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

/** A query the database cannot run: 400 with the reason, logged as info (like Payload's own 4xx). */
export class BadQuery extends APIError {
  constructor(message: string) {
    super(message, 400, undefined, true)
    // Set by hand: the bundler may rename the class, and the logging level goes by this name.
    this.name = 'BadQuery'
  }
}
export const badRequest = (message: string) => new BadQuery(message)

// A Date object is one value too: Payload's own Local API calls pass them (the admin's edit view asks
// for locks `updatedAt > new Date(…)`; refusing it left every document's edit view empty).
type Primitive = string | number | boolean | null | Date
const isPrimitive = (value: unknown): value is Primitive =>
  value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value)
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** A collection of this site by slug (Payload types its map by the generated slugs). */
export const collectionOf = (payload: Payload, slug: string) =>
  (payload.collections as Record<string, Payload['collections'][keyof Payload['collections']] | undefined>)[slug]

/** Whether ids of this collection are numbers (the default on SQLite and Postgres here). */
export function hasNumericIds(payload: Payload, slug: string): boolean {
  const collection = collectionOf(payload, slug)
  if (!collection) return false
  return payload.db.defaultIDType === 'number' && collection.customIDType !== 'text'
}

/** A whole number as Payload's REST layer or a caller hands it in: 42, "42". */
export const isWholeNumberId = (id: unknown) =>
  (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) || (typeof id === 'string' && /^\d{1,15}$/.test(id))

/** A number as a query value: 4.5, "4.5", "-3", "1e3". */
const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))

/** An id as a query value: a whole number, 42 or "42" (Postgres compares an integer column with integers only). */
const isWholeNumber = (value: unknown) =>
  (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) &&
  Number.isSafeInteger(Number(value))

/** Years both databases store (JavaScript reads dates Postgres cannot: year -271821, 275760). */
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z')
const LATEST = Date.parse('9999-12-31T23:59:59.999Z')

/** A date as a query value: an ISO string or anything `new Date` reads, or epoch milliseconds. */
const isDateValue = (value: unknown) => {
  if (typeof value !== 'number' && typeof value !== 'string' && !(value instanceof Date)) return false
  const time = new Date(value).getTime()
  return !Number.isNaN(time) && time >= EARLIEST && time <= LATEST
}

/** Values Payload reads as "no value" in a condition. */
const isNullish = (value: unknown) => value === null || value === 'null'

type Target = 'id' | 'number' | 'date' | 'other'

/** What kind of value a queried field needs. Ids, and relationships to numeric-id collections, need whole numbers. */
export function targetOf(payload: Payload, field: FlattenedField): Target {
  switch (field.type) {
    case 'number':
      // The `id` path resolves to a field of the database's id type.
      return field.name === 'id' ? 'id' : 'number'
    case 'date':
      return 'date'
    case 'relationship':
    case 'upload':
      return typeof field.relationTo === 'string' && hasNumericIds(payload, field.relationTo) ? 'id' : 'other'
    default:
      return 'other'
  }
}

export function checkValue(
  payload: Payload,
  field: FlattenedField,
  target: Target,
  value: unknown,
  inList: boolean,
  where: string,
) {
  // The polymorphic relationship notation { relationTo, value }.
  if (
    isPlainObject(value) &&
    (field.type === 'relationship' || field.type === 'upload') &&
    Array.isArray(field.relationTo)
  ) {
    const { relationTo, value: id } = value
    if (typeof relationTo !== 'string' || !(field.relationTo as string[]).includes(relationTo))
      throw badRequest(`${where}: relationTo must be one of ${field.relationTo.join(', ')}.`)
    if (hasNumericIds(payload, relationTo) && !isNullish(id) && !isWholeNumber(id))
      throw badRequest(`${where}: value must be a whole number.`)
    return
  }
  if (!isPrimitive(value)) throw badRequest(`${where} must be a single value.`)
  // Postgres stores no NUL in text, and refuses one in a query (SQLite would find nothing).
  if (typeof value === 'string' && value.includes('\u0000'))
    throw badRequest(`${where} must not contain a NUL character.`)
  if (isNullish(value)) return
  // Payload reads an empty string as "no value" for a single condition; in a list it is a value.
  if (value === '' && !inList) return
  if (target === 'id' && !isWholeNumber(value)) throw badRequest(`${where} must be a whole number.`)
  if (target === 'number' && !isNumeric(value)) throw badRequest(`${where} must be a number.`)
  if (target === 'date' && !isDateValue(value))
    throw badRequest(`${where} must be a date between the years 1 and 9999.`)
}

/**
 * Whether the database can run this operator on this field. Payload accepts every operator of its
 * list on every field, but the SQL adapters have no `all` (it is commented out in theirs), and the
 * geometry operators exist for point fields only: anything else reached a missing function (500).
 */
export function supported(payload: Payload, field: FlattenedField, operator: string): boolean {
  if (operator === 'exists') return true
  if (GEO_OPERATORS.has(operator)) return field.type === 'point'
  const operators = (payload.db as { operators?: Record<string, unknown> }).operators
  return !operators || typeof operators[operator] === 'function'
}
