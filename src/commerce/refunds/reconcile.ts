import { executeRefund } from './refund'
import { pendingRefundsBefore } from './data'

/** A refund younger than this may still be in its own request's hands; older ones were left behind (a crash, a timeout). */
export const RECONCILE_AFTER_MS = 60_000

/**
 * Settles refunds left in flight: each pending refund older than `afterMs` is asked of the
 * provider again, by its reference when it has one, otherwise with its own idempotency key (so a
 * refund the provider did make is found, not made twice). Returns how each ended.
 */
export async function reconcileRefunds(afterMs = RECONCILE_AFTER_MS): Promise<Record<string, number>> {
  const docs = await pendingRefundsBefore(new Date(Date.now() - afterMs))
  const counts: Record<string, number> = { checked: docs.length, succeeded: 0, failed: 0, pending: 0 }
  for (const action of docs) {
    const settled = await executeRefund(action.id)
    counts[settled.status] = (counts[settled.status] ?? 0) + 1
  }
  return counts
}
