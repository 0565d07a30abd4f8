/* What the newsletter's forms and their server actions share. No zod here: the forms are client code. */
import type { FormState } from '@/kit/forms/form-state'

/** The sign-up form's state: its one field is the e-mail address. */
export type SubscribeState = FormState<'email'>

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
