/**
 * Runs only where `config.matcher` says: every other request is answered without it, so public
 * pages stay prerendered and cost nothing more.
 *
 * - **The admin and private pages** (the route table's: passwords, payments, mailed tokens) get a
 *   Content-Security-Policy with a fresh nonce. Next.js reads it from the request's own header and
 *   puts it on every script it renders, so no inline script runs without it ('unsafe-inline' is
 *   gone for browsers that know nonces). These pages render per request anyway.
 * - **The image optimiser:** `/_next/image?url=/\evil.com/x.png` passed Next.js's own checks (a
 *   path, not `//`), but a backslash is a slash to URL parsers: the optimiser's internal request
 *   went to `//evil.com/x.png` and the answer was a 500. A local image URL must be a path that
 *   stays on this site once normalised — the same rule as a sign-in's callbackUrl
 *   (src/auth/callback-url.ts) — or it gets a 400 JSON here. Absolute URLs are left to
 *   Next.js's `remotePatterns`.
 */
import { createHash } from 'node:crypto'

import { type NextRequest, NextResponse } from 'next/server'

import { SHOW_IF_UNANSWERED_SCRIPT } from '@/analytics/BannerScript'
import { sameOriginPath } from '@/auth/callback-url'
import { adminContentSecurityPolicy, privateContentSecurityPolicy } from '@/config/http-headers'
import { FORGET_URL_SECRETS_SCRIPT } from '@/kit/url/url-secrets'

export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/_next/image') return checkImageUrl(request)
  return withNonce(request)
}

function checkImageUrl(request: NextRequest) {
  const urls = request.nextUrl.searchParams.getAll('url')
  for (const url of urls) {
    if ((url.startsWith('/') || url.startsWith('\\')) && sameOriginPath(url, request.nextUrl.origin) === null) {
      return NextResponse.json(
        { error: 'The "url" parameter must be a path on this site.' },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      )
    }
  }
  return NextResponse.next()
}

/** Our own inline scripts on private pages (ForgetUrlSecrets, the consent banner's), allowed by their hashes. */
const INLINE_SCRIPT_HASHES = [FORGET_URL_SECRETS_SCRIPT, SHOW_IF_UNANSWERED_SCRIPT].map(
  (script) => `sha256-${createHash('sha256').update(script).digest('base64')}`,
)

function withNonce(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64')
  const options = {
    nonce,
    inlineScriptHashes: INLINE_SCRIPT_HASHES,
    assetsHost: process.env.NEXT_PUBLIC_ASSETS_HOST,
    dev: process.env.NODE_ENV === 'development',
  }
  const isAdmin = request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')
  const csp = isAdmin ? adminContentSecurityPolicy(options) : privateContentSecurityPolicy(options)
  const headers = new Headers(request.headers)
  headers.set('Content-Security-Policy', csp)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', csp)
  return response
}

// Literal, as Next.js requires; tests/unit/http-headers.test.ts checks it covers NONCE_PREFIXES.
export const config = {
  matcher: [
    '/_next/image',
    '/admin/:path*',
    '/customer-portal/:path*',
    '/build/:path*',
    '/payments/:path*',
    '/sign-in/:path*',
    '/sign-up/:path*',
    '/forgot-password/:path*',
    '/reset-password/:path*',
    '/preview/:path*',
    '/newsletter/confirm/:path*',
  ],
}
