/* THE state of every form the site's visitors fill in, and of the server action behind it. No zod here: forms are client code. */

type Values<Field extends string> = Partial<Record<Field, string | boolean>>
type Errors<Field extends string> = Partial<Record<Field, string>>

/**
 * What a form's server action returns; `idle` is the state before the first submit. `Outcome`:
 * what a success leads to beyond its message, for the form to act on (a page to load next, the
 * state a link turned out to be in); most forms have none.
 */
export type FormState<Field extends string = string, Outcome = never> = {
  status: 'idle' | 'success' | 'error'
  /** About the whole form, in one sentence: shown above the submit button or at the top of a card. */
  message: string
  /** One message per field, shown beside the field. */
  errors: Errors<Field>
  /** The values to show after the submit (what was saved, or what was typed when it failed; never a password). */
  values: Values<Field>
  outcome?: Outcome
}

export const idleState = <Field extends string = string>(values: Values<Field> = {}): FormState<Field> => ({
  status: 'idle',
  message: '',
  errors: {},
  values,
})

/** An answer that changed nothing: a message for the form and/or for fields, and what was typed. */
export const failed = <Field extends string = string>(
  message: string,
  errors: Errors<Field> = {},
  values: Values<Field> = {},
): FormState<Field> => ({ status: 'error', message, errors, values })

export const succeeded = <Field extends string = string, Outcome = never>(
  message: string,
  values: Values<Field> = {},
  outcome?: Outcome,
): FormState<Field, Outcome> => ({ status: 'success', message, errors: {}, values, outcome })
