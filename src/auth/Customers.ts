import type { CollectionConfig } from 'payload'

import { admins, adminsField, staffWithOrSelf } from '@/access'

import { closedCustomerAuthEndpoints, guardCustomerAuthOperations } from './cms-guard'
import { nextAuthSessionStrategy } from './payload-strategy'

/**
 * People who reserve a Pebble. They sign in on the site (next-auth, see src/auth), never in /admin.
 * Payload keeps their passwords hashed (failed sign-ins are rate limited, never locked out); its own
 * customer auth routes are closed (cms-guard.ts) and the next-auth session cookie authenticates
 * customers for Payload's REST and GraphQL (payload-strategy.ts).
 * A customer may read and change only their own record; creation goes through the site's
 * sign-up and order flows (server code, after validation).
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Customer', plural: 'Customers' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'createdAt'], group: 'Customers' },
  auth: {
    // No lockout (anyone could lock a customer out with five wrong passwords): the sign-in routes
    // are rate limited per pair, address and account instead (src/auth/rate-limit/policies.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: process.env.NODE_ENV === 'production' && !process.env.ALLOW_INSECURE_COOKIES, sameSite: 'Lax' },
    strategies: [nextAuthSessionStrategy],
    // Payload's own sessions are never used: next-auth holds customer sessions.
    useSessions: false,
  },
  hooks: { beforeOperation: [guardCustomerAuthOperations] },
  endpoints: closedCustomerAuthEndpoints,
  access: {
    admin: () => false,
    read: staffWithOrSelf('admin', 'support'),
    create: admins,
    update: staffWithOrSelf('admin'),
    delete: admins,
    unlock: admins,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'phone', type: 'text', maxLength: 32 },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'line1', type: 'text', maxLength: 120 },
        { name: 'line2', type: 'text', maxLength: 120 },
        { name: 'city', type: 'text', maxLength: 80 },
        { name: 'state', type: 'text', maxLength: 2, admin: { description: 'Two-letter US state code.' } },
        { name: 'zip', type: 'text', maxLength: 5 },
      ],
    },
    {
      name: 'preferences',
      type: 'group',
      admin: { description: 'What the customer agreed to hear about.' },
      fields: [
        { name: 'productNews', type: 'checkbox', defaultValue: true, label: 'Product news' },
        { name: 'ownerUpdates', type: 'checkbox', defaultValue: true, label: 'Owner updates' },
        { name: 'events', type: 'checkbox', defaultValue: false, label: 'Events' },
        { name: 'sms', type: 'checkbox', defaultValue: false, label: 'SMS' },
      ],
    },
    {
      // Bumped on password change; sessions carrying an older version are rejected (signs out other sessions).
      name: 'sessionVersion',
      type: 'number',
      defaultValue: 0,
      access: { create: adminsField, update: adminsField },
      admin: { hidden: true },
    },
    {
      // Sessions ended by signing out before they expired: [{ sid, exp }] (see session/revocation.ts).
      // Server code only (it passes overrideAccess); nobody reads or writes it through the CMS API.
      name: 'revokedSessions',
      type: 'json',
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      // True only for accounts the demo seed made; production databases never get them.
      name: 'demo',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminsField, update: adminsField },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
