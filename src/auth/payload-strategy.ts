import type { AuthStrategy } from 'payload'

import { env } from '@/config/env'

import { customerWithId } from './data'
import { isCurrentToken } from './session/claims'
import { decodeSessionToken, sessionTokenFromCookieHeader } from './session/cookie'

export const NEXT_AUTH_STRATEGY = 'next-auth-session'

/**
 * Payload sees the customer signed in with next-auth as `req.user`, so the collections' access
 * functions (src/access) apply to Payload's REST and GraphQL exactly as to pages
 * and server actions. The same session rule applies (current session version only). A request
 * from another origin is not authenticated by the cookie, like Payload's own CSRF rule.
 */
export const nextAuthSessionStrategy: AuthStrategy = {
  name: NEXT_AUTH_STRATEGY,
  async authenticate({ headers, payload }) {
    const origin = headers.get('origin')
    if (origin && origin !== new URL(env.serverUrl).origin) return { user: null }
    // Staff credentials win: an editor who is also signed in as a customer still gets /admin.
    const cookies = headers.get('cookie') ?? ''
    if (headers.get('authorization') || cookies.includes(`${payload.config.cookiePrefix}-token=`)) return { user: null }
    const token = await decodeSessionToken(sessionTokenFromCookieHeader(cookies))
    if (!token?.sub) return { user: null }
    const customer = await customerWithId(payload, token.sub)
    if (!customer || !isCurrentToken(token, customer)) return { user: null }
    return { user: { ...customer, collection: 'customers', _strategy: NEXT_AUTH_STRATEGY } }
  },
}
