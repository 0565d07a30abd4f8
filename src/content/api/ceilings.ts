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

/**
 * What one REST list read by a visitor or a customer may hold, in documents of weight 1 (a post, a
 * tag, an image): 10 at depth 0, 5 when relationships are populated. Sized on the time one read
 * takes of the server's one JavaScript thread, measured on the 2-core machine (docs/security.md,
 * "Query cost ceilings"): about 3 ms a post at depth 0 and 4-6 ms populated, so a full page stays
 * near 30 ms, less than a reservation (about 50 ms), and a buyer behind it waits at most that long.
 * Before, 100 pages at depth 2 held the thread for 120-180 ms and a reservation's p99 quadrupled.
 */
export const PUBLIC_READ_UNITS = { unpopulated: 10, populated: 5 } as const
/**
 * A collection whose documents cost more to read sets `custom.publicReadWeight` beside its config
 * (pages, built of blocks: about 7 ms each at depth 0, 11-16 ms at depth 2, weigh 4).
 */
export const readWeightOf = (collection: { custom?: Record<string, unknown> } | undefined) =>
  Math.max(1, Number(collection?.custom?.publicReadWeight ?? 1) || 1)
/** The largest page of `collection` a visitor or customer may ask for at `depth`: at least 1. */
export function publicPageLimit(collection: { custom?: Record<string, unknown> } | undefined, depth: number) {
  const units = depth > 0 ? PUBLIC_READ_UNITS.populated : PUBLIC_READ_UNITS.unpopulated
  return Math.max(1, Math.floor(units / readWeightOf(collection)))
}
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
  /** The same for staff, who are trusted with more but not with stopping the server (about 190 posts). */
  staffCost: 10_000,
  /**
   * What each document a list reads costs, whatever fields it selects: Payload reads whole
   * documents (about 3 ms a post here), so a visitor's 1,000 buys about 15-19 posts, near REST's
   * page (PUBLIC_READ_UNITS). `{ Posts(limit: 100) { docs { id } } }` read 100 posts for a cost of 201.
   */
  documentRead: 50,
} as const

/** Staff are trusted with what the admin needs; visitors and customers get the public ceilings. */
export const isTrusted = (req: Pick<PayloadRequest, 'user'> | undefined) => isStaffUser(req?.user)

type ReadArgs = { req?: PayloadRequest; collection?: { config: { custom?: Record<string, unknown> } } }

/** A query-string number as Payload reads it (`limit=5`), or undefined when absent or not a number. */
const numberParam = (value: string | null) => (value === null || value.trim() === '' ? undefined : Number(value))

/**
 * A beforeOperation hook for REST reads by visitors and customers: a list is read a page at a time
 * (`limit=0` and `pagination=false` mean "everything" to Payload), of at most `publicPageLimit`
 * documents, and at depth 2 at most. Over the ceiling is a 400 that says so, not a silently
 * shorter list. Without a `limit` the page holds what the ceiling allows (Payload's default, 10,
 * where that is more).
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
  if (depth !== undefined && depth > PUBLIC_DEPTH_LIMIT) throw badRequest(`The depth is at most ${PUBLIC_DEPTH_LIMIT}.`)
  const readDepth = Number.isFinite(depth) ? Number(depth) : req.payload.config.defaultDepth
  const most = publicPageLimit(args.collection?.config, readDepth)
  if (query.get('pagination') === 'false' || limit === 0)
    throw badRequest(`Lists are read a page at a time: ask for a limit of 1 to ${most} (and page=2, 3, …).`)
  if (limit !== undefined && limit > most)
    throw badRequest(
      `The limit is at most ${most} document${most === 1 ? '' : 's'} a page at depth ${readDepth} (page=2, 3, … for more; depth=0 allows more).`,
    )
  // No limit given: Payload's default page, or less where the ceiling is lower. Only the caller's
  // own list: Payload's reads for populating (`pagination: false`) are bounded by the depth.
  if (limit === undefined && operation === 'read' && (args as { pagination?: boolean }).pagination !== false)
    return { ...args, limit: Math.min(DEFAULT_PAGE_SIZE, most) }
  return args
}
