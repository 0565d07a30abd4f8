import { createHash, randomBytes } from 'node:crypto'

import { env } from '@/config/env'
import { payloadClient } from '@/db/payload'

import { deleteTokensWhere, insertToken, tokenWhere } from '../data'

export type TokenPurpose = 'sign-in-link' | 'password-reset' | 'cancel-order' | 'change-order'
export type StoredToken = { identifier: string; expires: Date; purpose: TokenPurpose }

/** The same hash next-auth applies to its e-mail tokens before they reach the adapter. */
export const hashToken = (token: string) => createHash('sha256').update(`${token}${env.authSecret}`).digest('hex')

export const newToken = () => randomBytes(32).toString('hex')

/** Stores a token's hash (never the token) and drops tokens that have expired. */
export async function storeToken({ identifier, tokenHash, expires, purpose }: StoredToken & { tokenHash: string }) {
  await insertToken(await payloadClient(), { identifier, tokenHash, expires: expires.toISOString(), purpose })
}

/** The token's record if it exists, without using it up (to show a form only for a live link). */
export async function peekToken(tokenHash: string, purpose: TokenPurpose): Promise<StoredToken | null> {
  const doc = await tokenWhere(await payloadClient(), {
    tokenHash: { equals: tokenHash },
    purpose: { equals: purpose },
  })
  if (!doc) return null
  return { identifier: doc.identifier, expires: new Date(doc.expires), purpose }
}

/**
 * Uses a token up: deletes it and returns what it was for. A second use finds nothing. The
 * caller checks `expires` (next-auth does so for sign-in links).
 */
export async function consumeToken(
  tokenHash: string,
  purpose: TokenPurpose,
  identifier?: string,
): Promise<StoredToken | null> {
  const where = {
    tokenHash: { equals: tokenHash },
    purpose: { equals: purpose },
    ...(identifier ? { identifier: { equals: identifier } } : {}),
  }
  const [doc] = await deleteTokensWhere(await payloadClient(), where)
  if (!doc) return null
  return { identifier: doc.identifier, expires: new Date(doc.expires), purpose }
}

/** Drops every open token of one kind for an address (e.g. after its password was reset). */
export async function dropTokens(identifier: string, purpose: TokenPurpose) {
  await deleteTokensWhere(await payloadClient(), { identifier: { equals: identifier }, purpose: { equals: purpose } })
}
