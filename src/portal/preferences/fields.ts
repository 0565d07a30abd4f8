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
