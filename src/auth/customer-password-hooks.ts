import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { hashPassword } from './accounts'
import { writePasswordHash } from './data'

/**
 * A password given to Payload itself (the CMS API, the seed) is stored as Argon2id too. Payload's
 * local strategy is off for customers (Customers.ts), so its create stores no hash of its own; its
 * update still makes a PBKDF2 one when handed a password. Either way the new password's Argon2id
 * hash is made before the change and written after it through Payload's update, in the same
 * operation's transaction (same `req`). The site's own doors (sign-up, checkout, password change
 * and reset) never hand Payload a password and skip both (accounts.ts).
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
