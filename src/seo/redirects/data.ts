import { unstable_cache } from 'next/cache'

import { tags } from '@/content/hooks/revalidate'
import { payloadClient } from '@/db/payload'

/** Every read of the redirects through Payload. */

/**
 * The editor's redirect from a normalised path, with its target's slug (cached; any change to
 * redirects, pages or posts drops it). Null when there is none.
 */
export function redirectFrom(from: string) {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'redirects',
        where: { from: { equals: from } },
        limit: 1,
        depth: 1,
        populate: { pages: { slug: true }, posts: { slug: true } },
        overrideAccess: false,
      })
      return docs[0] ?? null
    },
    ['redirect-row', from],
    { tags: [tags.redirects, tags.pages, tags.posts] },
  )()
}
