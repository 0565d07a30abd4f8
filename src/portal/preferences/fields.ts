/*
 * The preference checkboxes, shared by the form and its action. Each hint says what the choice
 * sends, how and how often: marketing is opt-in, so nothing here is on unless the customer chose it.
 */
export const PREFERENCE_FIELDS = [
  {
    name: 'productNews',
    label: 'Product news',
    hint: 'An e-mail about once a month: new features, colours and options, and launch dates. Off unless you turn it on.',
  },
  {
    name: 'ownerUpdates',
    label: 'Owner updates',
    hint: 'E-mails when your build slot, production or delivery moves on, and invitations to owner-only events. A few a year.',
  },
  {
    name: 'events',
    label: 'Events',
    hint: 'E-mail invitations to test-tow days and owner meet-ups near your address. A few a year.',
  },
  {
    name: 'sms',
    label: 'SMS',
    hint: 'Short text messages for time-sensitive updates, like your delivery day. Needs a phone number in your account.',
  },
] as const
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number]['name']
