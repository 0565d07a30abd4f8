/* The account form's field names, shared by the form and its action (no zod: the form is client code). */
export const ACCOUNT_FIELDS = ['name', 'email', 'phone', 'line1', 'line2', 'city', 'state', 'zip'] as const
export type AccountField = (typeof ACCOUNT_FIELDS)[number]
/** Asked for beside the e-mail: changing the e-mail address needs the current password. Never echoed back. */
export const CURRENT_PASSWORD_FIELD = 'currentPassword'
export type AccountFormField = AccountField | typeof CURRENT_PASSWORD_FIELD
