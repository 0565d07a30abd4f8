'use client'

import { idleState } from '@/kit/forms/form-state'
import { SubmitButton } from '@/kit/forms/SubmitButton'
import { useFormAction } from '@/kit/forms/useFormAction'

import { paySecondDeposit, type SecondDepositState } from './actions'
import styles from './SecondDeposit.module.css'

/**
 * The control that pays an order's second deposit. Self-contained: give it the order number; the
 * server action checks that the signed-in customer owns the order. Disabled while submitting.
 */
export function PaySecondDepositButton({ orderNumber, label }: { orderNumber: string; label: string }) {
  const { state, form } = useFormAction<SecondDepositState>(paySecondDeposit, idleState())
  return (
    <form {...form} className={styles.form}>
      <input type="hidden" name="order" value={orderNumber} />
      <SubmitButton className={styles.button} label={label} busyLabel="Opening the payment page…" />
      {state.message && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </form>
  )
}
