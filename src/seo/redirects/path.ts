/**
 * The form every redirect source is stored and looked up in: a path starting with one slash, no
 * query or fragment, no trailing slash, lower-case (slugs are lower-case).
 */
export function normalizeRedirectPath(input: string): string {
  const path = input
    .trim()
    .split(/[?#]/)[0]
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .toLowerCase()
  return path.startsWith('/') ? path || '/' : `/${path}`
}

const MAX_SOURCE_LENGTH = 300
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

/**
 * Whether a normalized path could be a stored source. Lookups skip the query otherwise: a URL can
 * carry %00, and Postgres refuses text with a NUL byte.
 */
export const couldBeRedirectSource = (path: string) => path.length <= MAX_SOURCE_LENGTH && !CONTROL_CHARACTER.test(path)

export const isAbsoluteUrl = (input: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(input.trim())

/** Why a redirect source is not acceptable, or null. */
export function redirectSourceError(input: unknown): string | null {
  if (typeof input !== 'string' || !input.trim()) return 'Enter the old path, e.g. /old-page.'
  if (isAbsoluteUrl(input)) return 'Enter a path on this site (starting with /), not a full URL.'
  const path = normalizeRedirectPath(input)
  if (path === '/') return 'The home page cannot be redirected.'
  if (/^\/(admin|cms-api|api|_next)(\/|$)/.test(path))
    return 'Paths under /admin, /cms-api, /api and /_next cannot be redirected.'
  if (path.length > MAX_SOURCE_LENGTH) return `That path is too long (${MAX_SOURCE_LENGTH} characters at most).`
  if (CONTROL_CHARACTER.test(path)) return 'A path cannot contain control characters.'
  return null
}
