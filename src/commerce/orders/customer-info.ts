import { z } from 'zod'

import { usPhone } from '@/portal/forms/us'

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
} as const
export type UsState = keyof typeof US_STATES

const required = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`)

/** Contact and billing details of the customer-information step. The same rules in the browser and on the server. */
export const customerInfoSchema = z.object({
  firstName: required('Enter your first name.', 60),
  lastName: required('Enter your last name.', 60),
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address, like name@example.com.')),
  // The portal's phone rule (one rule for every door that stores a customer's phone), required here.
  phone: z
    .string({ error: 'Enter your phone number.' })
    .pipe(usPhone)
    .refine((v) => v !== '', 'Enter your phone number.'),
  country: z.literal('US', { error: 'We deliver in the United States only.' }),
  line1: required('Enter your street address.'),
  line2: z.string().trim().max(120, 'Use at most 120 characters.').optional().default(''),
  city: required('Enter your city.', 80),
  state: z.enum(Object.keys(US_STATES) as [UsState, ...UsState[]], { error: 'Choose your state.' }),
  zip: z
    .string({ error: 'Enter your ZIP code.' })
    .trim()
    .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.'),
})
export type CustomerInfo = z.infer<typeof customerInfoSchema>
export type CustomerInfoField = keyof CustomerInfo

/** An account made at checkout follows the sign-up rule: one password rule for every door. */
export { newPasswordField as passwordSchema } from '@/auth/validation'

/** Per-field messages from a zod error: the first message for each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form'
    out[key] ??= issue.message
  }
  return out
}

export const emptyCustomerInfo: Record<CustomerInfoField, string> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: 'US',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
}
