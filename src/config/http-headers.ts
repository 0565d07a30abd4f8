/**
 * Response headers for every route: security headers everywhere, the static Content-Security-Policy
 * on public pages (the admin and private pages get a nonce policy from src/proxy.ts), CDN caching for public pages,
 * `private, no-store` for the route table's private routes and for the two APIs that answer with
 * one person's data (the CMS API and next-auth's). Applied by next.config.ts `headers()`
 * rather than the proxy: config headers are matched by the server before rendering, so public
 * pages stay prerendered (a proxy-made nonce would force a render per request), and Next.js keeps
 * a Cache-Control that is already set instead of writing its own `s-maxage=31536000`.
 */
import { PRIVATE_ROUTE_PREFIXES } from './routes'

export type HeaderRule = {
  source: string
  headers: { key: string; value: string }[]
  has?: { type: 'cookie'; key: string }[]
}

/** Next.js's draft-mode cookie: a staff preview, which shows drafts and must never be cached by a CDN. */
export const PREVIEW_COOKIE = '__prerender_bypass'

/** A CDN serves a page for a minute, then a stale copy for up to a day while it fetches a fresh one. Browsers always ask again. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** Hosts the analytics providers load scripts from and send to, after consent (src/analytics/track.ts). */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://connect.facebook.net',
    'https://www.facebook.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://www.facebook.com'],
  frame: ['https://www.googletagmanager.com'],
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

function origin(url: string | undefined): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/**
 * The public site's policy. Public pages are prerendered and cached by a CDN, so they cannot carry
 * a per-request nonce, and Next.js's inline bootstrap scripts (the page's RSC payload) change with
 * the content, so they cannot be listed by hash either: 'unsafe-inline' stays here. What keeps it
 * safe enough: no page renders HTML from anyone but staff (text is escaped), nothing secret is typed
 * or carried on these pages, and scripts load only from this origin and the analytics hosts.
 */
