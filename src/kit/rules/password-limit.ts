// The password rule's words and lengths without the validation library: the password field shows
// them on pages that check the rule only on the server or load it later (the build flow).
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128

/** THE password rule, for every door that sets a password (sign-up, checkout, reset, change). */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, with at least one letter and one number.`
