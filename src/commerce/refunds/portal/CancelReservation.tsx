import { portalPaths } from '@/kit/paths'
import type { Order } from '@/payload-types'

import { loadCommerceTerms } from '../../catalog/data'
import { formatUSDCents } from '../../pricing/money'
import { previewCancellation } from '../cancel'
import { orderRefundPolicy } from '../plan'
import { describeRefundPolicy } from '../policy'
import styles from './CancelReservation.module.css'
import { CancelReservationForm } from './CancelReservationForm'

const KIND = { first: 'First deposit', second: 'Second deposit' } as const

/**
 * "Cancel reservation" for the order's owner: exactly what a cancellation refunds now under the
 * policy the order was placed under, what it keeps and why, and the password confirmation. What
 * the policy does not allow is explained, with the contact form instead.
 */
export async function CancelReservation({ order }: { order: Order }) {
  const [{ plan, total, cancellable }, terms] = await Promise.all([previewCancellation(order), loadCommerceTerms()])
  const policy = orderRefundPolicy(order, terms.refundRules)
  const words = describeRefundPolicy(policy, { first: order.firstDeposit.amount, second: order.secondDeposit.amount })
  if (!cancellable)
    return (
      <div className={styles.panel} data-state="not-cancellable">
        <p>
          {order.status === 'cancelled'
            ? 'This order is already cancelled.'
            : 'This order can no longer be cancelled here: it has been delivered.'}
        </p>
        <a className={styles.link} href={portalPaths.contact}>
          Write to the owner team
        </a>
      </div>
    )
  const kept = plan.filter((line) => line.refund < line.paid)
  return (
    <div className={styles.panel} data-state="cancellable">
      <h2 className={styles.heading}>What cancelling refunds</h2>
      {plan.length === 0 ? (
        <p>No deposit of this order has been paid, so there is nothing to refund.</p>
      ) : (
        <ul className={styles.lines}>
          {plan.map((line) => (
            <li key={line.paymentId}>
              <span>{KIND[line.kind]}</span>
              <span className={styles.amount}>
                {line.refund > 0 ? `${formatUSDCents(line.refund)} refunded` : 'Not refunded'}
              </span>
            </li>
          ))}
          <li className={styles.total}>
            <span>Refunded to your card</span>
            <span className={styles.amount}>{formatUSDCents(total)}</span>
          </li>
        </ul>
      )}
      <p className={styles.policy}>Your order’s refund policy: {words}</p>
      {kept.length > 0 && (
        <p className={styles.note} data-testid="policy-keeps">
          Under this policy we keep {formatUSDCents(kept.reduce((sum, line) => sum + line.paid - line.refund, 0))}. If
          you think your case calls for an exception,{' '}
          <a className={styles.link} href={portalPaths.contact}>
            write to the owner team
          </a>{' '}
          before you cancel.
        </p>
      )}
      <p className={styles.warn}>
        Cancelling ends your reservation and gives up your place in line. It cannot be undone.
      </p>
      <CancelReservationForm
        orderNumber={order.number}
        expectedRefund={total}
        label={total > 0 ? `Cancel and refund ${formatUSDCents(total)}` : 'Cancel reservation'}
      />
    </div>
  )
}
