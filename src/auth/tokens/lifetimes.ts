/** How long a mailed link works (minutes). Each link also works only once. */
export const SIGN_IN_LINK_MINUTES = 15
export const RESET_LINK_MINUTES = 60
export const CANCEL_LINK_MINUTES = 30
export const CHANGE_LINK_MINUTES = 30
