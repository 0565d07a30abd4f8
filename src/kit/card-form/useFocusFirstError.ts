'use client'

import { useEffect, useRef } from 'react'

import type { CardFormState } from '@/kit/card-form/form-state'

/** After a server action answers with field errors, moves keyboard focus to the first field to fix. */
export function useFocusFirstError(state: CardFormState, pending: boolean) {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (pending || state.status !== 'error') return
    const first = Object.keys(state.fieldErrors ?? {})[0]
    if (first) ref.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }, [state, pending])
  return ref
}
