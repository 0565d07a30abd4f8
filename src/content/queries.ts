/**
 * The one data-access module for public content. Every read goes through Payload's Local API
 * with `overrideAccess: false` (so collection access rules apply as for an anonymous visitor)
 * and is cached under tags that the collection hooks expire on save.
 */
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'

import type { Footer, Header, Page, Post, PostCard, Setting, Tag } from '@/payload-types'

import { isSlug } from './fields/slug'
import { tags } from './hooks/revalidate'
import { postCardPopulate, postCardSelect, toPostCard } from './posts/cards'
import { idsOf, readRelatedPosts } from './posts/related'
import { payloadClient } from '@/db/payload'

/** Related documents are populated with just what links and cards need. */
const populate = {
  pages: { slug: true, title: true, openInPopup: true },
  posts: { slug: true, title: true, date: true, mainImage: true, excerpt: true },
  authors: { name: true, role: true, photo: true },
  tags: { name: true, slug: true },
} as const

const contentTags = [tags.pages, tags.posts]

/** Whether this request is a staff preview (draft mode can only be turned on by /preview). */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request (build-time params, scripts)
  }
}

const readBySlug = async (collection: 'pages' | 'posts', slug: string, preview: boolean) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2,
    populate,
    pagination: false,
    // A preview reads the latest draft; everyone else only what access control lets the public see.
    ...(preview ? { draft: true, overrideAccess: true } : { overrideAccess: false }),
  })
  return docs[0] ?? null
}

/** One page or post by slug, with related documents populated for links and cards: published and cached, or in preview the latest draft, uncached. */
const findBySlug = async (collection: 'pages' | 'posts', slug: string, tag: string) =>
  !isSlug(slug)
    ? null
    : (await isPreview())
      ? readBySlug(collection, slug, true)
      : unstable_cache(() => readBySlug(collection, slug, false), [`${collection}-by-slug`, slug], {
          tags: [tag, ...contentTags],
        })()

export const getPageBySlug = (slug: string) => findBySlug('pages', slug, tags.page(slug)) as Promise<Page | null>
export const getPostBySlug = (slug: string) => findBySlug('posts', slug, tags.post(slug)) as Promise<Post | null>

/** Every published page or post: slug and last change (routes, sitemap). */
const listDocuments = (collection: 'pages' | 'posts') =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection,
        select: { slug: true, updatedAt: true },
        limit: 5000,
        depth: 0,
        overrideAccess: false,
        pagination: false,
      })
      return docs.map((doc) => ({ slug: doc.slug as string, updatedAt: doc.updatedAt }))
    },
    ['documents', collection],
    { tags: contentTags },
  )()

export const listPages = () => listDocuments('pages')
export const listPosts = () => listDocuments('posts')
export const listPageSlugs = async () => (await listPages()).map((doc) => doc.slug)
export const listPostSlugs = async () => (await listPosts()).map((doc) => doc.slug)

/** The newest posts with what a feed entry shows. */
export const listLatestPosts = (limit: number) =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'posts',
        sort: '-date',
        limit,
        depth: 1,
        populate: { authors: { name: true }, tags: { name: true, slug: true } },
        select: { title: true, slug: true, date: true, excerpt: true, author: true, tags: true, updatedAt: true },
        overrideAccess: false,
      })
      return docs
    },
    ['latest-posts', String(limit)],
    { tags: [tags.posts] },
  )()

/** Posts on one page of the blog's listings. */
export const BLOG_PAGE_SIZE = 12

export type TagSummary = Pick<Tag, 'id' | 'name' | 'slug'>
export type PostCardPage = { cards: PostCard[]; page: number; totalPages: number; totalDocs: number }

/**
 * One page of published posts as cards, newest first (then by id, so pages never overlap): all
 * of them, or those with one tag. `totalPages` is at least 1 (an empty listing has one, empty, page).
 */
