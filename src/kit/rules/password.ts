import { z } from 'zod'

/** THE password rule, for every door that sets a password (sign-up, checkout, reset, change). */
export const PASSWORD_RULE = 'At least 10 characters, with at least one letter and one number.'

export const newPasswordRule = z
  .string({ error: 'Choose a password.' })
  .min(1, 'Choose a password.')
  .min(10, PASSWORD_RULE)
  .max(128, 'Use at most 128 characters.')
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), PASSWORD_RULE)

/** A password being typed to prove who you are: only its length is checked. */
export const currentPasswordRule = z
  .string({ error: 'Enter your password.' })
  .min(1, 'Enter your password.')
  .max(128, 'Use at most 128 characters.')
