import type { PayloadRequest, Where } from 'payload'

import { postCardPopulate, postCardSelect, toPostCard } from '@/content/posts/cards'
import type { PostCard } from '@/payload-types'

/** The posts blocks' read through Payload: on the request that reads the page, with its access. */
export async function postCardsWhere(
  req: PayloadRequest,
  { where, limit, overrideAccess }: { where: Where | undefined; limit: number; overrideAccess: boolean },
): Promise<PostCard[]> {
  const { docs } = await req.payload.find({
    collection: 'posts',
    where,
    sort: '-date',
    limit,
    depth: 1,
    select: postCardSelect,
    populate: postCardPopulate,
    overrideAccess,
    req,
  })
  return docs.map(toPostCard)
}
