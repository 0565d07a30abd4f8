import { z } from 'zod'

import { addressGaps, CUSTOMER_RULES } from '@/auth/customer-rules'
import { normaliseEmail } from '@/kit/rules/email'
import { fieldErrors } from '@/kit/rules/field-errors'

import type { AccountField } from './fields'

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
