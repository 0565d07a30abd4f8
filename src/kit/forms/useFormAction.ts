'use client'

import { useActionState, useEffect, useRef } from 'react'

import type { FormState } from './form-state'

/**
 * A form posting to a server action: its state, and the props of its <form> — the action, no
 * browser validation (the server's messages show beside the fields), `data-state` for styles and
 * tests, and a ref that moves keyboard focus to the first field to fix when an answer has errors.
 */
export function useFormAction<State extends FormState<never>>(
  action: (state: Awaited<State>, formData: FormData) => State | Promise<State>,
  initial: Awaited<State>,
) {
  const [state, formAction, pending] = useActionState<State, FormData>(action, initial)
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (pending || state.status !== 'error') return
    const first = Object.keys(state.errors)[0]
    if (first) ref.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [state, pending])
  const form = { ref, action: formAction, noValidate: true, 'data-state': pending ? 'pending' : state.status }
  return { state, pending, form }
}
