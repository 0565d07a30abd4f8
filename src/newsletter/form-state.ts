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

/** The honeypot field's name: hidden from people, filled in by naive bots. */
export const HONEYPOT_FIELD = 'company_website'
