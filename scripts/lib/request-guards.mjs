// Requests Next.js itself would answer with a 500, refused at the edge (scripts/serve.mjs) with
// the 4xx they deserve, before Next.js sees them (docs/security.md, "Findings, defences and tests").

/**
 * The longest request target served (nginx's default header buffer is 8 kB too). The site's own
 * addresses are far shorter; a longer one came back from Next.js as a redirect whose headers
 * passed the 16 kB that Node's fetch reads (found by the fuzzed paths).
 */
export const MAX_URL_LENGTH = 8_192

/** A path Next.js cannot decode: it throws a URIError deep in its router and answers a plain-text 500. */
export function hasMalformedPath(url) {
  const queryAt = url.indexOf('?')
  try {
    decodeURIComponent(queryAt === -1 ? url : url.slice(0, queryAt))
    return false
  } catch {
    return true
  }
}

const firstValue = (value) => (Array.isArray(value) ? value[0] : value?.split(',')[0]?.trim())

/** The APIs: their POSTs are route handlers (they check their own origins), not server actions. */
const API_PATH = /^\/(?:api|cms-api)(?:[/?]|$)/

/**
 * A server action from another site: a POST with a `Next-Action` header, or any POST to a page (a
 * form posted without JavaScript is an action too, and Next.js takes every page POST for one).
 * Next.js compares the Origin's host with `X-Forwarded-Host` or `Host` the same way, refuses the
 * action, and answers 500. No Origin at all is let through, as Next.js does (a hand-made request
 * carries no one's cookies).
 */
export function isCrossOriginServerAction(req) {
  if (req.method !== 'POST') return false
  if (req.headers['next-action'] === undefined && API_PATH.test(req.url ?? '/')) return false
  const origin = req.headers.origin
  if (!origin) return false
  let originHost
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host
  } catch {
    return true
  }
  const hosts = [firstValue(req.headers['x-forwarded-host']), req.headers.host].filter(Boolean)
  return !hosts.includes(originHost)
}

/** What the APIs answer with: Payload's error shape under /cms-api, the site's `{ error }` under /api. */
export function apiErrorBody(url, message) {
  if (/^\/cms-api(?:[/?]|$)/.test(url)) return JSON.stringify({ errors: [{ message }] })
  if (/^\/api(?:[/?]|$)/.test(url)) return JSON.stringify({ error: message })
  return null
}

/**
 * The guard: answers the request and returns true, or returns false to let Next.js have it.
 * A malformed page path is handed to Next.js as a path no page has, so the visitor gets the
 * site's 404 page (HTML) rather than a bare status.
 */
export function refuseClientMistakes(req, res) {
  const url = req.url ?? '/'
  if (url.length > MAX_URL_LENGTH) {
    // Next.js would echo it in a redirect's Location (a trailing slash), past what clients read.
    res.writeHead(414, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' })
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ error: 'The address is too long.' }))
    return true
  }
  if (hasMalformedPath(url)) {
    const body = apiErrorBody(url, 'The request path is not a validly percent-encoded URL.')
    if (body === null) {
      req.url = NOT_FOUND_PATH
      return false
    }
    res.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
  if (isCrossOriginServerAction(req)) {
    res.writeHead(403, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(JSON.stringify({ error: 'Forms of this site can only be sent from this site.' }))
    return true
  }
  return false
}

/**
 * A path no page can have (slugs are lower-case letters, digits and hyphens), so the site's page
 * route answers it with the site's own 404 page. Next.js's `/_not-found` would show its bare default.
 */
export const NOT_FOUND_PATH = '/_malformed-url'