export const listPostCardsPage = (page: number, tagId: number | null = null): Promise<PostCardPage> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'posts',
        where: tagId == null ? undefined : { tags: { in: [tagId] } },
        sort: ['-date', '-id'],
        limit: BLOG_PAGE_SIZE,
        page,
        depth: 1,
        select: postCardSelect,
        populate: postCardPopulate,
        overrideAccess: false,
      })
      return {
        cards: result.docs.map(toPostCard),
        page,
        totalPages: Math.max(1, result.totalPages),
        totalDocs: result.totalDocs,
      }
    },
    ['post-cards-page', String(tagId ?? 'all'), String(page)],
    { tags: [tags.posts] },
  )()

/**
 * Every tag with how many published posts carry it, by name (tag pages, sitemap). Cached under
 * the posts tag, which the tags collection's hooks expire too.
 */
export const listTags = (): Promise<(TagSummary & { posts: number })[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'tags',
        select: { name: true, slug: true },
        sort: 'name',
        depth: 0,
        limit: 1000,
        overrideAccess: false,
      })
      const counted = []
      for (const tag of docs) {
        const { totalDocs } = await payload.count({
          collection: 'posts',
          where: { tags: { in: [tag.id] } },
          overrideAccess: false,
        })
        counted.push({ id: tag.id, name: tag.name, slug: tag.slug as string, posts: totalDocs })
      }
      return counted
    },
    ['tags-with-posts'],
    { tags: [tags.posts] },
  )()

/** The related posts shown at the end of a post (src/content/posts/related.ts says which). */
export const getRelatedPosts = (post: Pick<Post, 'id' | 'tags' | 'relatedPosts'>): Promise<PostCard[]> => {
  const tagIds = idsOf(post.tags)
  const picks = idsOf(post.relatedPosts)
  return unstable_cache(
    async () => readRelatedPosts(await payloadClient(), post.id, tagIds, picks),
    ['related-posts', String(post.id), tagIds.join(','), picks.join(',')],
    { tags: [tags.posts] },
  )()
}

export const getHeader = (): Promise<Header> =>
  unstable_cache(
    async () => (await payloadClient()).findGlobal({ slug: 'header', depth: 1, populate, overrideAccess: false }),
    ['global', 'header'],
    { tags: [tags.header, ...contentTags] },
  )()

export const getSettings = (): Promise<Setting> =>
  unstable_cache(
    async () => (await payloadClient()).findGlobal({ slug: 'settings', depth: 0, overrideAccess: false }),
    ['global', 'settings'],
    { tags: [tags.settings] },
  )()

export const getFooter = (): Promise<Footer> =>
  unstable_cache(
    async () => (await payloadClient()).findGlobal({ slug: 'footer', depth: 1, populate, overrideAccess: false }),
    ['global', 'footer'],
    { tags: [tags.footer, ...contentTags] },
  )()

/** Every `form` block in a document's content, however deeply nested: the ids of the forms it shows. */
function formIdsIn(value: unknown, into: Set<number>): Set<number> {
  if (Array.isArray(value)) for (const item of value) formIdsIn(item, into)
  else if (value && typeof value === 'object') {
    const block = value as { blockType?: unknown; form?: unknown }
    if (block.blockType === 'form') {
      const form = typeof block.form === 'object' && block.form ? (block.form as { id?: unknown }).id : block.form
      if (typeof form === 'number') into.add(form)
    }
    for (const child of Object.values(value)) formIdsIn(child, into)
  }
  return into
}

/**
 * The forms a published page or post shows: the only ones that take submissions (src/forms).
 * Read once and cached under the content tags, which the pages' and posts' hooks expire on every
 * save, publish and delete, so a submission costs no scan of the content.
 */
export const listShownFormIds = (): Promise<number[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const shown = new Set<number>()
      for (const collection of ['pages', 'posts'] as const) {
        const { docs } = await payload.find({
          collection,
          select: { content: true },
          depth: 0,
          pagination: false,
          overrideAccess: false,
        })
        for (const doc of docs) formIdsIn(doc.content, shown)
      }
      return [...shown]
    },
    ['shown-forms'],
    { tags: contentTags },
  )()
