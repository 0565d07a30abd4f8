import type { SignedInCustomer } from '@/auth/session'

import { findOwnOrder, findOwnPayment, reconcileOnReturn } from '../orders/own'
import { secondDepositPayable } from '../orders/stateMachine'
import type { OrderStatus } from '../orders/statuses'
import { formatUSDCents } from '../pricing/money'
import { PaySecondDepositButton } from './PaySecondDepositButton'
import styles from './SecondDeposit.module.css'

const date = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '')

/**
 * The second deposit of one order, for its owner: the amount and the pay button, a decline
 * message after a failed attempt, or the confirmation once paid. For /customer-portal/second-deposit.
 */
export async function SecondDepositPanel({ orderNumber, customer }: { orderNumber: string; customer: SignedInCustomer }) {
  let order = await findOwnOrder(orderNumber, customer)
  if (!order) return <p className={styles.error}>We could not find order {orderNumber} in your account.</p>
  let payment = await findOwnPayment(order, 'second', customer)
  if (await reconcileOnReturn(payment)) {
    order = (await findOwnOrder(orderNumber, customer))!
    payment = await findOwnPayment(order, 'second', customer)
  }
  const deposit = order.secondDeposit
  const amount = formatUSDCents(deposit?.amount ?? 0)
  if (deposit?.status === 'paid') {
    return (
      <section className={styles.panel} aria-labelledby="second-deposit-done">
        <p className={styles.eyebrow}>Second deposit received</p>
        <h2 id="second-deposit-done" className={styles.title}>
          Thank you — your build slot is secured.
        </h2>
        <p>
          We received {amount} for order <strong data-testid="second-deposit-order">{order.number}</strong> on {date(deposit.paidAt)}. A receipt is in your inbox.
        </p>
      </section>
    )
  }
  const payable = secondDepositPayable(order.status as OrderStatus, deposit?.status)
  return (
    <section className={styles.panel} aria-labelledby="second-deposit-due">
      <p className={styles.eyebrow}>Order {order.number}</p>
      <h2 id="second-deposit-due" className={styles.title}>
        Second deposit: {amount}
      </h2>
      <p>The second deposit secures your build slot. It is refundable until production of your trailer begins.</p>
      {payment?.status === 'failed' && (
        <p className={styles.error} role="alert">
          {payment.failureMessage ?? 'The last payment attempt failed.'} The second deposit is still unpaid.
        </p>
      )}
      {payable ? (
        <PaySecondDepositButton orderNumber={order.number} label={`Pay ${amount}`} />
      ) : (
        <p className={styles.muted}>{order.status === 'reserved' ? 'The second deposit can be paid once your first deposit is paid.' : 'There is no second deposit to pay for this order.'}</p>
      )}
    </section>
  )
}
