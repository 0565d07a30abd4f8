import type { JSONField } from 'payload'

import type { Post, PostCard } from '@/payload-types'

/**
 * THE post card: what every list of posts shows (the posts and focus-post blocks, /blog and its
 * tag pages, related posts, the portal's news). Readers select and populate with these, then map
 * each document with `toPostCard`, so a card has the same fields wherever it is read.
 */

type JSONSchema = ReturnType<NonNullable<JSONField['typescriptSchema']>[number]>

/** JSON schema of one card, so `payload generate:types` writes a `PostCard` interface. */
export const postCardSchema: JSONSchema = {
  type: 'object',
  title: 'PostCard',
  additionalProperties: false,
  required: ['id', 'title', 'slug', 'date', 'mainImage', 'tags'],
  properties: {
    id: { type: 'number' },
    title: { type: 'string' },
    slug: { type: 'string' },
    date: { type: 'string' },
    excerpt: { type: ['string', 'null'] },
    author: { type: ['string', 'null'] },
    mainImage: { oneOf: [{ type: 'number' }, { $ref: '#/definitions/media' }] },
    tags: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'slug'],
        properties: { id: { type: 'number' }, name: { type: 'string' }, slug: { type: 'string' } },
      },
    },
  },
}

/** The post fields a card needs (`select`), read at depth 1. */
export const postCardSelect = {
  title: true,
  slug: true,
  date: true,
  excerpt: true,
  mainImage: true,
  tags: true,
  author: true,
} as const

/** What a card needs of the documents a post links to (`populate`). */
export const postCardPopulate = { tags: { name: true, slug: true }, authors: { name: true } } as const

type CardSource = Pick<Post, 'id' | 'title' | 'slug' | 'date' | 'mainImage'> &
  Partial<Pick<Post, 'excerpt' | 'tags' | 'author'>>

/** One post document, read with `postCardSelect` and `postCardPopulate`, as a card. */
export function toPostCard(doc: CardSource): PostCard {
  const author = doc.author && typeof doc.author === 'object' ? doc.author.name : null
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug as string,
    date: doc.date,
    excerpt: doc.excerpt ?? null,
    author: author ?? null,
    mainImage: doc.mainImage,
    tags: (doc.tags ?? []).flatMap((tag) =>
      tag && typeof tag === 'object' ? [{ id: tag.id, name: tag.name, slug: tag.slug as string }] : [],
    ),
  }
}
