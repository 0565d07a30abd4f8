import type { CollectionConfig } from 'payload'

import { admins, adminsField, staffWithOrSelf } from '@/access'
import { formRule } from '@/kit/forms/payload-rule'

import { type AddressPart, addressGaps, CUSTOMER_RULES, smsNeedsPhone } from './customer-rules'
import { closedCustomerAuthEndpoints, guardCustomerAuthOperations } from './cms-guard'
import { hashNewPassword, storeNewPasswordHash } from './customer-password-hooks'
import { nextAuthSessionStrategy } from './payload-strategy'

/** An address line: the portal's rule for it, and the address is all or nothing (the same rule as the form). */
function addressPart(name: AddressPart) {
  const rule = formRule(CUSTOMER_RULES[name])
  return {
    hooks: rule.hooks,
    validate: ((value, args) => {
      const own = rule.validate(value, args)
      if (own !== true) return own
      return addressGaps((args.siblingData ?? {}) as Partial<Record<AddressPart, string>>)[name] ?? true
    }) satisfies typeof rule.validate,
  }
}

/**
 * People who reserve a Pebble. They sign in on the site (next-auth, see src/auth), never in /admin.
 * Their passwords are stored as Argon2id (password-hash.ts, customer-password-hooks.ts); failed sign-ins
 * are rate limited, never locked out. Payload's own customer auth routes are closed (cms-guard.ts) and the next-auth session cookie authenticates
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
    // are rate limited per pair, address and account instead (src/rate-limit/policies.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: process.env.NODE_ENV === 'production' && !process.env.ALLOW_INSECURE_COOKIES, sameSite: 'Lax' },
    strategies: [nextAuthSessionStrategy],
    // Payload's own sessions are never used: next-auth holds customer sessions.
    useSessions: false,
    // Customers never sign in through Payload (next-auth checks their Argon2id hash), so Payload's
    // local strategy is off while its fields (email, hash, salt) stay: its create operation then
    // stores the hash the site made instead of making a PBKDF2 one inside the transaction.
    disableLocalStrategy: { enableFields: true },
  },
  hooks: {
    beforeOperation: [guardCustomerAuthOperations],
    beforeChange: [hashNewPassword],
    afterChange: [storeNewPasswordHash],
  },
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
    // The portal's rules on every field a customer can change (src/auth/customer-rules.ts): REST, GraphQL and the Local API refuse what the forms refuse.
    { name: 'name', type: 'text', required: true, maxLength: 120, ...formRule(CUSTOMER_RULES.name) },
    { name: 'phone', type: 'text', maxLength: 32, ...formRule(CUSTOMER_RULES.phone) },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'line1', type: 'text', maxLength: 120, ...addressPart('line1') },
        { name: 'line2', type: 'text', maxLength: 120, ...addressPart('line2') },
        { name: 'city', type: 'text', maxLength: 80, ...addressPart('city') },
        {
          name: 'state',
          type: 'text',
          maxLength: 2,
          admin: { description: 'Two-letter US state code.' },
          ...addressPart('state'),
        },
        { name: 'zip', type: 'text', maxLength: 5, ...addressPart('zip') },
      ],
    },
    {
      name: 'preferences',
      type: 'group',
      admin: { description: 'What the customer agreed to hear about.' },
      fields: [
        { name: 'productNews', type: 'checkbox', defaultValue: false, label: 'Product news' },
        { name: 'ownerUpdates', type: 'checkbox', defaultValue: true, label: 'Owner updates' },
        { name: 'events', type: 'checkbox', defaultValue: false, label: 'Events' },
        {
          name: 'sms',
          type: 'checkbox',
          defaultValue: false,
          label: 'SMS',
          validate: (value, { data, previousValue, operation }) =>
            smsNeedsPhone({
              sms: value === undefined && operation === 'update' ? previousValue : value,
              phone: (data as { phone?: string | null })?.phone,
            }) ?? true,
        },
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
