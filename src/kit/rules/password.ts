import { z } from 'zod'

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from './password-limit'

const TOO_LONG = `Use at most ${PASSWORD_MAX_LENGTH} characters.`

export const newPasswordRule = z
  .string({ error: 'Choose a password.' })
  .min(1, 'Choose a password.')
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE)
  .max(PASSWORD_MAX_LENGTH, TOO_LONG)
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), PASSWORD_RULE)

/** A password being typed to prove who you are: only its length is checked. */
export const currentPasswordRule = z
  .string({ error: 'Enter your password.' })
  .min(1, 'Enter your password.')
  .max(PASSWORD_MAX_LENGTH, TOO_LONG)
