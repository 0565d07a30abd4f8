'use client'

import { useActionState } from 'react'

import { idleState } from '@/kit/forms/form-state'

import { paySecondDeposit, type SecondDepositState } from './actions'
import styles from './SecondDeposit.module.css'

/**
 * The control that pays an order's second deposit. Self-contained: give it the order number; the
 * server action checks that the signed-in customer owns the order. Disabled while submitting.
 */
export function PaySecondDepositButton({ orderNumber, label }: { orderNumber: string; label: string }) {
  const [state, action, pending] = useActionState<SecondDepositState, FormData>(paySecondDeposit, idleState())
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="order" value={orderNumber} />
      <button type="submit" className={styles.button} disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Opening the payment page…' : label}
      </button>
      {state.message && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </form>
  )
}
