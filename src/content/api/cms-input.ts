/**
 * Odd input to the CMS API answers 4xx, not 500 (docs/security.md, "Findings, defences and tests"). Each rule is the
 * root cause of a 500 a probe found, fixed where every door (REST, GraphQL, the Local API) passes:
 *
 * - **Ids.** Payload turns a REST id into a number with `parseFloat`, so `/cms-api/posts/abc`
 *   queried with NaN, which the database driver refuses. A document id of a collection with
 *   numeric ids must be a whole number, or the document is "not found" (404).
 * - **Where values.** The database adapter passes an unparseable date as `undefined` and a
 *   non-numeric id or number as NaN (`where[date][greater_than]=notadate`, `where[id][in]=[]`,
 *   `where[author][equals]=abc`), and objects where a value belongs go through unchanged; Postgres
 *   also refuses what SQLite shrugs off (`1.5` for an integer id, a NUL in text, year -271821).
 *   Each condition is checked against the field it queries: dates are dates of the years 1–9999,
 *   numbers numbers, ids (and relationships to numeric-id collections) whole numbers, text has no
 *   NUL, and a single value is one value (400 with the condition named).
 * - **Operators the database lacks.** Payload accepts `all`, `near`, `within` and `intersects` on
 *   any field; the SQL adapters have no `all`, and geometry only on point fields (400).
 * - **Paging.** `limit=1.5`, `limit=1e400` or `limit=-2&page=5` reached SQL as a fraction,
 *   Infinity or a negative limit and offset: a limit and a page must be whole numbers, 0 or more
 *   (400), for the documents and for each join's own query.
 * - **Versions of what has none.** Payload registers the `/versions` endpoints for every collection
 *   and global, and reading the version table of one without versions failed
 *   (`/cms-api/globals/settings/versions`): they exist only where versions do (404 elsewhere).
 * - **GraphQL `Access`.** Payload declares `canAccessAdmin` non-null but leaves it out for anyone
 *   who may not use the admin, so `{ Access { canAccessAdmin } }` failed for every visitor: false.
 *
 * Reads by visitors and customers also get their page and depth ceilings here (ceilings.ts).
 *
 * Applied to the sanitized config (payload.config.ts), so it covers Payload's own collections too.
 */
import {
  buildVersionCollectionFields,
  type FlattenedField,
  getLocalizedPaths,
  NotFound,
  type Payload,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'
import { validOperatorSet } from 'payload/shared'

import { readCeiling } from './ceilings'
import {
  badRequest,
  checkValue,
  collectionOf,
  GEO_OPERATORS,
  hasNumericIds,
  isPlainObject,
  isWholeNumberId,
  supported,
  targetOf,
} from './query-values'

const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Payload's job queue: no user-facing queries, and hooks there are reserved to Payload. */
const SKIPPED_COLLECTIONS = new Set(['payload-jobs'])

type Scope = { payload: Payload; collection: SanitizedCollectionConfig; versionFields: () => FlattenedField[] }

/** The field a where path queries, on the document or (for version queries) on its versions. */
function fieldAt(scope: Scope, path: string): FlattenedField | undefined {
  const resolve = (fields: FlattenedField[]) => {
    try {
      const paths = getLocalizedPaths({
        payload: scope.payload,
        fields,
        collectionSlug: scope.collection.slug as never,
        incomingPath: path,
        overrideAccess: true,
      })
      const last = paths.at(-1)
      return last && !last.invalid ? last.field : undefined
    } catch {
      throw badRequest(`The path ${path} cannot be queried.`)
    }
  }
  return (
    resolve(scope.collection.flattenedFields) ??
    (scope.collection.versions ? resolve(scope.versionFields()) : undefined)
  )
}

/** Checks every condition of a where query; throws a 400 naming the first one that cannot be run. */
export function checkWhere(scope: Scope, where: unknown, at = 'where', depth = 0): void {
  if (where === undefined || where === null) return
  if (depth > 20) throw badRequest('The query is nested too deeply.')
  if (!isPlainObject(where)) throw badRequest(`${at} must be an object of conditions.`)
  for (const [key, condition] of Object.entries(where)) {
    const here = `${at}[${key}]`
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      if (!Array.isArray(condition)) {
        // qs reads `and[25]` (past its array limit) as an object: the same list of queries.
        if (isPlainObject(condition))
          Object.entries(condition).forEach(([i, part]) => checkWhere(scope, part, `${here}[${i}]`, depth + 1))
        else throw badRequest(`${here} must be a list of queries.`)
        continue
      }
      condition.forEach((part, i) => checkWhere(scope, part, `${here}[${i}]`, depth + 1))
      continue
    }
    if (!isPlainObject(condition)) continue
    const field = fieldAt(scope, key)
    if (!field) continue // Payload answers an unknown path itself (400).
    const target = targetOf(scope.payload, field)
    for (const [operator, value] of Object.entries(condition)) {
      const where = `${here}[${operator}]`
      // Not an operator: Payload reads it as a deeper path and answers 400 itself.
      if (!validOperatorSet.has(operator as never)) continue
      if (!supported(scope.payload, field, operator))
        throw badRequest(`${where}: the operator ${operator} cannot be used on this field.`)
      if (operator === 'exists' || GEO_OPERATORS.has(operator)) continue
      // `contains` with a nested query on a relationship: the query is about the related documents.
      if (
        operator === 'contains' &&
        isPlainObject(value) &&
        (field.type === 'relationship' || field.type === 'upload' || field.type === 'join')
      ) {
        const slug = field.type === 'join' ? field.collection : field.relationTo
        const related = typeof slug === 'string' ? collectionOf(scope.payload, slug)?.config : undefined
        if (related) checkWhere({ ...scope, collection: related, versionFields: () => [] }, value, where, depth + 1)
        continue
      }
      if (LIST_OPERATORS.has(operator)) {
        const list =
          typeof value === 'string'
            ? value.split(',')
            : typeof value === 'number'
              ? [value]
              : Array.isArray(value)
                ? value
                : null
        if (list === null) throw badRequest(`${where} must be a list of values.`)
        list.forEach((item, i) => checkValue(scope.payload, field, target, item, true, `${where}[${i}]`))
        continue
      }
      checkValue(scope.payload, field, target, value, false, where)
    }
  }
}

