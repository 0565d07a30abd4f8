import { z } from 'zod'

import { emailRule } from '@/kit/rules/email'
import { currentPasswordRule, newPasswordRule } from '@/kit/rules/password'

/* The sign-in pages' forms (their server actions parse with the same schemas), built from the kit's rules. */

const confirmed = <T extends { password: string; confirm: string }>(data: T, ctx: z.RefinementCtx) => {
  if (data.password !== data.confirm)
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'The passwords do not match.' })
}

export const passwordSignInSchema = z.object({ email: emailRule, password: currentPasswordRule })
export const emailLinkSchema = z.object({ email: emailRule })

export const signUpSchema = z
  .object({
    name: z
      .string({ error: 'Enter your name.' })
      .trim()
      .min(1, 'Enter your name.')
      .max(120, 'Use at most 120 characters.'),
    email: emailRule,
    password: newPasswordRule,
    confirm: z.string().max(128),
  })
  .superRefine(confirmed)

export const forgotPasswordSchema = z.object({ email: emailRule })

export const resetPasswordSchema = z
  .object({
    token: z.string().regex(/^[a-f0-9]{64}$/, 'This reset link is not valid.'),
    password: newPasswordRule,
    confirm: z.string().max(128),
  })
  .superRefine(confirmed)

export const changePasswordSchema = z
  .object({ current: currentPasswordRule, password: newPasswordRule, confirm: z.string().max(128) })
  .superRefine(confirmed)
  .refine((data) => data.current !== data.password, {
    path: ['password'],
    message: 'Choose a password different from your current one.',
  })
