import NextAuth from 'next-auth'
import { NextRequest } from 'next/server'

import { BODY_LIMIT, jsonError, methodNotAllowed, readBodyBytes, withBody } from '@/kit/http/json'

import { clientAddress } from '@/rate-limit/client-address'
import { isKnownDevice, knownDeviceCookieIn, knownDeviceSetCookie } from '@/rate-limit/known-device'
import { checkPasswordSignIn, consumeMailRequest, type Limited } from '@/rate-limit/policies'
import { sitePaths } from '@/kit/paths'
import { authOptions } from '../options'
import { SESSION_COOKIE, USE_SECURE_COOKIES } from '../session/cookie'
import { emailLinkSchema } from '../validation'
import { authBodyFields, textField } from './auth-body'

const nextAuth = NextAuth(authOptions)

type Context = { params: Promise<{ nextauth: string[] }> }

/**
 * /api/auth/* is next-auth's own handler, with the rate limits in front of the two routes that
 * check a secret or send a mail: POST /callback/credentials and POST /signin/email. Over a limit
 * the answer is 429 with `{ error }` and next-auth's `url` (so next-auth/react's signIn reports
 * `RateLimited:N`); a plain HTML form post is redirected to the sign-in page with the same code.
 * Bad requests get a 4xx with a JSON `{ error }`, like the rest of the API (asJsonApi). A password
 * sign-in that works also sets the known-device cookie (rate-limit/known-device.ts).
 */
export async function GET(request: NextRequest, context: Context) {
  // next-auth answers this GET with a 500 ("not supported"): the credentials callback takes a POST only.
  if ((await context.params).nextauth.join('/') === 'callback/credentials') return PUT()
  return asJsonApi(await nextAuth(request, context))
}

export async function POST(incoming: NextRequest, context: Context) {
  // Its forms are small (e-mail, password, CSRF token, callbackUrl): never read more than the limit.
  const read = await readBodyBytes(incoming, BODY_LIMIT)
  if (!read.ok) return jsonError(read.status, read.message)
  const request = withBody(
    incoming,
    read.bytes,
    (url, init) => new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]),
  )
  // next-auth parses a JSON body without a guard: broken JSON, or JSON that is not an object, was a 500.
  const malformed = await malformedJsonBody(request)
  if (malformed) return jsonError(400, malformed)
  const route = (await context.params).nextauth.join('/')
  // The browser client's log entries: next-auth logs anything else as its own LOGGER_ERROR, with a stack.
  if (route === '_log' && !(await isLogEntry(request)))
    return jsonError(400, 'A log entry is a form with a level (error, warn or debug) and a code.')
  if (route === 'callback/credentials' || route === 'signin/email') {
    // The same fields next-auth itself will read, form or JSON: every limit judges the e-mail it checks.
    const fields = await authBodyFields(request)
    const email = textField(fields, 'email')
    const address = clientAddress(request.headers)
    const knownDevice = isKnownDevice(
      'customers',
      knownDeviceCookieIn('customers', request.headers.get('cookie')),
      email,
    )
    const verdict =
      route === 'callback/credentials'
        ? await checkPasswordSignIn({ email, address, knownDevice })
        : // Only well-formed addresses spend the mail budget; next-auth rejects the rest itself.
          emailLinkSchema.safeParse({ email }).success
          ? await consumeMailRequest({ email, address })
          : ({ limited: false } as const)
    const wantsJson =
      textField(fields, 'json') === 'true' || Boolean(request.headers.get('content-type')?.includes('application/json'))
    if (verdict.limited) return tooMany(request, verdict, wantsJson)
    if (route === 'callback/credentials')
      return rememberDeviceOnSignIn(await asJsonApi(await nextAuth(request, context)), email)
  }
  return asJsonApi(await nextAuth(request, context))
}

/** A password sign-in that worked (it set a session cookie) marks this browser as known for the account. */
function rememberDeviceOnSignIn(response: Response, email: string): Response {
  const signedIn = response.headers
    .getSetCookie()
    .some((line) => line.startsWith(`${SESSION_COOKIE}=`) && !line.startsWith(`${SESSION_COOKIE}=;`))
  if (!signedIn) return response
  const headers = new Headers(response.headers)
  headers.append('set-cookie', knownDeviceSetCookie('customers', email, USE_SECURE_COOKIES))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

const LOG_LEVELS = new Set(['error', 'warn', 'debug'])

/** What next-auth/react's logger posts to `_log`: a level it knows and a code. */
async function isLogEntry(request: Request): Promise<boolean> {
  const entry = await authBodyFields(request)
  const code = entry.code
  return (
    typeof entry.level === 'string' &&
    LOG_LEVELS.has(entry.level) &&
    typeof code === 'string' &&
    code.length > 0 &&
    code.length <= 200
  )
}

/** The reason a body declared as JSON cannot go to next-auth (its own client posts forms; `update()` posts a JSON object). */
async function malformedJsonBody(request: Request): Promise<string | null> {
  if (!request.headers.get('content-type')?.includes('application/json')) return null
  const text = await request
    .clone()
    .text()
    .catch(() => null)
  if (text === null) return 'Request body could not be read.'
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'Request body is not valid JSON.'
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? null : 'Request body must be a JSON object.'
}

/**
 * next-auth answers an action it does not take in plain text (400 "This action with HTTP POST is
 * not supported by NextAuth.js") and `_log` with JSON but no content type: the API answers JSON
 * like every other route. Redirects and JSON answers pass as they are, with their cookies.
 */
async function asJsonApi(response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  if ((response.status >= 300 && response.status < 400) || type.includes('application/json') || response.status === 204)
    return response
  const text = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  if (response.status >= 400) {
    const message =
      text
        .replace(/^Error:\s*/, '')
        .trim()
        .slice(0, 500) ||
      response.statusText ||
      'Bad request.'
    return new Response(JSON.stringify({ error: message }), { status: response.status, headers })
  }
  try {
    // `_log` answers with an empty body: an empty JSON object.
    JSON.parse(text || '{}')
    return new Response(text || '{}', { status: response.status, headers })
  } catch {
    // Not JSON (an HTML page of next-auth's own: none is reachable with the pages set in options.ts).
    headers.set('content-type', type || 'text/plain; charset=utf-8')
    return new Response(text, { status: response.status, headers })
  }
}

function tooMany(request: Request, verdict: Limited, wantsJson: boolean) {
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60)
  const signIn = new URL(`${sitePaths.signIn}?error=RateLimited:${minutes}`, request.url)
  const headers = { 'Retry-After': String(verdict.retryAfterSeconds), 'Cache-Control': 'no-store' }
  if (!wantsJson)
    return new Response(null, { status: 303, headers: { ...headers, Location: signIn.pathname + signIn.search } })
  return Response.json(
    { error: verdict.message, url: `${new URL(request.url).origin}/api/auth/error?error=RateLimited:${minutes}` },
    { status: 429, headers },
  )
}

/** next-auth answers GET and POST only; the other methods get a JSON 405 like the rest of the API. */
export const PUT = methodNotAllowed('GET', 'POST')
export const PATCH = PUT
export const DELETE = PUT
