import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { BLOG_PAGE_SIZE, listPostCardsPage, listTags } from '@/content/queries'
import { redirectIfAny } from '@/seo/redirects/apply'

import { BlogListing } from './BlogListing'
import { loadListing, type ListingParams } from './listing'
import { listingMetadata } from './metadata'

/**
 * What the four blog routes (`/blog`, `/blog/page/[page]`, `/blog/tag/[tag]`,
 * `/blog/tag/[tag]/page/[page]`) do, once: prerendered, re-rendered when the `posts` cache tag
 * expires (a post or tag saved, published, unpublished or deleted, a scheduled publish), 404 for
 * what is not a listing's page (after an editor's redirect, if any), `/page/1` sent to page 1.
 */
export async function renderListing(params: ListingParams) {
  const answer = await loadListing(params)
  if (answer.kind === 'first-page') permanentRedirect(answer.path)
  if (answer.kind === 'not-found') {
    await redirectIfAny(answer.path)
    notFound()
  }
  return <BlogListing listing={answer.listing} />
}

export async function listingMetadataFor(params: ListingParams): Promise<Metadata> {
  const answer = await loadListing(params)
  return answer.kind === 'listing' ? listingMetadata(answer.listing) : {}
}

const laterPages = (totalPages: number) => Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => String(i + 2))

/** `/blog/page/{n}` built ahead: pages 2 to the last. */
export async function blogPageParams() {
  return laterPages((await listPostCardsPage(1)).totalPages).map((page) => ({ page }))
}

/** `/blog/tag/{slug}` built ahead: every tag. */
export async function tagParams() {
  return (await listTags()).map((tag) => ({ tag: tag.slug }))
}

/** `/blog/tag/{slug}/page/{n}` built ahead: each tag's pages 2 to the last. */
export async function tagPageParams() {
  const params: { tag: string; page: string }[] = []
  for (const tag of await listTags()) {
    if (tag.posts <= BLOG_PAGE_SIZE) continue
    const { totalPages } = await listPostCardsPage(1, tag.id)
    params.push(...laterPages(totalPages).map((page) => ({ tag: tag.slug, page })))
  }
  return params
}
