import { z } from 'zod'

import { emailRule } from '@/kit/rules/email'
import { US_STATE_CODES, usPhone } from '@/kit/rules/us'

const required = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`)

/** Contact and billing details of the customer-information step. The same rules in the browser and on the server. */
export const customerInfoSchema = z.object({
  firstName: required('Enter your first name.', 60),
  lastName: required('Enter your last name.', 60),
  email: emailRule,
  // The portal's phone rule (one rule for every door that stores a customer's phone), required here.
  phone: z
    .string({ error: 'Enter your phone number.' })
    .pipe(usPhone)
    .refine((v) => v !== '', 'Enter your phone number.'),
  country: z.literal('US', { error: 'We deliver in the United States only.' }),
  line1: required('Enter your street address.'),
  line2: z.string().trim().max(120, 'Use at most 120 characters.').optional().default(''),
  city: required('Enter your city.', 80),
  state: z.enum(US_STATE_CODES, { error: 'Choose your state.' }),
  zip: z
    .string({ error: 'Enter your ZIP code.' })
    .trim()
    .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.'),
})
export type CustomerInfo = z.infer<typeof customerInfoSchema>
export type CustomerInfoField = keyof CustomerInfo
