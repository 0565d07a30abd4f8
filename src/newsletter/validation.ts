import { z } from 'zod'

export { HONEYPOT_FIELD, initialSubscribeState, type SubscribeState } from './form-state'

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254

export const EMAIL_MESSAGES = {
  missing: 'Enter your e-mail address.',
  invalid: 'Enter a valid e-mail address, like name@example.com.',
  tooLong: `That address is too long (${EMAIL_MAX_LENGTH} characters at most).`,
} as const

/** Trimmed, lower-cased (so Name@Example.com and name@example.com are one subscriber), valid, at most 254 characters. */
const emailSchema = z
  .string({ error: EMAIL_MESSAGES.missing })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_MESSAGES.missing)
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
  .pipe(
    z
      .email({ error: EMAIL_MESSAGES.invalid })
      // As strict as Payload's own `email` field: no domain label may start or end with a hyphen.
      .refine(
        (value) =>
          (value.split('@')[1] ?? '').split('.').every((label) => !label.startsWith('-') && !label.endsWith('-')),
        {
          error: EMAIL_MESSAGES.invalid,
        },
      ),
  )

export type EmailResult = { ok: true; email: string } | { ok: false; error: string }

/**
 * Validates and normalises a sign-up address. Pure, never throws: anything that is not a
 * usable address (null, a File from FormData, a number…) comes back as `{ ok: false, error }`.
 */
export function normaliseEmail(input: unknown): EmailResult {
  const parsed = emailSchema.safeParse(input ?? '')
  if (parsed.success) return { ok: true, email: parsed.data }
  return { ok: false, error: parsed.error.issues[0]?.message ?? EMAIL_MESSAGES.invalid }
}

/** Where a sign-up came from ('pre-footer', 'footer', …). Anything odd is recorded as 'website'. */
export function normaliseSource(input: unknown): string {
  const value = typeof input === 'string' ? input.trim().toLowerCase() : ''
  return /^[a-z0-9][a-z0-9-]{0,39}$/.test(value) ? value : 'website'
}
