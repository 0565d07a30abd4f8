import { checkDummyStaffPassword } from './accounts'
import { withPasswordWork } from './password-queue'
import { payloadClient } from '@/db/payload'

import { staffAccountWithEmail } from './data'
import { normalizeEmail } from './email'
import { clientAddress } from '@/rate-limit/client-address'
import { isKnownDevice, knownDeviceCookieIn, knownDeviceSetCookie } from '@/rate-limit/known-device'
import {
  checkPasswordSignIn,
  recordPasswordFailure,
  recordPasswordSuccess,
  type SignInAttempt,
} from '@/rate-limit/policies'
import { throughLimitedDoor } from './staff-sign-in-door'

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response

/** Payload's staff sign-in: the admin's login form posts here too. */
const STAFF_LOGIN_PATH = /^\/cms-api\/users\/login\/?$/

const USE_SECURE_COOKIES = process.env.NODE_ENV === 'production' && !process.env.ALLOW_INSECURE_COOKIES

/**
 * Staff sign in through Payload (POST /cms-api/users/login), which no longer locks accounts: this
 * puts the site's sign-in limits (rate-limit/policies.ts, scope `staff`) in front of it, answering
 * 429 in Payload's error shape with Retry-After. An e-mail with no staff account does the same
 * password work as a wrong password (Payload would answer it at once), and both get Payload's one
 * "incorrect" answer. A sign-in that works sets the staff known-device cookie.
 */
export function withStaffSignInLimits<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    if (request.method !== 'POST' || !STAFF_LOGIN_PATH.test(new URL(request.url).pathname))
      return handler(request, context)
    const { email, password } = await credentialsOf(request)
    if (!email) return handler(request, context) // Payload answers a missing e-mail with its own 400.
    const attempt: SignInAttempt = {
      email,
      address: clientAddress(request.headers),
      scope: 'staff',
      knownDevice: isKnownDevice('staff', knownDeviceCookieIn('staff', request.headers.get('cookie')), email),
    }
    const verdict = await checkPasswordSignIn(attempt)
    if (verdict.limited) {
      return Response.json(
        { errors: [{ message: verdict.message }] },
        { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds), 'Cache-Control': 'no-store' } },
      )
    }
    if (!(await staffAccountExists(email))) await checkDummyStaffPassword(password)
    const response = await withPasswordWork(async () => throughLimitedDoor(() => handler(request, context)))
    if (response.status === 401) await recordPasswordFailure(attempt)
    if (response.status !== 200) return response
    await recordPasswordSuccess(attempt)
    const headers = new Headers(response.headers)
    headers.append('set-cookie', knownDeviceSetCookie('staff', email, USE_SECURE_COOKIES))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

const staffAccountExists = async (email: string): Promise<boolean> =>
  staffAccountWithEmail(await payloadClient(), normalizeEmail(email))

/** The e-mail and password of a login request, as Payload reads them (JSON, a form, or a form's `_payload` JSON). */
async function credentialsOf(request: Request): Promise<{ email: string; password: string }> {
  const type = request.headers.get('content-type') ?? ''
  let fields: Record<string, unknown> = {}
  try {
    if (type.includes('application/json')) {
      fields = ((await request.clone().json()) as Record<string, unknown>) ?? {}
    } else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.clone().formData()
      const inner = form.get('_payload')
      fields = typeof inner === 'string' ? (JSON.parse(inner) as Record<string, unknown>) : Object.fromEntries(form)
    }
  } catch {
    // Unreadable: Payload answers it.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    email: fields && typeof fields === 'object' ? text(fields.email).trim().slice(0, 320) : '',
    password: fields && typeof fields === 'object' ? text(fields.password) : '',
  }
}
