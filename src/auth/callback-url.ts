import { sitePaths } from '@/kit/paths'

/**
 * Where to go after signing in (or out): only a page of this site. THE rule for every
 * `callbackUrl` the site reads — the sign-in and sign-up pages, the sign-up action and next-auth's
 * redirect callback (options.ts) all go through `sameOriginPath`.
 *
 * The value is normalised first and checked after: resolved against the site's origin the way a
 * browser resolves it (dot segments, `%2e%2e`, backslashes), then the path that comes out must
 * itself stay on this site when a browser follows it. Checking before normalising let
 * `/.//evil.com/landing`, `/a/..//evil.com` and `/%2e%2e//evil.com` through: each is a path that
 * resolves to `//evil.com…`, which a browser reads as another host.
 */
export const DEFAULT_AFTER_SIGN_IN = sitePaths.portalHome

/** Resolves a URL against this base without a network origin of its own; only used to read paths. */
const PROBE_ORIGIN = 'http://pebble.invalid'

/** Percent-decodes repeatedly (a `%252F` is a `%2F` after one decoding), or null for broken escapes. */
function fullyDecoded(value: string): string | null {
  let current = value
  for (let i = 0; i < 5; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

/**
 * A path that would leave the site when followed or when decoded by anything on the way: starts
 * with two slashes or a backslash after the first slash, or carries control characters.
 */
const leavesSite = (path: string) => /^\/[/\\]/.test(path) || path.includes('\\') || /[\u0000-\u001f\u007f]/.test(path)

/**
 * The normalised same-origin path (`/path?query#hash`) that `raw` points at, or null when it
 * points anywhere else or is not a URL at all. Accepts a path or an absolute URL of `origin`.
 */
export function sameOriginPath(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null
  const value = raw.trim()
  // Control characters and backslashes are read differently by different parsers: never.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  // A path, or an absolute URL: never a relative reference (`customer-portal`, `?x`).
  if (!value.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(value)) return null
  let site: URL
  let url: URL
  try {
    site = new URL(origin)
    url = new URL(value, site)
  } catch {
    return null
  }
  if (url.origin !== site.origin || url.username || url.password) return null
  const path = url.pathname + url.search + url.hash
  // Normalised, the path must still be a path of this site: resolve it once more (as the browser
  // will, from the sign-in page) and decode it (as a router or a proxy on the way may).
  const decoded = fullyDecoded(url.pathname)
  if (decoded === null || leavesSite(url.pathname) || leavesSite(decoded)) return null
  try {
    if (new URL(path, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return null
  } catch {
    return null
  }
  return path
}

const AUTH_PAGES = /^\/(sign-in|sign-up|forgot-password|reset-password)(\/|$)/

/**
 * Where the sign-in and sign-up pages send a customer next: a page of this site that is not one
 * of the sign-in pages themselves, else `fallback`.
 */
export function safeCallbackUrl(raw: unknown, origin: string, fallback = DEFAULT_AFTER_SIGN_IN): string {
  const path = sameOriginPath(raw, origin)
  if (path === null) return fallback
  const decoded = fullyDecoded(new URL(path, PROBE_ORIGIN).pathname) ?? ''
  // Never send someone back to an auth page after signing in.
  if (AUTH_PAGES.test(decoded)) return fallback
  return path
}
