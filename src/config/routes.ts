/**
 * The route table (spec section 2): the one place that decides, per route, whether the site
 * header shows and whether smooth scrolling runs, which routes use the white header, and which
 * routes are private (never cached: see src/config/http-headers.ts).
 * Patterns use Next.js syntax; a static route wins over a dynamic one at the same level, as in
 * Next.js routing, so /customer-portal/my-pebble/faqs is not /customer-portal/my-pebble/[slug].
 */
type RouteRule = { header: boolean; smoothScroll: boolean }

const HIDDEN: RouteRule = { header: false, smoothScroll: false }
const NATIVE_SCROLL: RouteRule = { header: true, smoothScroll: false }
const DEFAULT_RULE: RouteRule = { header: true, smoothScroll: true }

export const ROUTE_RULES: Record<string, RouteRule> = {
  '/build': HIDDEN,
  '/build/payment-confirmation': HIDDEN,
  '/customer-portal/my-pebble': HIDDEN,
  '/customer-portal/account': HIDDEN,
  '/customer-portal/preferences': HIDDEN,
  '/customer-portal/contact': HIDDEN,
  '/customer-portal/order-history': HIDDEN,
  '/customer-portal/my-pebble/[slug]': HIDDEN,
  '/customer-portal/second-deposit': HIDDEN,
  // Portal screens the spec does not list, ruled like their parents.
  '/customer-portal/order-history/[number]': HIDDEN,
  '/customer-portal/account/confirm-email': HIDDEN,
  '/customer-portal/order-history/[number]/cancel': HIDDEN,
  '/customer-portal/order-history/[number]/cancel/confirm': HIDDEN,
  '/customer-portal/order-history/[number]/change': HIDDEN,
  '/customer-portal/order-history/[number]/change/confirm': HIDDEN,
  '/customer-portal/my-pebble/faqs': NATIVE_SCROLL,
  '/customer-portal/my-pebble/latest-news': NATIVE_SCROLL,
}

/** Public pages that always use the white header (editors can choose it for any page too). */
export const WHITE_HEADER_ROUTES = ['/charging', '/spec-sheet', '/plumbing'] as const

const segments = (path: string) => {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '')
  return clean === '' ? [''] : clean.split('/')
}

const isDynamic = (segment: string) => segment.startsWith('[') && segment.endsWith(']')

/** The rule for a path: static patterns first, then dynamic ones, else the default. */
export function ruleFor(path: string): RouteRule {
  const have = segments(path)
  const patterns = Object.keys(ROUTE_RULES).sort((a, b) => Number(a.includes('[')) - Number(b.includes('[')))
  for (const pattern of patterns) {
    const want = segments(pattern)
    if (want.length !== have.length) continue
    if (want.every((part, i) => (isDynamic(part) ? have[i] !== '' : part === have[i]))) return ROUTE_RULES[pattern]
  }
  return DEFAULT_RULE
}

export const isHeaderHidden = (path: string) => !ruleFor(path).header
export const isSmoothScrollOff = (path: string) => !ruleFor(path).smoothScroll
export const isWhiteHeaderRoute = (path: string) =>
  (WHITE_HEADER_ROUTES as readonly string[]).includes(segments(path).join('/') || '/')

/**
 * Routes that show one person's data, take a password or a payment, or carry a mailed token: the
 * customer portal, the build flow, the test checkout, the sign-in pages and the newsletter's
 * confirmation link (/newsletter/confirm?token=…). Each prefix covers
 * itself and everything below it (/build, /build/…, not /builder). Their responses are
 * `private, no-store` (every other page may be cached by a CDN), and they load no third-party
 * script, analytics included (src/analytics/Analytics.tsx), whatever the visitor consented to.
 */
export const PRIVATE_ROUTE_PREFIXES = [
  '/customer-portal',
  '/build',
  '/payments',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/preview',
  '/newsletter/confirm',
] as const

export function isPrivateRoute(path: string): boolean {
  const clean = segments(path).join('/') || '/'
  return PRIVATE_ROUTE_PREFIXES.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`))
}
