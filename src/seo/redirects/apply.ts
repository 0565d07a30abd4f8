import { unstable_cache } from 'next/cache'
import { permanentRedirect, redirect } from 'next/navigation'

import { tags } from '@/content/hooks/revalidate'
import { resolveLinkHref } from '@/content/links/resolve'

import { couldBeRedirectSource, normalizeRedirectPath } from './path'
import { payloadClient } from '@/db/payload'

/** The redirect for a path, if an editor made one: where to and whether it is permanent. */
export async function findRedirect(path: string) {
  const from = normalizeRedirectPath(path)
  if (!couldBeRedirectSource(from)) return null
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
      const found = docs[0]
      if (!found) return null
      const href = resolveLinkHref({ title: found.from, ...found.to })
      return href ? { href, permanent: found.type === 'permanent' } : null
    },
    ['redirect', from],
    { tags: [tags.redirects, tags.pages, tags.posts] },
  )()
}

/**
 * Called where a route would answer 404: follows an editor's redirect instead, if there is one.
 * Next.js answers 308 for permanent and 307 for temporary (301 and 302 that keep the method).
 */
export async function redirectIfAny(path: string): Promise<void> {
  const found = await findRedirect(path)
  if (!found) return
  if (found.permanent) permanentRedirect(found.href)
  redirect(found.href)
}
