import { listPostCardsPage, listTags, type PostCardPage, type TagSummary } from '@/content/queries'
import { blogPaths, pageNumberOf } from '@/kit/paths'

/**
 * Which listing a blog URL asks for: every post (`/blog`, `/blog/page/{n}`) or one tag's
 * (`/blog/tag/{slug}`, `/blog/tag/{slug}/page/{n}`). Decided once here for the routes, their
 * metadata and their 404s.
 */
export type ListingParams = { tag?: string; page?: string }

/** One page of a listing; `tags`: every tag with posts (and the listing's own, even without). */
export type Listing = { tag: TagSummary | null; posts: PostCardPage; tags: TagSummary[] }

export type ListingAnswer =
  | { kind: 'listing'; listing: Listing }
  /** `/page/1`: the listing's first page has its own address. */
  | { kind: 'first-page'; path: string }
  /** An unknown tag, a page segment that is not a page number, or a page past the last. */
  | { kind: 'not-found'; path: string }

/** The path that was asked for, rebuilt from the route's segments (for an editor's redirect). */
const requestedPath = ({ tag, page }: ListingParams) =>
  `${tag === undefined ? blogPaths.index : `${blogPaths.index}/tag/${tag}`}${page === undefined ? '' : `/page/${page}`}`

export async function loadListing(params: ListingParams): Promise<ListingAnswer> {
  const notFound = { kind: 'not-found', path: requestedPath(params) } as const
  const page = params.page === undefined ? 1 : pageNumberOf(params.page)
  if (page === null) return notFound
  const allTags = await listTags()
  const tag = params.tag === undefined ? null : (allTags.find((t) => t.slug === params.tag) ?? null)
  if (params.tag !== undefined && !tag) return notFound
  if (params.page === '1') return { kind: 'first-page', path: listingPath(tag, 1) }
  // The first page (cached) knows how many there are: a page past the last is a 404 without a
  // query or a cache entry of its own, however many numbers a crawler tries.
  const first = await listPostCardsPage(1, tag?.id ?? null)
  if (page > first.totalPages) return notFound
  const posts = page === 1 ? first : await listPostCardsPage(page, tag?.id ?? null)
  const tags = allTags.filter((t) => t.posts > 0 || t.id === tag?.id).map(({ id, name, slug }) => ({ id, name, slug }))
  return { kind: 'listing', listing: { tag: tag && { id: tag.id, name: tag.name, slug: tag.slug }, posts, tags } }
}

/** The address of a listing's page. */
export const listingPath = (tag: TagSummary | null, page: number) =>
  tag ? blogPaths.tag(tag.slug, page) : blogPaths.page(page)
