// THE rules for answering a public page from a copy instead of the app: which requests may be
// answered from one and which answers may be kept. nginx's cache in front of a cluster
// (scripts/lib/cluster.mjs) and the front thread of a single server (scripts/lib/page-front.mjs)
// both follow them.
//
// A copy is keyed by the page's URL (and, for the front, its encoding): nothing else changes a
// page. What would (a draft, a staff or customer session) is a cookie that sends the request past
// every copy, as does any Authorization header and a client navigation's RSC request, which Next
// varies by its own headers.

/** Cookies that change what a page shows: draft mode, a staff session, a customer session. */
export const PERSONAL_COOKIES = [
  '__prerender_bypass',
  '__next_preview_data',
  'payload-token',
  'next-auth.session-token',
]
const PERSONAL_COOKIE = new RegExp(PERSONAL_COOKIES.map((name) => name.replaceAll('.', '\\.')).join('|'))

/** Headers of a client navigation (an RSC payload, not a page). */
const RSC_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch']

/** What the app says must not be kept: private routes, dynamic pages. */
export const NOT_STORABLE = /private|no-store|no-cache/i

/** Where the front keeps no copies: the APIs, the CMS, the admin and Next's own files. */
const NOT_A_PAGE = /^\/(?:api|cms-api|admin|_next)(?:\/|$)/

/** A copy is refreshed when older than this (a publish on this server invalidates it at once). */
export const PAGE_COPY_SECONDS = 1

/**
 * May this request be answered from a copy? `headers` has lower-case names. Requests with a body,
 * an upgrade or an expectation are the app's to read.
 */
export function mayAnswerFromCopy({ method, path, headers }) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (NOT_A_PAGE.test(path)) return false
  if ((headers['content-length'] ?? '0') !== '0') return false
  for (const name of ['transfer-encoding', 'upgrade', 'expect', 'authorization', ...RSC_HEADERS])
    if (headers[name] !== undefined) return false
  return !PERSONAL_COOKIE.test(headers.cookie ?? '')
}

/** May this answer be kept as a copy? A whole 200 page the app marked public, setting no cookie. */
export function mayKeepAnswer({ status, headers }) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false
  const cacheControl = headers['cache-control']
  return typeof cacheControl === 'string' && !NOT_STORABLE.test(cacheControl)
}
