import { type NextRequest, NextResponse } from 'next/server'

/**
 * First line only: a visitor with no session cookie at all is sent from a portal page to sign in
 * and comes back afterwards. Whether a cookie is valid (and current) is decided by the page itself
 * (requireCustomer) and by every server action: this only saves them a render. Staff previewing
 * an owner page (draft mode and an admin cookie) pass on to the page, which checks their session.
 */
export function proxy(request: NextRequest) {
  const hasSession = request.cookies.getAll().some((c) => /(^|__Secure-)next-auth\.session-token(\.\d+)?$/.test(c.name))
  if (hasSession || mayBeStaffPreview(request)) return NextResponse.next()
  const { pathname, search } = request.nextUrl
  const signIn = new URL('/sign-in', request.url)
  signIn.searchParams.set('callbackUrl', pathname + search)
  // A form post (a server action) is answered 303 so the browser follows with a GET.
  return NextResponse.redirect(signIn, request.method === 'GET' || request.method === 'HEAD' ? 307 : 303)
}

const OWNER_PAGES = /^\/customer-portal\/my-pebble\/[^/]+$/
const mayBeStaffPreview = (request: NextRequest) =>
  request.method === 'GET' && OWNER_PAGES.test(request.nextUrl.pathname) && request.cookies.has('__prerender_bypass') && request.cookies.has('payload-token')

export const config = { matcher: ['/customer-portal', '/customer-portal/:path*'] }
