import { z } from 'zod'

import { usPhone, usState, usZip } from '@/kit/rules/us'

/*
 * THE rules for a customer's own record, one per stored field, beside the Customers collection
 * that enforces them on every door (REST, GraphQL, the Local API, the admin). The portal's account
 * and preferences forms check the same ones, with the same messages.
 */

const line = (max: number, tooLong: string) => z.string().trim().max(max, tooLong)

export const CUSTOMER_RULES = {
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'Your name is too long (120 characters at most).'),
  phone: usPhone,
  line1: line(120, 'That address line is too long.'),
  line2: line(120, 'That address line is too long.'),
  city: line(80, 'That city name is too long.'),
  state: usState,
  zip: usZip,
}

export type AddressPart = 'line1' | 'line2' | 'city' | 'state' | 'zip'

const REQUIRED_ADDRESS_PARTS: [AddressPart, string][] = [
  ['line1', 'Enter the street address.'],
  ['city', 'Enter the city.'],
  ['state', 'Enter the state, like CA.'],
  ['zip', 'Enter the ZIP code.'],
]

/**
 * A postal address is all or nothing: a half address is no use for a delivery. The message for
 * each required part that is missing from an address that is not empty.
 */
export function addressGaps(
  address: Partial<Record<AddressPart, string | null | undefined>>,
): Partial<Record<AddressPart, string>> {
  const part = (key: AddressPart) => (address[key] ?? '').trim()
  const gaps: Partial<Record<AddressPart, string>> = {}
  if ((['line1', 'line2', 'city', 'state', 'zip'] as const).every((key) => part(key) === '')) return gaps
  for (const [key, message] of REQUIRED_ADDRESS_PARTS) if (part(key) === '') gaps[key] = message
  return gaps
}

export const SMS_NEEDS_PHONE = 'Add a phone number in your account first: SMS updates go to that number.'
/** The same rule seen from the account form, when the phone number is removed. */
export const SMS_USES_PHONE = 'SMS updates go to this number: turn them off in Preferences before removing it.'

/**
 * THE SMS rule: SMS updates need a phone number on the record. The preferences form, the account
 * form (clearing the phone) and the Customers collection (every API) all ask this one function.
 */
export function smsNeedsPhone({
  sms,
  phone,
}: {
  sms: boolean | null | undefined
  phone: string | null | undefined
}): string | null {
  return sms && !(phone ?? '').trim() ? SMS_NEEDS_PHONE : null
}
