import { z } from 'zod'

/** THE rules for what a customer types into the sign-in pages (forms and server actions share them). */
export const PASSWORD_RULE = 'At least 10 characters, with at least one letter and one number.'

export const emailField = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'))
  .transform((email) => email.toLowerCase())

export const newPasswordField = z
  .string({ error: 'Choose a password.' })
  .min(1, 'Choose a password.')
  .min(10, PASSWORD_RULE)
  .max(128, 'Use at most 128 characters.')
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), PASSWORD_RULE)

const currentPasswordField = z
  .string({ error: 'Enter your password.' })
  .min(1, 'Enter your password.')
  .max(128, 'Use at most 128 characters.')

const confirmed = <T extends { password: string; confirm: string }>(data: T, ctx: z.RefinementCtx) => {
  if (data.password !== data.confirm)
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'The passwords do not match.' })
}

export const passwordSignInSchema = z.object({ email: emailField, password: currentPasswordField })
export const emailLinkSchema = z.object({ email: emailField })

export const signUpSchema = z
  .object({
    name: z
      .string({ error: 'Enter your name.' })
      .trim()
      .min(1, 'Enter your name.')
      .max(120, 'Use at most 120 characters.'),
    email: emailField,
    password: newPasswordField,
    confirm: z.string().max(128),
  })
  .superRefine(confirmed)

export const forgotPasswordSchema = z.object({ email: emailField })

export const resetPasswordSchema = z
  .object({
    token: z.string().regex(/^[a-f0-9]{64}$/, 'This reset link is not valid.'),
    password: newPasswordField,
    confirm: z.string().max(128),
  })
  .superRefine(confirmed)

export const changePasswordSchema = z
  .object({ current: currentPasswordField, password: newPasswordField, confirm: z.string().max(128) })
  .superRefine(confirmed)
  .refine((data) => data.current !== data.password, {
    path: ['password'],
    message: 'Choose a password different from your current one.',
  })

/** Field name → first message, for errors beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] ??= issue.message
  }
  return out
}
