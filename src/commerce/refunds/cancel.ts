import { inTransaction, lockForUpdate } from '@/db/transaction'
import type { MoneyAction, Order } from '@/payload-types'

import { readCommerceTerms } from '../catalog/queries'
import { canTransition } from '../orders/stateMachine'
import type { OrderStatus } from '../orders/statuses'
import { confirmCancellation } from './confirm'
import { cancellationPlan, orderRefundPolicy, planTotal, type PlanLine } from './plan'
import { actionsOf } from './record'
import { executeRefund, RefundRefused, reserveRefund, type Requester } from './refund'
import { payloadClient } from '@/db/payload'

const write = { overrideAccess: true, depth: 0 } as const

/** What cancelling an order now would refund, under the order's own policy (the portal shows this before asking). */
export async function previewCancellation(
  order: Order,
): Promise<{ plan: PlanLine[]; total: number; cancellable: boolean }> {
  const payload = await payloadClient()
  const [terms, payments, actions] = await Promise.all([
    readCommerceTerms(payload),
    payload.find({ collection: 'payments', where: { order: { equals: order.id } }, pagination: false, ...write }),
    payload.find({ collection: 'money-actions', where: { order: { equals: order.id } }, pagination: false, ...write }),
  ])
  const plan = cancellationPlan(order, orderRefundPolicy(order, terms.refundRules), payments.docs, actions.docs)
  return {
    plan,
    total: planTotal(plan),
    cancellable: canTransition(order.status as OrderStatus, 'cancelled') && order.status !== 'cancelled',
  }
}

export type CancelOptions = {
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
export async function cancelOrder(orderId: number, by: Requester, options: CancelOptions): Promise<MoneyAction[]> {
  const payload = await payloadClient()
  const terms = await readCommerceTerms(payload)
  const reserved = await inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'orders', orderId)
    const order = await payload.findByID({ collection: 'orders', id: orderId, req, ...write })
    if (order.status === 'cancelled') throw new RefundRefused('This order is already cancelled.')
    if (!canTransition(order.status as OrderStatus, 'cancelled'))
      throw new RefundRefused('A delivered order cannot be cancelled.')
    const payments = await payload.find({
      collection: 'payments',
      where: { order: { equals: order.id } },
      pagination: false,
      req,
      ...write,
    })
    const refunds: MoneyAction[] = []
    if (options.refund) {
      for (const payment of payments.docs) {
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
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'cancelled', cancellationMail: 'owed' },
      req,
      ...write,
    })
    return refunds
  })
  const settled: MoneyAction[] = []
  for (const action of reserved) settled.push(await executeRefund(action.id))
  await confirmCancellation(orderId)
  return settled
}
