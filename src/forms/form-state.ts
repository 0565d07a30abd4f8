import type { FormState } from '@/kit/forms/form-state'

/** An editor-built form's state: its fields are named by the editor. */
export type EditorFormState = FormState<string>

export const FORM_MESSAGES = {
  invalid: 'Please correct the highlighted fields. Nothing was sent yet.',
  failed: 'Something went wrong on our side and your answers were not saved. Please try again in a moment.',
  /** Shown when the editor wrote no confirmation text. */
  received: 'Thank you — we received your answers.',
} as const
