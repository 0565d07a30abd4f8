import type { MoneyAction, Order, Payment } from '@/payload-types'

import type { OrderStatus } from '../orders/statuses'
import { depositRefundable, readRefundPolicy, type RefundPolicy } from './policy'
import { refundableLeft } from './record'

/** The policy an order was placed under; an order from before policies were kept reads today's. */
export const orderRefundPolicy = (order: Pick<Order, 'refundPolicy'>, current: RefundPolicy): RefundPolicy =>
  order.refundPolicy && typeof order.refundPolicy === 'object' ? readRefundPolicy(order.refundPolicy) : current

export type PlanLine = {
  paymentId: number
  kind: 'first' | 'second'
  paid: number
  /** What a cancellation refunds of this payment now (0 when the policy keeps it or it is refunded already). */
  refund: number
  refundable: boolean
}

/**
 * What cancelling the order now refunds, payment by payment, under the order's policy: the one
 * computation behind the portal's "Cancel reservation" screen and the cancellation itself.
 */
export function cancellationPlan(
  order: Pick<Order, 'status'>,
  policy: RefundPolicy,
  payments: Payment[],
  actions: MoneyAction[],
): PlanLine[] {
  return payments
    .filter((p) => p.status === 'succeeded')
    .map((p) => {
      const refundable = depositRefundable(policy, p.kind, order.status as OrderStatus)
      const left = refundableLeft(
        p,
        actions.filter((a) => (typeof a.payment === 'object' ? a.payment.id : a.payment) === p.id),
      )
      return { paymentId: p.id, kind: p.kind, paid: p.amount, refund: refundable ? Math.max(left, 0) : 0, refundable }
    })
}

export const planTotal = (plan: PlanLine[]) => plan.reduce((sum, line) => sum + line.refund, 0)
