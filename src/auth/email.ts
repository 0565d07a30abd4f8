/** An e-mail as accounts store and compare it: trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()