/**
 * Page sizes and numbers the database can use: whole numbers whose offset stays a safe integer.
 * `limit=1.5` and `limit=1e400` reached SQL as a fraction and as Infinity (500).
 */
function checkPaging(limit: unknown, page: unknown, at: string) {
  for (const [name, value] of [
    ['limit', limit],
    ['page', page],
  ] as const) {
    if (typeof value === 'number' && !(Number.isSafeInteger(value) && value >= 0))
      throw badRequest(`${at}${name} must be a whole number, 0 or more.`)
  }
  if (typeof limit === 'number' && typeof page === 'number' && !Number.isSafeInteger(Math.abs(limit) * Math.abs(page)))
    throw badRequest(`${at}page is too far.`)
}

type OperationArgs = {
  id?: unknown
  where?: unknown
  limit?: unknown
  page?: unknown
  joins?: unknown
  req?: PayloadRequest
}

/** The join fields' own queries (`joins[payments][where]…`): paging and where, on the joined collection. */
function checkJoins(scope: Scope, joins: unknown) {
  if (!isPlainObject(joins)) return
  for (const [path, join] of Object.entries(joins)) {
    if (!isPlainObject(join)) continue
    checkPaging(join.limit, join.page, `joins[${path}] `)
    const field = fieldAt(scope, path)
    const slug = field?.type === 'join' && typeof field.collection === 'string' ? field.collection : undefined
    const related = slug ? collectionOf(scope.payload, slug)?.config : undefined
    if (related && join.where !== undefined)
      checkWhere({ ...scope, collection: related, versionFields: () => [] }, join.where, `joins[${path}][where]`)
  }
}

/** One beforeOperation hook per collection: the document id, paging, the where query and the joins' queries. */
function inputCheck(config: SanitizedConfig, collection: SanitizedCollectionConfig) {
  let versionFields: FlattenedField[] | undefined
  return ({ args, req }: { args: OperationArgs; req: PayloadRequest }) => {
    const payload = req.payload
    if (
      args.id !== undefined &&
      args.id !== null &&
      hasNumericIds(payload, collection.slug) &&
      !isWholeNumberId(args.id)
    )
      throw new NotFound(req.t)
    // What Payload's REST layer could not read as a number (`limit=abc`, `limit=1&limit=2`) means
    // "the default", as Payload meant it; SQL got the text or the list as it was.
    for (const name of ['limit', 'page'] as const)
      if (args[name] !== undefined && typeof args[name] !== 'number') args[name] = undefined
    checkPaging(args.limit, args.page, '')
    const scope: Scope = {
      payload,
      collection,
      versionFields: () => (versionFields ??= buildVersionCollectionFields(config, collection, true)),
    }
    if (args.where !== undefined) checkWhere(scope, args.where)
    if (args.joins !== undefined) checkJoins(scope, args.joins)
    return args
  }
}

const VERSION_ENDPOINT = /^\/versions(\/|$)/

/** Endpoints without their `/versions` routes, for an entity that keeps no versions. */
const withoutVersionRoutes = <E extends { path: string }>(endpoints: E[] | false | undefined, versioned: boolean) =>
  Array.isArray(endpoints) && !versioned
    ? endpoints.filter((endpoint) => !VERSION_ENDPOINT.test(endpoint.path))
    : endpoints

type GraphQLField = { resolve?: (...args: unknown[]) => unknown }

export function checkCmsInput(config: SanitizedConfig): SanitizedConfig {
  // Odd input is the asker's mistake, not the server's: info, not an error with a stack.
  config.loggingLevels = {
    ...config.loggingLevels,
    ...({ BadQuery: 'info' } as Partial<SanitizedConfig['loggingLevels']>),
  }
  for (const collection of config.collections) {
    collection.endpoints = withoutVersionRoutes(
      collection.endpoints,
      Boolean(collection.versions),
    ) as typeof collection.endpoints
    if (SKIPPED_COLLECTIONS.has(collection.slug)) continue
    collection.hooks.beforeOperation = [
      inputCheck(config, collection) as never,
      readCeiling as never,
      ...(collection.hooks.beforeOperation ?? []),
    ]
  }
  for (const global of config.globals) {
    global.endpoints = withoutVersionRoutes(global.endpoints, Boolean(global.versions)) as typeof global.endpoints
  }
  const queries = config.graphQL.queries
  config.graphQL.queries = (graphQL, context) => {
    const access = (context as { Query: { fields: Record<string, GraphQLField> } }).Query.fields.Access
    const resolve = access?.resolve
    return {
      ...(queries?.(graphQL, context) ?? {}),
      ...(access && resolve
        ? {
            Access: {
              ...access,
              resolve: async (...args: unknown[]) => ({
                canAccessAdmin: false,
                ...((await resolve(...args)) as object),
              }),
            },
          }
        : {}),
    }
  }
  return config
}
