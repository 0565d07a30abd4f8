import { portalPaths } from '@/kit/paths'
import type { Order } from '@/payload-types'

import { payloadClient } from '@/db/payload'

import { loadCommerceTerms } from '../../catalog/data'
import { formatUSDCents } from '../../pricing/money'
import type { PlanLine } from '../plan'
import { orderRefundPolicy } from '../plan'
import { describeRefundPolicy } from '../policy'
import styles from './CancelReservation.module.css'

const KIND = { first: 'First deposit', second: 'Second deposit' } as const

/**
 * Exactly what a cancellation refunds now, under the policy the order was placed under, what it
 * keeps and why (with the contact form for exceptions), and that it cannot be undone: the cancel
 * screen and the mailed link's confirmation page show the same.
 */
export async function CancelPlan({ order, plan, total }: { order: Order; plan: PlanLine[]; total: number }) {
  const terms = await loadCommerceTerms(await payloadClient())
  const policy = orderRefundPolicy(order, terms.refundRules)
  const words = describeRefundPolicy(policy, { first: order.firstDeposit.amount, second: order.secondDeposit.amount })
  const kept = plan.filter((line) => line.refund < line.paid)
  return (
    <>
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
    </>
  )
}

/** The button's words: what it does, with the refund's amount when there is one. */
export const cancelLabel = (total: number) =>
  total > 0 ? `Cancel and refund ${formatUSDCents(total)}` : 'Cancel reservation'
