import { pagePath, postPath } from '../links/resolve'
import { drizzleFor } from '@/db/transaction'
import type { SearchHit } from './engine'
import { MAX_SEARCH_PAGES, SEARCH_PAGE_SIZE, searchEngine } from './sync'
import { normalizeQuery, searchTerms } from './terms'
import { payloadClient } from '@/db/payload'

/**
 * Site search for the public site (`/search`): what a visitor typed, made safe (`terms.ts`), asked
 * of the database's engine (`sync.ts` picks it), one page of published pages and posts.
 */
export type SiteSearchHit = SearchHit & { href: string }
export type SiteSearch = {
  /** The query as shown back (capped, cleaned). */
  query: string
  /** Whether it had any word to look for. */
  searched: boolean
  total: number
  hits: SiteSearchHit[]
  page: number
  pageCount: number
}

const pageNumber = (raw: unknown) => {
  const value = Number(Array.isArray(raw) ? raw[0] : raw)
  return Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_SEARCH_PAGES) : 1
}

/** Published pages and posts matching what a visitor typed (`?q=`), one page of them. Never throws on input. */
export async function searchSite(rawQuery: unknown, rawPage?: unknown): Promise<SiteSearch> {
  const query = normalizeQuery(rawQuery)
  const terms = searchTerms(query)
  const page = pageNumber(rawPage)
  if (!terms.length) return { query, searched: false, total: 0, hits: [], page: 1, pageCount: 0 }
  const payload = await payloadClient()
  const { total, hits } = await searchEngine().search(await drizzleFor(payload), terms, {
    limit: SEARCH_PAGE_SIZE,
    offset: (page - 1) * SEARCH_PAGE_SIZE,
  })
  return {
    query,
    searched: true,
    total,
    page,
    pageCount: Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), MAX_SEARCH_PAGES),
    hits: hits.map((hit) => ({ ...hit, href: hit.collection === 'pages' ? pagePath(hit.slug) : postPath(hit.slug) })),
  }
}
