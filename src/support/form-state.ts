import type { FormState } from '@/kit/forms/form-state'

import type { ContactField } from './fields'

export type ContactState = FormState<ContactField>

export const CONTACT_MESSAGES = {
  invalid: 'Please correct the highlighted fields. Your message was not sent.',
  failed: 'Something went wrong on our side and your message was not sent. Please try again in a moment.',
  // Says nothing about an acknowledgement mail: over its daily limit an address gets none.
  sent: (reference: string, email: string) =>
    `Thanks — your message is on its way (reference ${reference}). We answer within one working day, at ${email}.`,
} as const
