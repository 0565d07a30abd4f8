import type { Payload } from 'payload'

import { confirmCancellation } from './confirm'
import { executeRefund } from './refund'
import { ordersOwedCancellationMail, pendingRefundsBefore, pendingRefundsOfOrderAfter } from './data'

/** A refund younger than this may still be in its own request's hands; older ones were left behind (a crash, a timeout). */
export const RECONCILE_AFTER_MS = 60_000

/**
 * Settles what a crash or a timeout left in flight. Each pending refund older than `afterMs` is
 * asked of the provider: by its reference when it has one; otherwise the provider is asked for a
 * refund made with the refund's idempotency key, and when it has none the refund is made under
 * that key (executeRefund): the provider makes one refund per key, so a refund whose own request
 * is still making it is not made twice, and `afterMs` only spares the provider needless calls.
 * Then each cancellation whose confirmation is still owed is mailed. Returns how each refund
 * stands and how many confirmations went.
 */
export async function reconcileRefunds(
  payload: Payload,
  afterMs = RECONCILE_AFTER_MS,
): Promise<Record<string, number>> {
  const before = new Date(Date.now() - afterMs)
  const docs = await pendingRefundsBefore(payload, before)
  const counts: Record<string, number> = { checked: docs.length, succeeded: 0, failed: 0, pending: 0, confirmed: 0 }
  for (const action of docs) {
    const settled = await executeRefund(payload, action.id, 'reconciliation')
    counts[settled.status] = (counts[settled.status] ?? 0) + 1
  }
  // Settling a refund touches its order, so the order's own dates say nothing: an order is left to
  // its cancelling request only while that request's refunds are younger than `afterMs`.
  for (const order of await ordersOwedCancellationMail(payload)) {
    const inFlight = await pendingRefundsOfOrderAfter(payload, order.id, before)
    if (inFlight === 0 && (await confirmCancellation(payload, order.id))) counts.confirmed++
  }
  return counts
}
