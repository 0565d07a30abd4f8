import { z } from 'zod'

import { normaliseEmail } from '@/newsletter/validation'

import { fieldErrors, usPhone, usState, usZip } from '../forms/us'
import type { AccountField } from './fields'

const line = (max: number, tooLong: string) => z.string().trim().max(max, tooLong)

const accountSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name.').max(120, 'Your name is too long (120 characters at most).'),
    email: z.string().transform((value, ctx) => {
      const result = normaliseEmail(value)
      if (result.ok) return result.email
      ctx.addIssue({ code: 'custom', message: result.error })
      return z.NEVER
    }),
    phone: usPhone,
    line1: line(120, 'That address line is too long.'),
    line2: line(120, 'That address line is too long.'),
    city: line(80, 'That city name is too long.'),
    state: usState,
    zip: usZip,
  })
  .superRefine((value, ctx) => {
    // A postal address is all or nothing: a half address is no use for a delivery.
    const parts = [value.line1, value.line2, value.city, value.state, value.zip]
    if (parts.every((part) => part === '')) return
    const missing: [AccountField, string][] = [
      ['line1', 'Enter the street address.'],
      ['city', 'Enter the city.'],
      ['state', 'Enter the state, like CA.'],
      ['zip', 'Enter the ZIP code.'],
    ]
    for (const [key, message] of missing) if (value[key as 'line1'] === '') ctx.addIssue({ code: 'custom', path: [key], message })
  })

export type AccountInput = z.output<typeof accountSchema>

export type AccountResult = { ok: true; data: AccountInput } | { ok: false; errors: Partial<Record<AccountField, string>> }

/** Validates the account form. Pure; never throws. */
export function parseAccount(raw: Record<AccountField, string>): AccountResult {
  const parsed = accountSchema.safeParse(raw)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors<AccountField>(parsed.error) }
}
