import type { CollectionAfterChangeHook } from 'payload'

import type { Order } from '@/payload-types'

import { WAITING_STATUSES } from './data'
import { JOINED_THE_LINE } from './job-slugs'
import { queueRecompute } from './jobs'

const waiting = (order: Order | undefined) =>
  Boolean(order && (WAITING_STATUSES as readonly string[]).includes(order.status))

/** Why windows are recomputed after this order change, or null when the change decides no window. */
export function recomputeReason(doc: Order, before: Order | undefined): string | null {
  if (waiting(doc) && !waiting(before)) return JOINED_THE_LINE
  if (!waiting(doc) && waiting(before))
    return doc.status === 'cancelled'
      ? 'A reservation ahead of yours was cancelled.'
      : 'A Pebble ahead of yours left the line.'
  if (!waiting(doc)) return null
  if (doc.configuration?.trim?.uid !== before?.configuration?.trim?.uid) return 'A reservation changed its trim.'
  if (doc.firstDeposit?.paidAt !== before?.firstDeposit?.paidAt) return 'A reservation’s deposit date was corrected.'
  return null
}

/** Orders' afterChange: a change that decides windows (joining or leaving the line, a trim change) queues their recompute. */
export const recomputeWindowsAfterOrderChange: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, req }) => {
  const reason = recomputeReason(doc, previousDoc?.id ? previousDoc : undefined)
  if (reason) await queueRecompute(req, reason, { own: false })
  return doc
}
