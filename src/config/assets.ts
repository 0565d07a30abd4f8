/**
 * Asset URLs that are not absolute are prefixed with the assets host (spec section 7).
 * With no host configured the prefix is empty: assets come from the site itself.
 */
export function assetUrl(
  url: string | null | undefined,
  host = process.env.NEXT_PUBLIC_ASSETS_HOST ?? '',
): string | null {
  if (!url) return null
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return url
  if (!host) return url.startsWith('/') ? url : `/${url}`
  return `${host.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
}
