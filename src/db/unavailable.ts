import { unavailable } from '@/kit/http/json'

import { DatabaseBusyError } from './writer-gate'

/**
 * Errors that mean the database could not serve this request now, not that the request or our
 * code is wrong: the pool had no connection within its 5 s, a statement waited too long on a lock
 * or ran past its timeout (src/db/postgres-pool.ts), the server was unreachable or shutting down,
 * or SQLite's writer was busy. Such a request changed nothing and is worth retrying: a 503.
 */
const POSTGRES_CODES = new Set([
  '55P03', // lock_not_available (lock_timeout)
  '57014', // query_canceled (statement_timeout)
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001', // unable to connect
  '08003', // connection_does_not_exist
  '08006', // connection_failure
])
const SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'SQLITE_BUSY', 'SQLITE_LOCKED'])
/** node-postgres's pool says it in words only. */
const POOL_MESSAGES = /timeout exceeded when trying to connect|Connection terminated/i

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle and Payload wrap the driver's error ("Failed query: …") with the original as `cause`.
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as Error).cause, depth++) {
    if (e instanceof DatabaseBusyError) return true
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (POSTGRES_CODES.has(code) || SYSTEM_CODES.has(code))) return true
    if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true
  }
  return false
}

type Handler<A extends unknown[]> = (...args: A) => Promise<Response>

/**
 * A route handler whose database trouble is a 503 JSON answer with Retry-After, logged once, rather
 * than Next's bare 500. Any other error is left to Next (a bug should look like one).
 */
export function answeringUnavailable<A extends unknown[]>(route: string, handler: Handler<A>): Handler<A> {
  return async (...args) => {
    try {
      return await handler(...args)
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      console.error(`[${route}] the database could not answer:`, (error as Error).message.split('\n')[0])
      return unavailable('The site is very busy right now. Please try again in a moment.')
    }
  }
}
