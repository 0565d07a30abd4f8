import { assetUrl } from '@/config/assets'

type Ref<T> = T | number | string | null | undefined

export type LinkData = {
  title?: string | null
  media?: Ref<{ url?: string | null }>
  page?: Ref<{ slug?: string | null; openInPopup?: boolean | null }>
  post?: Ref<{ slug?: string | null }>
  url?: string | null
}

const populated = <T extends object>(ref: Ref<T>): T | null => (ref && typeof ref === 'object' ? ref : null)

/** The page with this slug is the site root. */
export const HOME_SLUG = 'home'

/** The path of a page by slug. */
export const pagePath = (slug: string) => (slug === HOME_SLUG ? '/' : `/${slug}`)
export const postPath = (slug: string) => `/post/${slug}`

/**
 * Spec section 3: the target is the media URL if present, else /{page slug},
 * else /post/{post slug}, else the url. A link with no target warns and resolves to null.
 */
export function resolveLinkHref(link: LinkData | null | undefined): string | null {
  const mediaUrl = populated(link?.media)?.url
  if (mediaUrl) return assetUrl(mediaUrl)
  const pageSlug = populated(link?.page)?.slug
  if (pageSlug) return pagePath(pageSlug)
  const postSlug = populated(link?.post)?.slug
  if (postSlug) return postPath(postSlug)
  const url = link?.url?.trim()
  if (url) return url
  console.warn(`[link] Link "${link?.title ?? '(untitled)'}" has no target`)
  return null
}

export type PopupTarget = { type: 'page' | 'post'; uid: string }

/** A link opens in the side popup when it targets a page marked "open in popup" (and wins as the target). */
export function popupTargetOf(link: LinkData | null | undefined): PopupTarget | null {
  if (populated(link?.media)?.url) return null
  const page = populated(link?.page)
  return page?.slug && page.openInPopup ? { type: 'page', uid: page.slug } : null
}

/** The `data-popup` attribute value the popup controller listens for. */
export const popupAttribute = (target: PopupTarget | null) => (target ? `${target.type}:${target.uid}` : undefined)
