import type { Payload, Where } from 'payload'

import { relationId } from '@/db/relation-id'
import type { PostCard } from '@/payload-types'

import { postCardsWithIds, postTagsWhere } from './data'

/**
 * Related posts at the end of a post: the editor's picks when there are any (in their order),
 * else the posts sharing the most tags with it, then the newest. Never the post itself, never an
 * unpublished post (every read is the public's: `overrideAccess: false`).
 */

type Id = number
type Ref = Id | { id: Id } | null | undefined

export const RELATED_POSTS = 3
/** How many tag-sharing posts, newest first, are ranked: enough for any real blog, bounded for a huge one. */
const CANDIDATES = 500

export const idsOf = (refs: Ref[] | null | undefined): Id[] =>
  (refs ?? []).map((ref) => relationId(ref)).filter((id): id is Id => id != null)

type Candidate = { id: Id; tags: Id[] }

/**
 * The ranking rule, pure: more shared tags first; among equals, the order given (newest first).
 * Posts sharing no tag are left out.
 */
export function rankBySharedTags(candidates: Candidate[], tagIds: Id[], limit = RELATED_POSTS): Id[] {
  const wanted = new Set(tagIds)
  return candidates
    .map((post, index) => ({ id: post.id, index, shared: new Set(post.tags.filter((tag) => wanted.has(tag))).size }))
    .filter((post) => post.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map((post) => post.id)
}

const cardsIn = async (payload: Payload, ids: Id[]): Promise<PostCard[]> => {
  if (ids.length === 0) return []
  const cards = await postCardsWithIds(payload, ids)
  const order = ids.map(String)
  return cards.sort((a, b) => order.indexOf(String(a.id)) - order.indexOf(String(b.id)))
}

/** Published posts matching `where`, newest first: their ids and tag ids. */
const candidatesWhere = async (payload: Payload, where: Where, limit: number): Promise<Candidate[]> =>
  (await postTagsWhere(payload, where, limit)).map((doc) => ({ id: doc.id, tags: idsOf(doc.tags) }))

/** Reads the related posts of the post `postId` with tags `tagIds` and the editor's `picks`. */
export async function readRelatedPosts(payload: Payload, postId: Id, tagIds: Id[], picks: Id[]): Promise<PostCard[]> {
  const chosen = picks.filter((id) => id !== postId).slice(0, RELATED_POSTS)
  if (chosen.length > 0) {
    const cards = await cardsIn(payload, chosen)
    // Picks that were all unpublished or deleted since fall back to the automatic choice.
    if (cards.length > 0) return cards
  }
  let ranked: Id[] = []
  if (tagIds.length > 0) {
    const candidates = await candidatesWhere(
      payload,
      { and: [{ tags: { in: tagIds } }, { id: { not_equals: postId } }] },
      CANDIDATES,
    )
    ranked = rankBySharedTags(candidates, tagIds)
  }
  if (ranked.length < RELATED_POSTS) {
    const newest = await candidatesWhere(
      payload,
      { id: { not_in: [postId, ...ranked] } },
      RELATED_POSTS - ranked.length,
    )
    ranked = [...ranked, ...newest.map((doc) => doc.id)]
  }
  return cardsIn(payload, ranked)
}
