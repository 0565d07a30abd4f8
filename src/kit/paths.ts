/**
 * THE site's fixed paths. Every link, redirect and mailed URL to one of these pages is built here,
 * so a page that moves moves in one place. (Which routes show the header, scroll smoothly or are
 * private is the route table's business: src/config/routes.ts.)
 */
const q = encodeURIComponent

const PORTAL = '/customer-portal'

export const portalPaths = {
  myPebble: `${PORTAL}/my-pebble`,
  faqs: `${PORTAL}/my-pebble/faqs`,
  latestNews: `${PORTAL}/my-pebble/latest-news`,
  ownerPage: (slug: string) => `${PORTAL}/my-pebble/${q(slug)}`,
  orderHistory: `${PORTAL}/order-history`,
  order: (number: string) => `${PORTAL}/order-history/${q(number)}`,
  /** Where a customer cancels one order (and sees what the cancellation refunds). */
  cancelOrder: (number: string) => `${PORTAL}/order-history/${q(number)}/cancel`,
  /** Where the mailed link confirms a cancellation (accounts without a password); the link adds `?token=`. */
  confirmCancel: (number: string) => `${PORTAL}/order-history/${q(number)}/cancel/confirm`,
  /** Where a customer changes one order's configuration before its cutoff. */
  changeOrder: (number: string) => `${PORTAL}/order-history/${q(number)}/change`,
  /** Where the mailed link confirms a change (accounts without a password); the link adds the change and `token`. */
  confirmChange: (number: string) => `${PORTAL}/order-history/${q(number)}/change/confirm`,
  secondDeposit: `${PORTAL}/second-deposit`,
  /** Where a customer pays (and returns after paying) one order's second deposit. */
  secondDepositFor: (orderNumber: string) => `${PORTAL}/second-deposit?order=${q(orderNumber)}`,
  account: `${PORTAL}/account`,
  confirmEmail: `${PORTAL}/account/confirm-email`,
  preferences: `${PORTAL}/preferences`,
  contact: `${PORTAL}/contact`,
} as const

export const sitePaths = {
  home: '/',
  contact: '/contact',
  /** Site search (pages and posts); `searchFor` with a query. */
  search: '/search',
  searchFor: (query: string) => (query ? `/search?q=${q(query)}` : '/search'),
  build: '/build',
  /** Where the build flow lands after the deposit is paid. */
  paymentConfirmation: (orderNumber: string) => `/build/payment-confirmation?order=${q(orderNumber)}`,
  signIn: '/sign-in',
  /** The sign-in page, returning to `returnTo` (a same-origin path) once signed in. */
  signInThenReturn: (returnTo: string) => `/sign-in?callbackUrl=${q(returnTo)}`,
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  newsletterConfirm: '/newsletter/confirm',
  /** The customer's home once signed in. */
  portalHome: portalPaths.myPebble,
  subscribersExport: '/cms-api/subscribers/export.csv',
} as const

const BLOG = '/blog'

/**
 * The blog's listings: all posts (`/blog`, `/blog/page/2`, …) and one tag's
 * (`/blog/tag/{slug}`, `/blog/tag/{slug}/page/2`, …). Page 1 has no `/page/1`: its path is the
 * listing's own (and `/page/1` redirects there).
 */
export const blogPaths = {
  index: BLOG,
  page: (page: number) => (page <= 1 ? BLOG : `${BLOG}/page/${page}`),
  tag: (slug: string, page = 1) => (page <= 1 ? `${BLOG}/tag/${q(slug)}` : `${BLOG}/tag/${q(slug)}/page/${page}`),
} as const

/**
 * A listing's page number from its URL segment: a positive whole number written as one (`2`, not
 * `02`, `2.0` or `0`), else null. Up to six digits, so a number never overflows a query.
 */
export function pageNumberOf(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : null
}
