'use client'

import { useActionState } from 'react'

import { cancelReservation, type CancelState } from './actions'
import styles from './CancelReservation.module.css'

/** The confirmation: the customer's password and the button. The server action re-checks everything. */
export function CancelReservationForm({
  orderNumber,
  expectedRefund,
  label,
}: {
  orderNumber: string
  expectedRefund: number
  label: string
}) {
  const [state, action, pending] = useActionState<CancelState, FormData>(cancelReservation, {
    error: null,
    passwordError: null,
  })
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="order" value={orderNumber} />
      <input type="hidden" name="expectedRefund" value={expectedRefund} />
      <label className={styles.field}>
        <span>Your password</span>
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          aria-invalid={state.passwordError ? true : undefined}
          aria-describedby={state.passwordError ? 'cancel-password-error' : undefined}
        />
      </label>
      {state.passwordError && (
        <p id="cancel-password-error" className={styles.fieldError}>
          {state.passwordError}
        </p>
      )}
      <button type="submit" className={styles.danger} disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Cancelling…' : label}
      </button>
      {state.error && (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      )}
    </form>
  )
}
