/* What the sign-up form and its server action share. No zod here: the form is client code. */

/** What the sign-up server action returns; `idle` is the form's state before the first submit. */
export type SubscribeState = {
  status: 'idle' | 'success' | 'error'
  message: string
  /** The message for the e-mail field when the address itself is the problem. */
  fieldError?: string
  /** The address as typed, returned on error so the form can keep it after React resets the form. */
  email?: string
}

export const initialSubscribeState: SubscribeState = { status: 'idle', message: '' }

/** How long a confirmation link works (days); the link's mail and its page say so. */
export const CONFIRM_LINK_DAYS = 7

/** What the confirmation page (/newsletter/confirm) says for each state of its link. */
export const CONFIRMATION_MESSAGES = {
  pending: (email: string) => `Press the button to confirm that ${email} wants the Pebble newsletter.`,
  confirmed: (email: string) =>
    `Confirmed: ${email} is on the Pebble newsletter list. Thanks — we write when there's news worth sharing.`,
  expired: `This link has expired: confirmation links work for ${CONFIRM_LINK_DAYS} days. Sign up again and we'll send you a new one.`,
  invalid:
    'This link is not valid. It may be incomplete, or a newer link replaced it: use the newest one we sent, or sign up again.',
} as const
