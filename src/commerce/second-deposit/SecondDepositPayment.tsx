import type { SignedInCustomer } from '@/auth/session/signed-in-customer'
import type { Order } from '@/payload-types'
import { payloadClient } from '@/db/payload'

import { findOwnPayment, reconcileOnReturn } from '../orders/own'
import { secondDepositPayable } from '../orders/stateMachine'
import type { OrderStatus } from '../orders/statuses'
import { formatUSDCents } from '../pricing/money'
import { PaySecondDepositButton } from './PaySecondDepositButton'
import styles from './SecondDeposit.module.css'

/**
 * The pay control for an order's second deposit, for its owner: a decline message after a failed
 * attempt, and the button that opens the provider's checkout. Nothing when the deposit cannot be
 * paid (already paid, cancelled, or the first deposit still open).
 */
export async function SecondDepositPayment({ order, customer }: { order: Order; customer: SignedInCustomer }) {
  if (!secondDepositPayable(order.status as OrderStatus, order.secondDeposit?.status)) return null
  const payment = await findOwnPayment(await payloadClient(), order, 'second', customer)
  return (
    <div className={styles.pay}>
      {payment?.status === 'failed' && (
        <p className={styles.error} role="alert">
          {payment.failureMessage ?? 'The last payment attempt failed.'} The second deposit is still unpaid.
        </p>
      )}
      <PaySecondDepositButton orderNumber={order.number} label={`Pay ${formatUSDCents(order.secondDeposit.amount)}`} />
    </div>
  )
}

/** Back from checkout, the webhook may not have arrived yet: settle the pending payment now. True when the order changed. */
export async function settleSecondDepositOnReturn(order: Order, customer: SignedInCustomer): Promise<boolean> {
  const payload = await payloadClient()
  return reconcileOnReturn(payload, await findOwnPayment(payload, order, 'second', customer))
}
