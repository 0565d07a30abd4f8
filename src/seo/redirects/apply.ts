import { permanentRedirect, redirect } from 'next/navigation'

import { resolveLinkHref } from '@/content/links/resolve'

import { redirectFrom } from './data'
import { couldBeRedirectSource, normalizeRedirectPath } from './path'

/** The redirect for a path, if an editor made one: where to and whether it is permanent. */
export async function findRedirect(path: string) {
  const from = normalizeRedirectPath(path)
  if (!couldBeRedirectSource(from)) return null
  const found = await redirectFrom(from)
  if (!found) return null
  const href = resolveLinkHref({ title: found.from, ...found.to })
  return href ? { href, permanent: found.type === 'permanent' } : null
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
