import type { Payload } from 'payload'

import { inTransaction, lockForUpdate } from '@/db/transaction'

import { cancellationRefundsOf, orderById, paymentsOfOrder } from './data'
import { changeOrder } from '../orders/data'
import { type RefundLine, sendCancellationConfirmation } from './mail'
import { relationId } from '@/db/relation-id'

const KIND_LABEL = { first: 'First deposit', second: 'Second deposit' } as const

/**
 * Queues the customer's cancellation confirmation, once: the cancellation marks it owed in its
 * own transaction; this reports the cancellation's refunds as they stand and marks it sent in the
 * same transaction as the Outbox row, the order locked. The cancelling request calls it after its
 * refunds; the reconciliation calls it for any order still owed one (the request died first).
 * Returns whether it queued the mail.
 */
export async function confirmCancellation(payload: Payload, orderId: number): Promise<boolean> {
  return inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'orders', orderId)
    const order = await orderById(req, orderId)
    if (order.cancellationMail !== 'owed') return false
    // One after the other: both run on the transaction's one connection.
    const refunds = await cancellationRefundsOf(req, orderId)
    const payments = await paymentsOfOrder(payload, orderId, req)
    const kinds = new Map(payments.map((p) => [p.id, p.kind]))
    const lines: RefundLine[] = refunds.map((a) => ({
      label: KIND_LABEL[kinds.get(relationId(a.payment)) ?? 'first'],
      amount: a.amount,
      status: a.status === 'succeeded' ? 'succeeded' : a.status === 'failed' ? 'failed' : 'pending',
    }))
    await sendCancellationConfirmation(req, orderId, lines)
    await changeOrder(req, { id: orderId, set: { cancellationMail: 'sent' } })
    return true
  })
}
