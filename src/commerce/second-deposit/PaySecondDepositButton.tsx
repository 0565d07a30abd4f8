'use client'

import { useActionState } from 'react'

import { paySecondDeposit, type SecondDepositState } from './actions'
import styles from './SecondDeposit.module.css'

/**
 * The control that pays an order's second deposit. Self-contained: give it the order number; the
 * server action checks that the signed-in customer owns the order. Disabled while submitting.
 */
export function PaySecondDepositButton({ orderNumber, label }: { orderNumber: string; label: string }) {
  const [state, action, pending] = useActionState<SecondDepositState, FormData>(paySecondDeposit, { error: null })
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="order" value={orderNumber} />
      <button type="submit" className={styles.button} disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Opening the payment page…' : label}
      </button>
      {state.error && (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      )}
    </form>
  )
}
