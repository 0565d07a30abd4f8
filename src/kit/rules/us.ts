import { z } from 'zod'

/**
 * THE list of US postal regions a customer can live in or take delivery in: the states, DC and the
 * territories the post office serves, by their two-letter codes. The build flow's state menu,
 * checkout, the account form and the Customers collection all use it.
 */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
} as const
export type UsState = keyof typeof US_STATES
export const US_STATE_CODES = Object.keys(US_STATES) as [UsState, ...UsState[]]

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
