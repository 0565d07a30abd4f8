/**
 * The form every redirect source is stored and looked up in: a path starting with one slash, no
 * query or fragment, no trailing slash, lower-case (slugs are lower-case).
 */
export function normalizeRedirectPath(input: string): string {
  const path = input.trim().split(/[?#]/)[0].replace(/\/{2,}/g, '/').replace(/\/+$/, '').toLowerCase()
  return path.startsWith('/') ? path || '/' : `/${path}`
}

export const isAbsoluteUrl = (input: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(input.trim())

/** Why a redirect source is not acceptable, or null. */
export function redirectSourceError(input: unknown): string | null {
  if (typeof input !== 'string' || !input.trim()) return 'Enter the old path, e.g. /old-page.'
  if (isAbsoluteUrl(input)) return 'Enter a path on this site (starting with /), not a full URL.'
  const path = normalizeRedirectPath(input)
  if (path === '/') return 'The home page cannot be redirected.'
  if (/^\/(admin|cms-api|api|_next)(\/|$)/.test(path)) return 'Paths under /admin, /cms-api, /api and /_next cannot be redirected.'
  if (path.length > 300) return 'That path is too long (300 characters at most).'
  return null
}
