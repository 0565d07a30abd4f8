/**
 * Where to go after signing in: only a path on this site. Anything else (another origin,
 * protocol-relative `//host`, backslash tricks, `javascript:`) falls back to `fallback`.
 * next-auth's own redirect callback checks the origin again on the server.
 */
export const DEFAULT_AFTER_SIGN_IN = '/customer-portal/my-pebble'

export function safeCallbackUrl(raw: unknown, origin?: string, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback
  let value = raw.trim()
  if (origin && value.startsWith(origin + '/')) value = value.slice(origin.length)
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return fallback
  try {
    const url = new URL(value, 'http://x.invalid')
    if (url.origin !== 'http://x.invalid') return fallback
    // Never send someone back to an auth page after signing in.
    if (/^\/(sign-in|sign-up|forgot-password|reset-password)(\/|$)/.test(url.pathname)) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
