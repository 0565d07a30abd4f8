'use client'

import { useEffect, useRef } from 'react'

import type { FormState } from './form-state'

/** After a server action answers with field errors, moves keyboard focus to the first field to fix. */
export function useFocusFirstError(state: Pick<FormState, 'status' | 'errors'>, pending: boolean) {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (pending || state.status !== 'error') return
    const first = Object.keys(state.errors)[0]
    if (first) ref.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [state, pending])
  return ref
}
