import { assetUrl } from '@/config/assets'

import { type LinkData, popupTargetOf, resolveLinkHref } from './resolve'

const slugRef = (ref: unknown) =>
  ref && typeof ref === 'object' && 'slug' in ref
    ? { slug: (ref as { slug: string }).slug, title: (ref as { title?: string }).title ?? null }
    : null

/** A link as the public API returns it: its resolved href beside every target it was given. */
export function linkToJSON(link: LinkData | null | undefined) {
  if (!link) return null
  const media = link.media && typeof link.media === 'object' ? link.media : null
  return {
    title: link.title ?? '',
    href: resolveLinkHref(link),
    media: media?.url ? { url: assetUrl(media.url) } : null,
    page: slugRef(link.page),
    post: slugRef(link.post),
    url: link.url ?? null,
    popup: popupTargetOf(link),
  }
}
