import { z } from 'zod'

import { normaliseEmail } from '@/newsletter/validation'

import { fieldErrors, usPhone, usState, usZip } from '../forms/us'
import type { AccountField } from './fields'

const line = (max: number, tooLong: string) => z.string().trim().max(max, tooLong)

/**
 * THE rules for a customer's own record, one per stored field. The portal's account form uses
 * them here; the Customers collection puts the same ones on its fields (src/auth/Customers.ts), so
 * the CMS REST API, GraphQL and the Local API refuse what the form refuses.
 */
export const CUSTOMER_RULES = {
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'Your name is too long (120 characters at most).'),
  phone: usPhone,
  line1: line(120, 'That address line is too long.'),
  line2: line(120, 'That address line is too long.'),
  city: line(80, 'That city name is too long.'),
  state: usState,
  zip: usZip,
}

export type AddressPart = 'line1' | 'line2' | 'city' | 'state' | 'zip'

const REQUIRED_ADDRESS_PARTS: [AddressPart, string][] = [
  ['line1', 'Enter the street address.'],
  ['city', 'Enter the city.'],
  ['state', 'Enter the state, like CA.'],
  ['zip', 'Enter the ZIP code.'],
]

/**
 * A postal address is all or nothing: a half address is no use for a delivery. The message for
 * each required part that is missing from an address that is not empty.
 */
export function addressGaps(
  address: Partial<Record<AddressPart, string | null | undefined>>,
): Partial<Record<AddressPart, string>> {
  const part = (key: AddressPart) => (address[key] ?? '').trim()
  const gaps: Partial<Record<AddressPart, string>> = {}
  if ((['line1', 'line2', 'city', 'state', 'zip'] as const).every((key) => part(key) === '')) return gaps
  for (const [key, message] of REQUIRED_ADDRESS_PARTS) if (part(key) === '') gaps[key] = message
  return gaps
}

const accountSchema = z
  .object({
    ...CUSTOMER_RULES,
    email: z.string().transform((value, ctx) => {
      const result = normaliseEmail(value)
      if (result.ok) return result.email
      ctx.addIssue({ code: 'custom', message: result.error })
      return z.NEVER
    }),
  })
  .superRefine((value, ctx) => {
    for (const [key, message] of Object.entries(addressGaps(value)))
      ctx.addIssue({ code: 'custom', path: [key], message })
  })

export type AccountInput = z.output<typeof accountSchema>

export type AccountResult =
  { ok: true; data: AccountInput } | { ok: false; errors: Partial<Record<AccountField, string>> }

/** Validates the account form. Pure; never throws. */
export function parseAccount(raw: Record<AccountField, string>): AccountResult {
  const parsed = accountSchema.safeParse(raw)
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors<AccountField>(parsed.error) }
}
