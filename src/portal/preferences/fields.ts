/* The preference checkboxes, shared by the form and its action. */
export const PREFERENCE_FIELDS = [
  { name: 'productNews', label: 'Product news', hint: 'New features, colours and options — about once a month.' },
  {
    name: 'ownerUpdates',
    label: 'Owner updates',
    hint: 'Your build slot, production and delivery milestones, owner-only events.',
  },
  { name: 'events', label: 'Events', hint: 'Test-tow days and owner meet-ups near you.' },
  {
    name: 'sms',
    label: 'SMS',
    hint: 'Short text messages for time-sensitive updates, like your delivery day. Needs a phone number in your account.',
  },
] as const
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number]['name']

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
