/**
 * What one request to the CMS API may cost (docs/security.md, "Query cost ceilings"). One GraphQL
 * query of 300 aliases of `Posts(limit: 100)` read 30,000 posts in 26.5 s while every other
 * request waited; REST lists had no cap on `limit`, `depth` or `pagination=false` either.
 *
 * The numbers are sized on what the site and the admin send: the site reads through the Local API
 * (never capped here), the admin through REST with pages of at most 100, and nothing of ours sends
 * GraphQL; a public page render reads about 12 posts with their authors, tags and images.
 */
import type { PayloadRequest } from 'payload'

import { isStaffUser } from '@/access'

import { badRequest } from './query-values'

/** The largest page a visitor or customer may ask for (REST and GraphQL): the admin's largest page size. */
export const PUBLIC_PAGE_LIMIT = 100
/** Relationship depth for visitors and customers over REST (the site's own pages read at depth 2 at most). */
export const PUBLIC_DEPTH_LIMIT = 2
/** Payload's page size when a list names none. */
export const DEFAULT_PAGE_SIZE = 10

export const GRAPHQL_LIMITS = {
  /** Selected fields, each alias and each fragment's field counted where it is used. */
  fields: 200,
  /** Nested selections: `Posts { docs { relatedPosts { author { name } } } }` is 5. */
  depth: 10,
  /** Estimated cost (graphql-cost.ts) of one query from a visitor or a customer: about a page render. */
  publicCost: 1_000,
  /** The same for staff, who are trusted with more but not with stopping the server. */
  staffCost: 5_000,
} as const

/** Staff are trusted with what the admin needs; visitors and customers get the public ceilings. */
export const isTrusted = (req: Pick<PayloadRequest, 'user'> | undefined) => isStaffUser(req?.user)

type ReadArgs = { req?: PayloadRequest }

/** A query-string number as Payload reads it (`limit=5`), or undefined when absent or not a number. */
const numberParam = (value: string | null) => (value === null || value.trim() === '' ? undefined : Number(value))

/**
 * A beforeOperation hook for REST reads by visitors and customers: a list is read a page of at
 * most 100 at a time (`limit=0` and `pagination=false` mean "everything" to Payload) and at depth 2
 * at most. Over the ceiling is a 400 that says so, not a silently shorter list.
 *
 * It judges the caller's own query string, not the operation's arguments: Payload populates
 * relationships with reads of its own on the same request (`pagination: false`), which are
 * bounded by the caller's depth. GraphQL is priced as a whole (graphql-cost.ts).
 */
export function readCeiling({ args, operation }: { args: ReadArgs; operation: string }) {
  const req = args.req
  if (operation !== 'read' && operation !== 'readDistinct') return args
  // The route's collection is known once the request's caller is: reads before that are Payload's
  // own sign-in lookups (the staff JWT's user, made before req.user is set; refusing one signed
  // the staff member out).
  if (!req?.routeParams?.collection || req.payloadAPI !== 'REST' || isTrusted(req) || !req.searchParams) return args
  const query = req.searchParams
  const limit = numberParam(query.get('limit'))
  const depth = numberParam(query.get('depth'))
  if (query.get('pagination') === 'false' || limit === 0)
    throw badRequest(
      `Lists are read a page at a time: ask for a limit of 1 to ${PUBLIC_PAGE_LIMIT} (and page=2, 3, …).`,
    )
  if (limit !== undefined && limit > PUBLIC_PAGE_LIMIT)
    throw badRequest(`The limit is at most ${PUBLIC_PAGE_LIMIT} documents a page (page=2, 3, … for more).`)
  if (depth !== undefined && depth > PUBLIC_DEPTH_LIMIT) throw badRequest(`The depth is at most ${PUBLIC_DEPTH_LIMIT}.`)
  return args
}
