'use client'

import { idleState } from '@/kit/forms/form-state'
import { useFormAction } from '@/kit/forms/useFormAction'

import { cancelWithLink, type CancelState } from './actions'
import styles from './CancelReservation.module.css'
import { CancelSubmit } from './CancelSubmit'

/** The mailed link's button: the token and what the page showed go with it; the server action checks both again. */
export function ConfirmCancelForm({
  orderNumber,
  token,
  expectedRefund,
  label,
}: {
  orderNumber: string
  token: string
  expectedRefund: number
  label: string
}) {
  const { state, form } = useFormAction<CancelState>(cancelWithLink, idleState())
  return (
    <form {...form} className={styles.form}>
      <input type="hidden" name="order" value={orderNumber} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="expectedRefund" value={expectedRefund} />
      <CancelSubmit label={label} message={state.message} />
    </form>
  )
}
