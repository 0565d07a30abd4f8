'use client'

import { type FormEvent, useActionState, useEffect, useRef } from 'react'

import type { FormState } from './form-state'

/** The first control, in the form's order, of a field the answer asks to fix. */
export function firstErrorControl(form: HTMLFormElement | null, errors: FormState['errors']): HTMLElement | null {
  for (const control of Array.from(form?.elements ?? [])) {
    const name = control.getAttribute('name')
    if (name && errors[name] && control instanceof HTMLElement) return control
  }
  return null
}

/**
 * Where keyboard focus goes when an answer arrives: on the first field to fix (a screen reader then
 * reads its error, which the field names in aria-describedby); otherwise back on the button that
 * sent the form if the browser dropped focus to the page (a focused button that becomes disabled
 * does that). Focus the visitor moved elsewhere meanwhile stays where it is.
 */
export function focusAfterAnswer(form: HTMLFormElement | null, state: FormState, submitter: HTMLElement | null) {
  if (state.status === 'error') {
    const control = firstErrorControl(form, state.errors)
    if (control) return control.focus()
  }
  const active = document.activeElement
  if (submitter?.isConnected && (!active || active === document.body)) submitter.focus()
}

/**
 * THE way a form submits: to a server action (or any function of the form's data) through React's
 * `useActionState`. Gives the form's state, whether it is being sent, and the props of its <form>:
 * the action, no browser validation (the server's messages show beside the fields), `data-state`
 * for styles and tests, and a ref through which focus moves to the first field to fix.
 *
 * With a server action the form also works before (or without) JavaScript: React renders it as a
 * plain POST and the page comes back with the answer.
 */
export function useFormAction<State extends FormState<never, unknown>>(
  action: (state: Awaited<State>, formData: FormData) => State | Promise<State>,
  initial: Awaited<State>,
) {
  const [state, formAction, pending] = useActionState<State, FormData>(action, initial)
  const ref = useRef<HTMLFormElement>(null)
  const submitter = useRef<HTMLElement | null>(null)
  // The initial state, not the first rendered one: a form posted before the page hydrated comes back
  // with its answer, whose first field to fix then gets focus too.
  const answered = useRef<Awaited<State>>(initial)
  useEffect(() => {
    if (pending || state === answered.current) return
    answered.current = state
    focusAfterAnswer(ref.current, state as FormState, submitter.current)
  }, [state, pending])
  const form = {
    ref,
    action: formAction,
    noValidate: true,
    'data-state': pending ? 'pending' : state.status,
    // The button that sent the form (for Enter in a field, the form's first button).
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      submitter.current = (event.nativeEvent as SubmitEvent).submitter
    },
  }
  return { state, pending, form }
}
