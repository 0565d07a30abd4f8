/**
 * Access to the collections Payload adds by itself (docs/security.md, "Payload's own
 * collections"). Payload 3.90 has no config option for them: it creates them while it sanitizes
 * the config, with defaults that fit a site whose only accounts are editors. Here customers are
 * an auth collection too, so "any signed-in user" included every customer:
 *
 * - `payload-locked-documents` (the admin's "someone is editing this" locks) let a customer create
 *   a lock on any document in a staff member's name, and the admin's next save failed with 423.
 *   Now: staff read locks (the admin shows who is editing), and create, change and remove only
 *   their own; customers nothing.
 * - `payload-preferences` (the admin's column and sidebar settings) let a customer store anything
 *   under any key through `POST /cms-api/payload-preferences/{key}`, an endpoint that checks only
 *   that someone is signed in. Now: staff only, each their own.
 * - `payload-migrations` has no REST endpoints (Payload answered 501 to every request) and no
 *   GraphQL; its rows are for the migration runner (Local API) only.
 *
 * Applied to the sanitized config (payload.config.ts), the only place these collections exist.
 */
import type { Access, AccessArgs, Endpoint, SanitizedCollectionConfig, SanitizedConfig, Where } from 'payload'

import { isStaffUser } from './index'

export const LOCKED_DOCUMENTS = 'payload-locked-documents'
export const PREFERENCES = 'payload-preferences'
export const MIGRATIONS = 'payload-migrations'

type UserLike = { id?: unknown; collection?: string } | null | undefined

/** A polymorphic `user` value ({ relationTo, value } or a bare id) names this user. */
function namesUser(value: unknown, user: UserLike): boolean {
  if (!user) return false
  if (value && typeof value === 'object' && 'relationTo' in value) {
    const { relationTo, value: id } = value as { relationTo?: unknown; value?: unknown }
    const idOf = id && typeof id === 'object' && 'id' in id ? (id as { id: unknown }).id : id
    return relationTo === user.collection && String(idOf) === String(user.id)
  }
  return false
}

/** Rows whose polymorphic `user` is the signed-in staff member. */
const ownRows = (user: UserLike): Where => ({
  and: [{ 'user.relationTo': { equals: user!.collection } }, { 'user.value': { equals: user!.id } }],
})

const staffOnly: Access = ({ req }) => isStaffUser(req.user)

/** Locks: staff see all (the admin shows who edits what); a lock is only ever in the writer's own name. */
export const lockedDocumentsAccess: Record<'create' | 'read' | 'update' | 'delete', Access> = {
  read: staffOnly,
  create: ({ req, data }: AccessArgs) => isStaffUser(req.user) && namesUser(data?.user, req.user),
  // Taking over another editor's lock (the admin's "Take over") moves it to oneself; any other
  // change only to one's own lock.
  update: ({ req, data }: AccessArgs) => {
    if (!isStaffUser(req.user)) return false
    if (data && 'user' in data && data.user !== undefined) return namesUser(data.user, req.user)
    return ownRows(req.user)
  },
  delete: ({ req }) => (isStaffUser(req.user) ? ownRows(req.user) : false),
}

/** Preferences: staff, their own rows only (Payload's rule) — customers none. */
export const preferencesAccess: Record<'create' | 'read' | 'update' | 'delete', Access> = {
  read: ({ req }) => (isStaffUser(req.user) ? ownRows(req.user) : false),
  create: staffOnly,
  update: ({ req }) => (isStaffUser(req.user) ? ownRows(req.user) : false),
  delete: ({ req }) => (isStaffUser(req.user) ? ownRows(req.user) : false),
}

const forbidden = () =>
  Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })

/** An endpoint that answers 403 to anyone but staff before its handler runs. */
const staffEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => (isStaffUser(req.user) ? endpoint.handler(req) : forbidden()),
})

const nobody: Access = () => false

function restrict(collection: SanitizedCollectionConfig | undefined, access: Record<string, Access>) {
  if (!collection) return
  collection.access = { ...collection.access, ...access }
}

export function restrictInternalCollections(config: SanitizedConfig): SanitizedConfig {
  const find = (slug: string) => config.collections.find((collection) => collection.slug === slug)
  restrict(find(LOCKED_DOCUMENTS), lockedDocumentsAccess)
  const preferences = find(PREFERENCES)
  restrict(preferences, preferencesAccess)
  // Payload's own endpoints for preferences (GET, POST and DELETE /{key}) check only for a user.
  // Endpoint objects are shared between collections: replace, never change them in place.
  if (preferences && Array.isArray(preferences.endpoints))
    preferences.endpoints = preferences.endpoints.map(staffEndpoint)
  const migrations = find(MIGRATIONS)
  restrict(migrations, { create: nobody, read: nobody, update: nobody, delete: nobody })
  // No REST endpoints: an empty list answers 404 like any unknown route, where `false` made Payload answer 501.
  if (migrations) migrations.endpoints = []
  return config
}
