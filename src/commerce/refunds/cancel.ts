import type { Payload } from 'payload'

import { inTransaction, lockForUpdate } from '@/db/transaction'
import type { MoneyAction, Order } from '@/payload-types'

import { readCommerceTerms } from '../catalog/data'
import { canTransition } from '../orders/stateMachine'
import type { OrderStatus } from '../orders/statuses'
import { confirmCancellation } from './confirm'
import { cancellationPlan, orderRefundPolicy, planTotal, type PlanLine } from './plan'
import { actionsOf, actionsOfOrder, orderById, paymentsOfOrder } from './data'
import { changeOrder } from '../orders/data'
import { executeRefund, RefundRefused, reserveRefund, type Requester } from './refund'

/** What cancelling an order now would refund, under the order's own policy (the portal shows this before asking). */
export async function previewCancellation(
  payload: Payload,
  order: Order,
): Promise<{ plan: PlanLine[]; total: number; cancellable: boolean }> {
  const [terms, payments, actions] = await Promise.all([
    readCommerceTerms(payload),
    paymentsOfOrder(payload, order.id),
    actionsOfOrder(payload, order.id),
  ])
  const plan = cancellationPlan(order, orderRefundPolicy(order, terms.refundRules), payments, actions)
  return {
    plan,
    total: planTotal(plan),
    cancellable: canTransition(order.status as OrderStatus, 'cancelled') && order.status !== 'cancelled',
  }
}

export type CancelOptions = {
  /** Why, as the customer's confirmation mail and the portal say it. */
  reason: string
  /** false: staff cancel and keep the money (an admin's decision, with its reason). */
  refund: boolean
}

/**
 * Cancels an order and refunds what its policy allows. One transaction moves the order to
 * `cancelled`, records each refund as pending (the order row and each payment locked, so a
 * cancel and a staff refund at the same moment refund once) and marks the confirmation owed;
 * after the commit each refund is asked of the provider and settled, then the customer is mailed
 * (confirm.ts). A process killed in between leaves pending refunds and an owed mail: the
 * reconciliation settles both.
 */
export async function cancelOrder(
  payload: Payload,
  orderId: number,
  by: Requester,
  options: CancelOptions,
): Promise<MoneyAction[]> {
  const terms = await readCommerceTerms(payload)
  const reserved = await inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'orders', orderId)
    const order = await orderById(req, orderId)
    if (order.status === 'cancelled') throw new RefundRefused('This order is already cancelled.')
    if (!canTransition(order.status as OrderStatus, 'cancelled'))
      throw new RefundRefused('A delivered order cannot be cancelled.')
    const payments = await paymentsOfOrder(payload, order.id, req)
    const refunds: MoneyAction[] = []
    if (options.refund) {
      for (const payment of payments) {
        if (payment.status !== 'succeeded') continue
        await lockForUpdate(req, 'payments', payment.id)
        // Read after the lock: a refund committed meanwhile counts.
        const [line] = cancellationPlan(
          order,
          orderRefundPolicy(order, terms.refundRules),
          [payment],
          await actionsOf(req, payment.id),
        )
        if (line && line.refund > 0)
          refunds.push(
            await reserveRefund(
              req,
              payment.id,
              { amount: line.refund, reason: options.reason, forCancellation: true },
              by,
            ),
          )
      }
    }
    // The confirmation is owed from this commit: whoever settles the refunds (this request, or the
    // reconciliation if it dies) queues it, once.
    await changeOrder(req, {
      id: order.id,
      set: { status: 'cancelled', cancellationMail: 'owed', cancellation: { by: by.actor, reason: options.reason } },
    })
    return refunds
  })
  const settled: MoneyAction[] = []
  for (const action of reserved) settled.push(await executeRefund(payload, action.id))
  await confirmCancellation(payload, orderId)
  return settled
}
