import type { FieldHook, JSONField, PayloadRequest, Where } from 'payload'

import type { PostCard } from '@/payload-types'
import { postCardSchema } from '@/content/posts/cards'
import { relationId } from '@/db/relation-id'

import { postCardsWhere } from './data'

/**
 * Post cards for the `posts` and `focus-post` blocks, resolved on the server when the page is
 * read (a field-level `afterRead` hook on a virtual, hidden field), so the components stay
 * synchronous and the same data reaches the page render and `/api/popup-data`.
 */

type Id = number | string
type Ref = Id | { id: Id } | null | undefined

export type PostQuery =
  { mode: 'latest'; limit: number } | { mode: 'tag'; tag: Id | null; limit: number } | { mode: 'selected'; ids: Id[] }

const MAX_POSTS = 24

/** Reads the posts for a query, newest first (hand-picked ones in the editor's order), as cards. */
export async function findPostCards(
  req: PayloadRequest,
  query: PostQuery,
  overrideAccess = false,
): Promise<PostCard[]> {
  let where: Where | undefined
  let limit = MAX_POSTS
  if (query.mode === 'selected') {
    if (query.ids.length === 0) return []
    where = { id: { in: query.ids } }
    limit = Math.min(query.ids.length, MAX_POSTS)
  } else {
    if (query.mode === 'tag') {
      if (query.tag == null) return []
      where = { tags: { in: [query.tag] } }
    }
    limit = Math.max(1, Math.min(MAX_POSTS, Math.round(query.limit) || 3))
  }
  const cards = await postCardsWhere(req, { where, limit, overrideAccess })
  if (query.mode !== 'selected') return cards
  const order = query.ids.map(String)
  return cards.sort((a, b) => order.indexOf(String(a.id)) - order.indexOf(String(b.id)))
}

/** Related documents read through another document (depth > 1) do not resolve their cards again. */
const isNested = (currentDepth: number | undefined) => (currentDepth ?? 1) > 1

const resolvePosts: FieldHook = async ({ siblingData, req, overrideAccess, currentDepth }) => {
  if (isNested(currentDepth)) return []
  const mode = siblingData?.mode ?? 'latest'
  const limit = Number(siblingData?.limit ?? 3)
  const query: PostQuery =
    mode === 'selected'
      ? {
          mode,
          ids: ((siblingData?.posts ?? []) as Ref[]).map((ref) => relationId(ref)).filter((id): id is Id => id != null),
        }
      : mode === 'tag'
        ? { mode, tag: relationId(siblingData?.tag as Ref), limit }
        : { mode: 'latest', limit }
  return findPostCards(req, query, overrideAccess ?? false)
}

const resolveFocusPost: FieldHook = async ({ siblingData, req, overrideAccess, currentDepth }) => {
  if (isNested(currentDepth)) return null
  const id = relationId(siblingData?.post as Ref)
  const query: PostQuery = id != null ? { mode: 'selected', ids: [id] } : { mode: 'latest', limit: 1 }
  const [card] = await findPostCards(req, query, overrideAccess ?? false)
  // A chosen post that is gone (deleted, unpublished) falls back to the latest one.
  if (!card && id != null)
    return (await findPostCards(req, { mode: 'latest', limit: 1 }, overrideAccess ?? false))[0] ?? null
  return card ?? null
}

const hiddenVirtual = {
  type: 'json',
  virtual: true,
  admin: { hidden: true, readOnly: true, disableListColumn: true, disableListFilter: true },
} as const

/** `resolvedPosts`: the cards of a `posts` block, filled on read. Never stored. */
export const resolvedPostsField: JSONField = {
  ...hiddenVirtual,
  name: 'resolvedPosts',
  hooks: { afterRead: [resolvePosts] },
  typescriptSchema: [() => ({ type: 'array', items: postCardSchema })],
}

/** `resolvedPost`: the card of a `focus-post` block (the chosen post, else the latest). Never stored. */
export const resolvedPostField: JSONField = {
  ...hiddenVirtual,
  name: 'resolvedPost',
  hooks: { afterRead: [resolveFocusPost] },
  typescriptSchema: [() => ({ oneOf: [postCardSchema, { type: 'null' }] })],
}
