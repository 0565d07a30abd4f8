import { type NextRequest, NextResponse } from 'next/server'

/**
 * First line only: a visitor with no session cookie at all is sent from a portal page to sign in
 * and comes back afterwards. Whether a cookie is valid (and current) is decided by the page itself
 * (requireCustomer) and by every server action: this only saves them a render.
 */
export function proxy(request: NextRequest) {
  const hasSession = request.cookies.getAll().some((c) => /(^|__Secure-)next-auth\.session-token(\.\d+)?$/.test(c.name))
  if (hasSession) return NextResponse.next()
  const { pathname, search } = request.nextUrl
  const location = `/sign-in?${new URLSearchParams({ callbackUrl: pathname + search })}`
  // A form post (a server action) is answered 303 so the browser follows with a GET, as the
  // action's own redirect would; the Location stays relative to the host the visitor used.
  const status = request.method === 'GET' || request.method === 'HEAD' ? 307 : 303
  return new NextResponse(null, { status, headers: { Location: location } })
}

export const config = { matcher: ['/customer-portal', '/customer-portal/:path*'] }
