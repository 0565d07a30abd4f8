import { z } from 'zod'

/** US states, DC and the territories the post office serves, by their two-letter codes. */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
] as const

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '')

/** A form value as a trimmed string ('' for a missing field or a file). */
export const field = (formData: FormData, name: string) => text(formData.get(name)).trim()
export const checked = (formData: FormData, name: string) => formData.get(name) === 'on'

/** A US phone number: 10 digits (an optional leading 1 or +1), written as (415) 555-0134. */
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

export const usState = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (value) => value === '' || (US_STATE_CODES as readonly string[]).includes(value),
    'Use the two-letter state code, like CA.',
  )

export const usZip = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{5}$/.test(value), 'Enter a 5-digit ZIP code, like 94110.')

/** First message per field from a zod error, keyed by the field's path. */
export function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') as Field
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}
