import { z } from 'zod'

import { US_STATE_CODES } from './us-states'

export { US_STATE_CODES, US_STATES, type UsState } from './us-states'

/** A US phone number: 10 digits (an optional leading 1 or +1), written as (415) 555-0134. Empty stays empty. */
export const usPhone = z
  .string()
  .trim()
  .max(32, 'That phone number is too long.')
  .transform((value, ctx) => {
    if (value === '') return ''
    const digits = value.replace(/[\s().+-]/g, '')
    const national = /^1\d{10}$/.test(digits) ? digits.slice(1) : digits
    if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a US phone number with area code, like (415) 555-0134.' })
      return z.NEVER
    }
    return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
  })

/** A state code (upper-cased), or empty. */
export const usState = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (value) => value === '' || (US_STATE_CODES as readonly string[]).includes(value),
    'Use the two-letter state code, like CA.',
  )

/** A 5-digit ZIP code, or empty. */
export const usZip = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{5}$/.test(value), 'Enter a 5-digit ZIP code, like 94110.')
