import { inTransaction, lockForUpdate } from '@/db/transaction'
import { payloadClient } from '@/db/payload'

import { type RefundLine, sendCancellationConfirmation } from './mail'

const write = { overrideAccess: true, depth: 0 } as const
const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)
const KIND_LABEL = { first: 'First deposit', second: 'Second deposit' } as const

/**
 * Queues the customer's cancellation confirmation, once: the cancellation marks it owed in its
 * own transaction; this reports the cancellation's refunds as they stand and marks it sent in the
 * same transaction as the Outbox row, the order locked. The cancelling request calls it after its
 * refunds; the reconciliation calls it for any order still owed one (the request died first).
 * Returns whether it queued the mail.
 */
export async function confirmCancellation(orderId: number): Promise<boolean> {
  const payload = await payloadClient()
  return inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'orders', orderId)
    const order = await payload.findByID({ collection: 'orders', id: orderId, req, ...write })
    if (order.cancellationMail !== 'owed') return false
    // One after the other: both run on the transaction's one connection.
    const refunds = await payload.find({
      collection: 'money-actions',
      where: { order: { equals: orderId }, kind: { equals: 'refund' }, forCancellation: { equals: true } },
      sort: 'createdAt',
      pagination: false,
      req,
      ...write,
    })
    const payments = await payload.find({
      collection: 'payments',
      where: { order: { equals: orderId } },
      pagination: false,
      req,
      ...write,
    })
    const kinds = new Map(payments.docs.map((p) => [p.id, p.kind]))
    const lines: RefundLine[] = refunds.docs.map((a) => ({
      label: KIND_LABEL[kinds.get(idOf(a.payment)) ?? 'first'],
      amount: a.amount,
      status: a.status === 'succeeded' ? 'succeeded' : a.status === 'failed' ? 'failed' : 'pending',
    }))
    await sendCancellationConfirmation(req, orderId, lines)
    await payload.update({ collection: 'orders', id: orderId, data: { cancellationMail: 'sent' }, req, ...write })
    return true
  })
}
