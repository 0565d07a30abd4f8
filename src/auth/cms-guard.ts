import type { CollectionBeforeOperationHook, Endpoint } from 'payload'

import { publicError } from '@/content/api/public-error'

/**
 * Customers sign in on the website (next-auth at /api/auth, with rate limits and session
 * versions), never through Payload's own auth routes, which would skip both. Payload's local
 * strategy is off for customers (Customers.ts), so its login, password and verification operations
 * refuse them on every door (REST and GraphQL); its REST routes answer here first, saying where to
 * go. A customer's own CMS API updates may not touch the fields only the sign-in pages change.
 */
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
  if (operation === 'update' && req.user?.collection === 'customers') {
    const data = (args as { data?: Record<string, unknown> }).data ?? {}
    const blocked = PROTECTED_FIELDS.filter((field) => field in data)
    if (blocked.length) throw forbidden(`These fields change only through the account pages: ${blocked.join(', ')}.`)
  }
  return args
}

const closed: Endpoint['handler'] = () => Response.json({ error: CLOSED }, { status: 403 })

/** Payload's auth routes for customers, answered before Payload's own handlers. */
export const closedCustomerAuthEndpoints: Endpoint[] = [
  { path: '/login', method: 'post', handler: closed },
  { path: '/forgot-password', method: 'post', handler: closed },
  { path: '/refresh-token', method: 'post', handler: closed },
  { path: '/first-register', method: 'post', handler: closed },
  { path: '/reset-password', method: 'post', handler: closed },
  { path: '/unlock', method: 'post', handler: closed },
  { path: '/verify/:id', method: 'post', handler: closed },
]
