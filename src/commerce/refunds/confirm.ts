import type { Payload } from 'payload'

import { inTransaction, lockForUpdate } from '@/db/transaction'

import { orderById } from './data'
import { changeOrder } from '../orders/data'
import { sendCancellationConfirmation } from './mail'

/**
 * Queues the customer's cancellation confirmation, once: the cancellation marks it owed in its
 * own transaction; this reports the cancellation's refunds as they stand and marks it sent in the
 * same transaction as the Outbox row, the order locked. The mail reports every refund of the order. The cancelling request calls it after its
 * refunds; the reconciliation calls it for any order still owed one (the request died first).
 * Returns whether it queued the mail.
 */
export async function confirmCancellation(payload: Payload, orderId: number): Promise<boolean> {
  return inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'orders', orderId)
    const order = await orderById(req, orderId)
    if (order.cancellationMail !== 'owed') return false
    await sendCancellationConfirmation(req, orderId)
    await changeOrder(req, { id: orderId, set: { cancellationMail: 'sent' } })
    return true
  })
}
