'use client'

import { PasswordField } from '@/kit/forms/fields/PasswordField'
import { idleState } from '@/kit/forms/form-state'
import { useFormAction } from '@/kit/forms/useFormAction'

import { cancelReservation, type CancelState } from './actions'
import styles from './CancelReservation.module.css'
import { CancelSubmit } from './CancelSubmit'

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
  const { state, form } = useFormAction<CancelState>(cancelReservation, idleState())
  return (
    <form {...form} className={styles.form}>
      <input type="hidden" name="order" value={orderNumber} />
      <input type="hidden" name="expectedRefund" value={expectedRefund} />
      <PasswordField
        purpose="current"
        form="cancel"
        name="password"
        label="Your password"
        required
        requiredMark={false}
        error={state.errors.password}
        className={styles.field}
      />
      <CancelSubmit label={label} message={state.message} />
    </form>
  )
}
