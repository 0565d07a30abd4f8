import { z } from 'zod'

import { EMAIL_MAX_LENGTH } from './email-limit'

export { EMAIL_MAX_LENGTH }

export const EMAIL_MESSAGES = {
  missing: 'Enter your e-mail address.',
  invalid: 'Enter a valid e-mail address, like name@example.com.',
  tooLong: `That address is too long (${EMAIL_MAX_LENGTH} characters at most).`,
} as const

/**
 * THE e-mail rule, for every form and door that takes an address (sign-in, sign-up, checkout, the
 * account form, contact, newsletter): trimmed, lower-cased (so Name@Example.com and
 * name@example.com are one person), valid, at most 254 characters, and as strict as Payload's own
 * `email` field (no domain label starts or ends with a hyphen), so what passes here is stored.
 */
export const emailRule = z
  .string({ error: EMAIL_MESSAGES.missing })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_MESSAGES.missing)
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
  .pipe(
    z
      .email({ error: EMAIL_MESSAGES.invalid })
      .refine(
        (value) =>
          (value.split('@')[1] ?? '').split('.').every((label) => !label.startsWith('-') && !label.endsWith('-')),
        { error: EMAIL_MESSAGES.invalid },
      ),
  )

export type EmailResult = { ok: true; email: string } | { ok: false; error: string }

/**
 * The e-mail rule as a plain function. Never throws: anything that is not a usable address (null,
 * a File from FormData, a number…) comes back as `{ ok: false, error }`.
 */
export function normaliseEmail(input: unknown): EmailResult {
  const parsed = emailRule.safeParse(input ?? '')
  if (parsed.success) return { ok: true, email: parsed.data }
  return { ok: false, error: parsed.error.issues[0]?.message ?? EMAIL_MESSAGES.invalid }
}
