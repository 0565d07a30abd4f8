import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'

import { inTransaction, lockForUpdate } from '@/db/transaction'
import type { Customer, User, VerificationToken } from '@/payload-types'

import { liveRevocations } from './session/revocation'

/**
 * Every read and write of accounts (customers, staff, mailed tokens) through Payload, given the
 * `payload` (or `req`) of the caller: collections and hooks pass theirs, the request side opens the
 * gateway (src/db/payload.ts) and passes it, so nothing here runs at config load. Reads made
 * on nobody's behalf (sign-in, before anyone is signed in) pass overrideAccess. The password hash
 * is written through Payload's operations like every other field, and read through the adapter,
 * since every Local API read hides it.
 */

// Customers: lookups by the sign-in machinery

/** The customer with this (normalised) e-mail, or null. */
export async function customerWithEmail(payload: Payload, email: string): Promise<Customer | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Whether an account uses this (normalised) e-mail: one count through the adapter, for the order's
 * hot path (no document is built, and no access applies: the caller decides what to tell).
 */
export async function emailHasAccount(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.db.count({ collection: 'customers', where: { email: { equals: email } } })
  return totalDocs > 0
}

export async function customerWithId(payload: Payload, id: string | number): Promise<Customer | null> {
  return payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, disableErrors: true })
}

// Customers: the password hash (the adapter, never a Local API read)

/** The stored hash of the customer with this (normalised) e-mail, or null when there is none. */
export async function storedPasswordOf(
  payload: Payload,
  email: string,
): Promise<{ id: number; hash?: string | null; salt?: string | null } | null> {
  return (await payload.db.findOne({
    collection: 'customers',
    where: { email: { equals: email } },
    select: { id: true, hash: true, salt: true },
  })) as { id: number; hash?: string | null; salt?: string | null } | null
}

/** Whether the customer with this id has a password hash stored (read through the adapter). */
export async function customerHasPasswordHash(payload: Payload, customerId: number): Promise<boolean> {
  const stored = (await payload.db.findOne({
    collection: 'customers',
    where: { id: { equals: customerId } },
    select: { id: true, hash: true },
  })) as { hash?: string | null } | null
  return Boolean(stored?.hash)
}

/** Writes a customer's hash and salt through Payload's update, in `req`'s transaction (the request of a hook, or of inTransaction). */
export async function writePasswordHash(req: PayloadRequest, customerId: number | string, hashed: object) {
  await req.payload.update({
    collection: 'customers',
    id: customerId,
    data: hashed as Partial<Customer>,
    req,
    depth: 0,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** Replaces a customer's hash only while it is still `checked` (a password change meanwhile wins). */
export async function replacePasswordHash(payload: Payload, customerId: number, checked: string, hashed: object) {
  await inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'customers', customerId)
    if ((await storedHashOf(req, customerId)) === checked) await writePasswordHash(req, customerId, hashed)
  })
}

/** The stored hash of a customer, read through the adapter (every Local API read hides it). */
async function storedHashOf(req: PayloadRequest, customerId: number): Promise<string | null> {
  const row = (await req.payload.db.findOne({
    collection: 'customers',
    where: { id: { equals: customerId } },
    select: { id: true, hash: true },
    req,
  })) as { hash?: string | null } | null
  return row?.hash ?? null
}

/** Sets a customer's hash and the other fields of the same change (Payload's update, its hooks), all or nothing. */
export function writePasswordWith(
  payload: Payload,
  customerId: number,
  hashed: object,
  data: Partial<Customer>,
): Promise<Customer> {
  return inTransaction(payload, async (req) => {
    await writePasswordHash(req, customerId, hashed)
    return payload.update({ collection: 'customers', id: customerId, data, overrideAccess: true, req })
  })
}

/** Stores an account's first hash, only if it still has none (a reset may have set one meanwhile). */
export async function writeFirstPasswordHash(payload: Payload, customerId: number, hashed: object) {
  await inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'customers', customerId)
    if (!(await storedHashOf(req, customerId))) await writePasswordHash(req, customerId, hashed)
  })
}

/**
 * Creates a customer through Payload's create operation (its hooks and validation), hash included:
 * the local strategy is off for customers (Customers.ts), so Payload stores the given hash as is.
 */
export function createCustomer(
  payload: Payload,
  data: RequiredDataFromCollectionSlug<'customers'>,
  req?: PayloadRequest,
): Promise<Customer> {
  return payload.create({ collection: 'customers', data, req, depth: 0, overrideAccess: true })
}

// Customers: sessions

/** Records session `sid` (valid until `exp`) as signed out, dropping expired entries, with the customer row locked. */
export async function recordRevokedSession(
  payload: Payload,
  customerId: number,
  sid: string,
  exp: number,
): Promise<void> {
  await inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'customers', customerId)
    const customer = await payload.findByID({
      collection: 'customers',
      id: customerId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!customer) return
    const kept = liveRevocations(customer.revokedSessions).filter((x) => x.sid !== sid)
    await payload.update({
      collection: 'customers',
      id: customerId,
      data: { revokedSessions: [...kept, { sid, exp }] },
      depth: 0,
      req,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })
}

// Staff

/** How many staff accounts there are, in `req`'s transaction (the first one is made an admin). */
export async function countStaff(req: PayloadRequest): Promise<number> {
  return (await req.payload.count({ collection: 'users', req })).totalDocs
}

/** Admins other than `id`, in `req`'s transaction (the last admin stays). */
export async function countOtherAdmins(req: PayloadRequest, id: number | string): Promise<number> {
  const others = await req.payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' }, id: { not_equals: id } },
    req,
  })
  return others.totalDocs
}

export async function staffMember(req: PayloadRequest, id: number | string): Promise<User> {
  return req.payload.findByID({ collection: 'users', id, depth: 0, req })
}

/** Whether a staff account has this (normalised) e-mail. */
export async function staffAccountWithEmail(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

// Mailed tokens (sign-in links, password resets): only their hashes are stored

/** Drops expired tokens, then stores one. */
export async function insertToken(
  payload: Payload,
  data: Pick<VerificationToken, 'identifier' | 'tokenHash' | 'expires' | 'purpose'>,
) {
  await payload.delete({
    collection: 'verification-tokens',
    where: { expires: { less_than: new Date().toISOString() } },
    overrideAccess: true,
  })
  await payload.create({ collection: 'verification-tokens', data, overrideAccess: true })
}

export async function tokenWhere(payload: Payload, where: Where): Promise<VerificationToken | null> {
  const { docs } = await payload.find({ collection: 'verification-tokens', where, limit: 1, overrideAccess: true })
  return docs[0] ?? null
}

/** Deletes the tokens matching `where`, returning them. */
export async function deleteTokensWhere(payload: Payload, where: Where): Promise<VerificationToken[]> {
  const { docs } = await payload.delete({ collection: 'verification-tokens', where, overrideAccess: true })
  return docs
}
