import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/config/env'

import { KNOWN_DEVICE_TTL_MS, type SignInScope } from './policies'

/**
 * The "known device" cookie: set when a browser signs in successfully, it exempts that browser from
 * the per-account failure budget (policies.ts) for that one account, so guesses from elsewhere
 * cannot lock the owner out. It holds the account's e-mail and an expiry, signed with HMAC-SHA256
 * (NEXTAUTH_SECRET for customers, PAYLOAD_SECRET for staff); it grants nothing else (a password is
 * still needed, and the per-address and per-pair budgets still apply). One cookie per scope, for
 * the account last signed in to from this browser.
 */
export const KNOWN_DEVICE_COOKIES: Record<SignInScope, string> = {
  customers: 'pebble-known-device',
  staff: 'pebble-known-staff-device',
}

const secretFor = (scope: SignInScope) =>
  `known-device:${scope}:${scope === 'staff' ? env.payloadSecret : env.authSecret}`
const normalize = (email: string) => email.trim().toLowerCase()
const sign = (scope: SignInScope, body: string) =>
  createHmac('sha256', secretFor(scope)).update(body).digest('base64url')

/** The cookie value for `email`, valid for KNOWN_DEVICE_TTL_MS from `now`. */
export function knownDeviceValue(scope: SignInScope, email: string, now = Date.now()): string {
  const body = `${Buffer.from(normalize(email)).toString('base64url')}.${now + KNOWN_DEVICE_TTL_MS}`
  return `${body}.${sign(scope, body)}`
}

/** Whether `value` is an unexpired, untampered known-device cookie for `email`. */
export function isKnownDevice(
  scope: SignInScope,
  value: string | null | undefined,
  email: string,
  now = Date.now(),
): boolean {
  if (!value || value.length > 600) return false
  const [account, expires, signature, extra] = value.split('.')
  if (!account || !expires || !signature || extra !== undefined) return false
  const expected = Buffer.from(sign(scope, `${account}.${expires}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false
  return Number(expires) > now && Buffer.from(account, 'base64url').toString() === normalize(email)
}

/** A Set-Cookie header line for `email` (http-only, the site's whole path, 30 days). */
export function knownDeviceSetCookie(scope: SignInScope, email: string, secure: boolean): string {
  const maxAge = Math.floor(KNOWN_DEVICE_TTL_MS / 1000)
  return `${KNOWN_DEVICE_COOKIES[scope]}=${knownDeviceValue(scope, email)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The cookie's value from a Cookie header. */
export function knownDeviceCookieIn(scope: SignInScope, cookieHeader: string | null | undefined): string | null {
  const name = KNOWN_DEVICE_COOKIES[scope]
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return null
}
