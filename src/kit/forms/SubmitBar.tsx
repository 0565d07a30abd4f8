'use client'

import { useFormStatus } from 'react-dom'

import type { FormState } from './form-state'
import styles from './forms.module.css'
import { SubmitButton } from './SubmitButton'

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
      <SubmitButton label={label} busyLabel={busyLabel} />
      <p role="status" className={styles.status} data-status={pending ? 'idle' : state.status}>
        {!pending && state.message}
      </p>
    </div>
  )
}
