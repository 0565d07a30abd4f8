import type { CollectionBeforeOperationHook, Endpoint } from 'payload'

import { publicError } from '@/content/api/public-error'

/**
 * Customers sign in on the website (next-auth at /api/auth, with rate limits and session
 * versions), never through Payload's own auth routes, which would skip both. This closes them for
 * the `customers` collection on every door (REST and GraphQL), and keeps the fields that only the
 * sign-in pages may change out of a customer's own CMS API updates.
 */
export const INTERNAL_SIGN_IN = 'pebbleInternalSignIn'

const CLOSED = 'Customers sign in, reset passwords and sign out on the website (/sign-in), not through the CMS API.'

/** Fields a customer may not set through the CMS API (password/e-mail changes need the sign-in pages). */
const PROTECTED_FIELDS = [
  'password',
  'email',
  'sessionVersion',
  'revokedSessions',
  'loginAttempts',
  'lockUntil',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'salt',
  'hash',
  'demo',
]

const forbidden = (message: string) => publicError(message, 403)

export const guardCustomerAuthOperations: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if (
    (operation === 'login' || operation === 'forgotPassword' || operation === 'refresh') &&
    !req.context?.[INTERNAL_SIGN_IN]
  ) {
    throw forbidden(CLOSED)
  }
  if (operation === 'update' && req.user?.collection === 'customers') {
    const data = (args as { data?: Record<string, unknown> }).data ?? {}
    const blocked = PROTECTED_FIELDS.filter((field) => field in data)
    if (blocked.length) throw forbidden(`These fields change only through the account pages: ${blocked.join(', ')}.`)
  }
  return args
}

const closed: Endpoint['handler'] = () => Response.json({ error: CLOSED }, { status: 403 })

/** Payload's other auth routes for customers, answered before Payload's own handlers. */
export const closedCustomerAuthEndpoints: Endpoint[] = [
  { path: '/first-register', method: 'post', handler: closed },
  { path: '/reset-password', method: 'post', handler: closed },
  { path: '/unlock', method: 'post', handler: closed },
  { path: '/verify/:id', method: 'post', handler: closed },
]
