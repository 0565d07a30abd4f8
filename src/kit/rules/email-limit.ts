/* No zod here: client forms read the limit (the newsletter form is on every page; see us-states.ts). */

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254
