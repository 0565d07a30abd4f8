import { confirmCancellation } from './confirm'
import { executeRefund } from './refund'
import { ordersOwedCancellationMail, pendingRefundsBefore, pendingRefundsOfOrderAfter } from './data'

/** A refund younger than this may still be in its own request's hands; older ones were left behind (a crash, a timeout). */
export const RECONCILE_AFTER_MS = 60_000

/**
 * Settles what a crash or a timeout left in flight. Each pending refund older than `afterMs` is
 * asked of the provider: by its reference when it has one; otherwise the provider is asked
 * whether it made a refund with the refund's idempotency key, and the refund is settled as that
 * one, or as failed when the call never reached the provider (nothing is sent again: either the
 * refund was made once, or not at all). Then each cancellation whose confirmation is still owed
 * is mailed. Returns how each refund ended and how many confirmations went.
 */
export async function reconcileRefunds(afterMs = RECONCILE_AFTER_MS): Promise<Record<string, number>> {
  const before = new Date(Date.now() - afterMs)
  const docs = await pendingRefundsBefore(before)
  const counts: Record<string, number> = { checked: docs.length, succeeded: 0, failed: 0, pending: 0, confirmed: 0 }
  for (const action of docs) {
    const settled = await executeRefund(action.id, 'find')
    counts[settled.status] = (counts[settled.status] ?? 0) + 1
  }
  // Settling a refund touches its order, so the order's own dates say nothing: an order is left to
  // its cancelling request only while that request's refunds are younger than `afterMs`.
  for (const order of await ordersOwedCancellationMail()) {
    const inFlight = await pendingRefundsOfOrderAfter(order.id, before)
    if (inFlight === 0 && (await confirmCancellation(order.id))) counts.confirmed++
  }
  return counts
}