export function publicContentSecurityPolicy({ assetsHost, dev = false }: { assetsHost?: string; dev?: boolean } = {}) {
  const assets = origin(assetsHost)
  return policy({
    'default-src': ["'self'"],
    // React's development build evaluates code for its debugging tools; production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...ANALYTICS.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...assets, ...ANALYTICS.img],
    'media-src': ["'self'", ...assets],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...ANALYTICS.connect],
    'frame-src': ["'self'", ...ANALYTICS.frame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

export type NonceOptions = { nonce: string; inlineScriptHashes?: string[]; assetsHost?: string; dev?: boolean }

/**
 * Scripts on a page rendered per request: only those carrying this response's nonce (Next.js puts
 * it on its own), the inline scripts listed by hash, and what those load ('strict-dynamic').
 * 'unsafe-inline' is ignored by every browser that knows nonces; it is there for those that do not.
 */
function nonceScripts({ nonce, inlineScriptHashes = [], dev = false }: NonceOptions) {
  return [
    `'nonce-${nonce}'`,
    "'strict-dynamic'",
    ...inlineScriptHashes.map((hash) => `'${hash}'`),
    "'unsafe-inline'",
    ...(dev ? ["'unsafe-eval'"] : []),
  ]
}

/**
 * Private pages (the route table's: where passwords, payments and mailed tokens are): rendered per
 * request, so scripts need this request's nonce. No analytics host at all (src/analytics).
 */
export function privateContentSecurityPolicy(options: NonceOptions) {
  const assets = origin(options.assetsHost)
  return policy({
    'default-src': ["'self'"],
    'script-src': nonceScripts(options),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...assets],
    'media-src': ["'self'", ...assets],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

/** Payload's admin, rendered per request: nonce scripts, inline styles, blob workers and previews of the site in a frame. */
export function adminContentSecurityPolicy(options: NonceOptions) {
  const assets = origin(options.assetsHost)
  return policy({
    'default-src': ["'self'"],
    'script-src': nonceScripts(options),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...assets],
    'media-src': ["'self'", 'blob:', ...assets],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

/**
 * Uploaded files, wherever they are served (the media file route, on disk or S3, and the image
 * optimiser): a file opened directly is a document of its own, with no script, no request
 * anywhere, and a unique origin (`sandbox`), so an SVG or an HTML-ish upload cannot act as the site.
 * Pages that show the file in an <img> are not affected: a policy applies to the document it comes with.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** Sent with every response. HSTS only matters over HTTPS; browsers ignore it on plain HTTP. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self)',
  'X-Frame-Options': 'SAMEORIGIN',
} as const

const toList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }))

/**
 * Route sources with unnamed groups only. Next.js matches every rule on every request, and when a
 * rule's source captured named parameters (`/:path*`) it runs each of the rule's header values
 * containing a colon through path-to-regexp to fill them in: the Content-Security-Policy (full of
 * `https:` and `data:`) was parsed again on every request. Unnamed groups capture nothing.
 */
const escaped = (prefix: string) => prefix.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Paths whose pages get a per-request nonce policy from the proxy (src/proxy.ts) instead of the static one. */
export const NONCE_PREFIXES = ['/admin', ...PRIVATE_ROUTE_PREFIXES] as const

export const SOURCES = {
  everything: '/(.*)',
  // Everything but the pages the proxy gives a nonce policy and Next.js's build files (scripts,
  // style sheets, fonts): a policy applies to the document it comes with, and leaving it off them
  // saves about 650 bytes on each of the 15-20 such requests of a first visit over HTTP/1.1.
  staticPolicy: `/((?!_next/static/|(?:${NONCE_PREFIXES.map(escaped).join('|')})(?:/|$)).*)`,
  // Pages only: Next.js's own files, the image optimiser, the API and the CMS set their own caching.
  pages: '/((?!_next/|api/|cms-api/|admin(?:/|$)).*)',
  admin: '/admin(/.*)?',
  // Where uploaded files are answered: Payload's file route of the media collection, and next/image.
  uploads: '/(cms-api/media/file/.*|_next/image)',
  // Every private prefix and everything below it, in one rule (src/config/routes.ts).
  private: `/(${PRIVATE_ROUTE_PREFIXES.map(escaped).join('|')})(/.*)?`,
  // APIs whose answers are one person's: the CMS (documents, `me`, the admin's data) and next-auth
  // (session, CSRF token). A config header wins over the handler's own, so this is the one rule.
  personalApis: '/(cms-api|api/auth)(/.*)?',
} as const

/**
 * next.config.ts `headers()`. Later rules override earlier ones for the same header, so the
 * order is: everything, then public pages, then the admin and the private routes.
 */
export function headerRules(options: { assetsHost?: string; dev?: boolean } = {}): HeaderRule[] {
  return [
    { source: SOURCES.everything, headers: toList(SECURITY_HEADERS) },
    {
      source: SOURCES.staticPolicy,
      headers: toList({ 'Content-Security-Policy': publicContentSecurityPolicy(options) }),
    },
    { source: SOURCES.uploads, headers: toList({ 'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY }) },
    { source: SOURCES.pages, headers: toList({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }) },
    { source: SOURCES.private, headers: toList({ 'Cache-Control': PRIVATE_CACHE_CONTROL }) },
    { source: SOURCES.personalApis, headers: toList({ 'Cache-Control': PRIVATE_CACHE_CONTROL }) },
    {
      source: SOURCES.everything,
      has: [{ type: 'cookie', key: PREVIEW_COOKIE }],
      headers: toList({ 'Cache-Control': PRIVATE_CACHE_CONTROL }),
    },
  ]
}

/** The client hints Payload's `withPayload` asks for on every path (the admin's light/dark theme). */
const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch'])

/**
 * Payload's `withPayload` adds `Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme`
 * to every path so its admin can pick the visitor's colour scheme on the server. On the public
 * site they cost: `Critical-CH` makes Chrome restart a first visit's page request to send the
 * hint (one more round trip before the first byte), and the `Vary` splits a CDN's cache of each
 * page by colour scheme. The site never reads the hint, so those rules apply to the admin only.
 */
export function clientHintsForAdminOnly<T extends HeaderRule>(rules: T[]): T[] {
  return rules.map((rule) => {
    const asksForHints =
      rule.source === '/:path*' && !rule.has && rule.headers.some((h) => CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
    return asksForHints ? { ...rule, source: SOURCES.admin } : rule
  })
}
