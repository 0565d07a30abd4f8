/* The contact form's field names, shared by the form and its actions (no zod: the form is client code). */
export const CONTACT_TEXT_FIELDS = ['subject', 'name', 'email', 'phone', 'zip', 'message', 'relatedOrder'] as const
export const CONTACT_CHECKBOXES = ['mailingList', 'marketing', 'privacy'] as const
export type ContactField = (typeof CONTACT_TEXT_FIELDS)[number] | (typeof CONTACT_CHECKBOXES)[number]

export const MESSAGE_MAX_LENGTH = 5000
