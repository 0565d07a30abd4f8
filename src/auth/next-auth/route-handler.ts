import NextAuth from 'next-auth'
import type { NextRequest } from 'next/server'

import { clientAddress } from '../rate-limit/client-address'
import { checkPasswordSignIn, consumeMailRequest, type Limited } from '../rate-limit/policies'
import { authOptions } from '../options'
import { emailLinkSchema } from '../validation'

const nextAuth = NextAuth(authOptions)

type Context = { params: Promise<{ nextauth: string[] }> }

/**
 * /api/auth/* is next-auth's own handler, with the rate limits in front of the two routes that
 * check a secret or send a mail: POST /callback/credentials and POST /signin/email. Over a limit
 * the answer is 429 with `{ error }` and next-auth's `url` (so next-auth/react's signIn reports
 * `RateLimited:N`); a plain HTML form post is redirected to the sign-in page with the same code.
 */
export async function GET(request: NextRequest, context: Context) {
  return nextAuth(request, context)
}

export async function POST(request: NextRequest, context: Context) {
  const route = (await context.params).nextauth.join('/')
  if (route === 'callback/credentials' || route === 'signin/email') {
    const form = await request
      .clone()
      .formData()
      .catch(() => null)
    const email = String(form?.get('email') ?? '')
    const address = clientAddress(request.headers)
    const verdict =
      route === 'callback/credentials'
        ? checkPasswordSignIn({ email, address })
        : // Only well-formed addresses spend the mail budget; next-auth rejects the rest itself.
          emailLinkSchema.safeParse({ email }).success
          ? consumeMailRequest({ email, address })
          : ({ limited: false } as const)
    if (verdict.limited) return tooMany(request, verdict, form?.get('json') === 'true')
  }
  return nextAuth(request, context)
}

function tooMany(request: Request, verdict: Limited, wantsJson: boolean) {
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60)
  const signIn = new URL(`/sign-in?error=RateLimited:${minutes}`, request.url)
  const headers = { 'Retry-After': String(verdict.retryAfterSeconds), 'Cache-Control': 'no-store' }
  if (!wantsJson) return new Response(null, { status: 303, headers: { ...headers, Location: signIn.pathname + signIn.search } })
  return Response.json({ error: verdict.message, url: `${new URL(request.url).origin}/api/auth/error?error=RateLimited:${minutes}` }, { status: 429, headers })
}
