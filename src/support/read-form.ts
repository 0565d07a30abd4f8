import { checked, field } from '@/kit/forms/read-form'

import { CONTACT_CHECKBOXES, CONTACT_TEXT_FIELDS } from './fields'
import type { ContactRaw } from './validation'

/** The contact form's values from a submission, as strings and booleans. */
export function readContactForm(formData: FormData): ContactRaw {
  const text = Object.fromEntries(CONTACT_TEXT_FIELDS.map((name) => [name, field(formData, name)]))
  const boxes = Object.fromEntries(CONTACT_CHECKBOXES.map((name) => [name, checked(formData, name)]))
  return { ...text, ...boxes } as ContactRaw
}
