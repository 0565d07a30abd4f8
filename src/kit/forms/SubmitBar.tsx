'use client'

import { useFormStatus } from 'react-dom'

import type { FormState } from './form-state'
import styles from './forms.module.css'

/** The submit button (busy while the action runs) and the outcome, announced politely. */
export function SubmitBar({
  label,
  busyLabel,
  state,
}: {
  label: string
  busyLabel: string
  state: Pick<FormState, 'status' | 'message'>
}) {
  const { pending } = useFormStatus()
  return (
    <div className={styles.submitBar}>
      <button type="submit" className={styles.submit} disabled={pending} aria-disabled={pending || undefined}>
        {pending ? busyLabel : label}
      </button>
      <p role="status" className={styles.status} data-status={pending ? 'idle' : state.status}>
        {!pending && state.message}
      </p>
    </div>
  )
}
