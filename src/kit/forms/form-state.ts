/* What the portal's forms and their server actions share. No zod here: the forms are client code. */

/** What a form's server action returns; `idle` is the state before the first submit. */
export type FormState<Field extends string = string> = {
  status: 'idle' | 'success' | 'error'
  /** Shown above the submit button (a live region): the outcome in one sentence. */
  message: string
  /** One message per field, shown under the field. */
  errors: Partial<Record<Field, string>>
  /** The values to show after the submit (what was saved, or what was typed when it failed). */
  values: Partial<Record<Field, string | boolean>>
}

export const idleState = <Field extends string>(
  values: Partial<Record<Field, string | boolean>>,
): FormState<Field> => ({
  status: 'idle',
  message: '',
  errors: {},
  values,
})
