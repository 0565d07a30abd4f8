/**
 * Runs for the image optimiser only (`config.matcher`): every other request is answered without
 * it, so pages stay prerendered and cost nothing more.
 *
 * `/_next/image?url=/\evil.com/x.png` passed Next.js's own checks (a path, not `//`), but a
 * backslash is a slash to URL parsers: the optimiser's internal request went to `//evil.com/x.png`
 * and the answer was a 500. A local image URL must be a path that stays on this site once
 * normalised — the same rule as a sign-in's callbackUrl (src/auth/callback-url.ts) — or it gets a
 * 400 JSON here. Absolute URLs are left to Next.js's `remotePatterns`.
 */
import { type NextRequest, NextResponse } from 'next/server'

import { sameOriginPath } from '@/auth/callback-url'

export function proxy(request: NextRequest) {
  const urls = request.nextUrl.searchParams.getAll('url')
  for (const url of urls) {
    if ((url.startsWith('/') || url.startsWith('\\')) && sameOriginPath(url, request.nextUrl.origin) === null) {
      return NextResponse.json({ error: 'The "url" parameter must be a path on this site.' }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
    }
  }
  return NextResponse.next()
}

export const config = { matcher: '/_next/image' }
