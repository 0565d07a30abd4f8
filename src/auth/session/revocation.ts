import type { Customer } from '@/payload-types'

/**
 * Sessions ended by signing out. A session token is a signed JWT: the cookie is deleted on sign-out,
 * but a copy of it (taken from the browser, a proxy log, a shared computer) would still work until
 * it expires. So each token carries a random session id (`sid`, claims.ts), and signing out
 * records that id on the customer (revoke.ts), with the token's expiry, in the hidden `revokedSessions`
 * field; claims.ts rejects a token whose id is there. Entries are dropped once their token has
 * expired anyway, so the list stays as short as the sign-outs of the last 8 hours. Only the
 * session that signed out ends: the customer's other devices stay signed in.
 */
export type RevokedSession = { sid: string; exp: number }

/** The recorded sign-outs whose tokens have not expired yet (seconds since the epoch, like a JWT's `exp`). */
export function liveRevocations(value: unknown, nowSeconds = Date.now() / 1000): RevokedSession[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (x): x is RevokedSession => !!x && typeof x.sid === 'string' && typeof x.exp === 'number' && x.exp > nowSeconds,
  )
}

export const isRevoked = (customer: Pick<Customer, 'revokedSessions'>, sid: string) =>
  liveRevocations(customer.revokedSessions).some((x) => x.sid === sid)
