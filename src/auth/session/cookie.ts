import { decode, encode } from 'next-auth/jwt'

import { env } from '@/config/env'
import type { Customer } from '@/payload-types'

import { claimsFor } from './claims'

/** Customer sessions last hours, not next-auth's default 30 days (sliding: each use renews them). */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60

/** Secure cookies whenever the site is served over https (next-auth's own rule, made explicit). */
export const USE_SECURE_COOKIES = env.serverUrl.startsWith('https://')
export const SESSION_COOKIE = `${USE_SECURE_COOKIES ? '__Secure-' : ''}next-auth.session-token`

/** The session token from a Cookie header (next-auth splits large tokens into `.0`, `.1`… chunks). */
export function sessionTokenFromCookieHeader(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null
  const jar = new Map<string, string>()
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=')
    if (at > 0) jar.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()))
  }
  if (jar.has(SESSION_COOKIE)) return jar.get(SESSION_COOKIE)!
  const chunks: string[] = []
  for (let i = 0; jar.has(`${SESSION_COOKIE}.${i}`); i++) chunks.push(jar.get(`${SESSION_COOKIE}.${i}`)!)
  return chunks.length ? chunks.join('') : null
}

export async function decodeSessionToken(token: string | null | undefined) {
  if (!token) return null
  try {
    return await decode({ token, secret: env.authSecret })
  } catch {
    return null
  }
}

/**
 * A fresh session cookie for `customer`, carrying the current session version. Server actions
 * use it to keep the session that changed a password (every other session is now outdated).
 */
export async function sessionCookieFor(customer: Customer) {
  const value = await encode({ token: claimsFor(customer), secret: env.authSecret, maxAge: SESSION_MAX_AGE_SECONDS })
  return {
    name: SESSION_COOKIE,
    value,
    options: {
      httpOnly: true,
      sameSite: 'lax' as const,
      path: '/',
      secure: USE_SECURE_COOKIES,
      maxAge: SESSION_MAX_AGE_SECONDS,
    },
  }
}
