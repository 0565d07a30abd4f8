/* The account form's field names, shared by the form and its action (no zod: the form is client code). */
export const ACCOUNT_FIELDS = ['name', 'email', 'phone', 'line1', 'line2', 'city', 'state', 'zip'] as const
export type AccountField = (typeof ACCOUNT_FIELDS)[number]
