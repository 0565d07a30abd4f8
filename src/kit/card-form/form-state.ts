/** What a card form's server action returns to it (the sign-in pages, the newsletter confirmation). No zod here: forms are client code. */
export type CardFormState = {
  status: 'idle' | 'error' | 'success'
  /** A message about the whole form (e.g. "Too many attempts"), or the success message. */
  message?: string
  /** A message beside each field that needs fixing, by field name. */
  fieldErrors?: Record<string, string>
  /** What was typed (never passwords), so the form keeps it after React resets it. */
  values?: Record<string, string>
  /** Where the browser goes next (a full load, so the whole page sees the new session). */
  redirectTo?: string
}

export const idleState: CardFormState = { status: 'idle' }
