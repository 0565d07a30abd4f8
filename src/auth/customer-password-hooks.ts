import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { hashPassword } from './accounts'
import { writePasswordHash } from './data'

/**
 * A password set through Payload itself (staff creating or editing a customer in /admin or the
 * CMS API, the seed) is stored as Argon2id too. Payload has no way to swap its own hash (PBKDF2,
 * made inside its create and update operations), so the new password's Argon2id hash is made
 * before the change and written over Payload's in the same operation (same `req`, so the same
 * transaction). The site's own doors (sign-up, checkout, password change and reset) never hand
 * Payload a password and skip both (accounts.ts).
 */
const NEW_HASH = 'pebbleNewPasswordHash'

export const hashNewPassword: CollectionBeforeChangeHook = async ({ data, req }) => {
  const password = (data as { password?: unknown }).password
  if (typeof password === 'string' && password) req.context[NEW_HASH] = await hashPassword(password)
  return data
}

export const storeNewPasswordHash: CollectionAfterChangeHook = async ({ doc, req }) => {
  const hashed = req.context[NEW_HASH]
  if (!hashed) return doc
  delete req.context[NEW_HASH]
  await writePasswordHash(req, doc.id, hashed as object)
  return doc
}
