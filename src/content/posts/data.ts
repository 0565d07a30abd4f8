import type { Payload, Where } from 'payload'

import type { PostCard } from '@/payload-types'

import { postCardPopulate, postCardSelect, toPostCard } from './cards'

/** The post reads behind related posts, every one the public's (`overrideAccess: false`). */

/** The published posts of `ids` as cards, in no particular order. */
export async function postCardsWithIds(payload: Payload, ids: number[]): Promise<PostCard[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 1,
    select: postCardSelect,
    populate: postCardPopulate,
    overrideAccess: false,
  })
  return docs.map(toPostCard)
}

/** Published posts matching `where`, newest first: their ids and tags. */
export async function postTagsWhere(payload: Payload, where: Where, limit: number) {
  const { docs } = await payload.find({
    collection: 'posts',
    where,
    sort: ['-date', '-id'],
    limit,
    depth: 0,
    select: { tags: true },
    overrideAccess: false,
  })
  return docs
}
