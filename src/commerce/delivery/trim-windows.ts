import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { reservationKeys, WAITING_STATUSES } from './data'
import { newestLine, windowIn, windowWords } from './line'
import { placeFor } from './line-changes'
import { monthEdges, monthForPlace } from './windows'

/** An order's delivery window now, and the one it would get with each trim (the trim's uid → the window in words). */
export type TrimWindows = { now: string; byTrim: Record<string, string> }

/**
 * For "Change my Pebble", before the buyer confirms: the window the order would get with another
 * trim. It keeps its reservation key (when its first deposit was paid), so it joins that trim's line
 * where the recompute would put it (placeFor, the search the recompute uses) and takes that place's
 * month from the same plan. Null when the order is not in the line (not waiting, or just paid).
 */
export async function windowsByTrim(
  payload: Payload,
  order: Pick<Order, 'id' | 'number' | 'status' | 'firstDeposit'>,
  trims: string[],
): Promise<TrimWindows | null> {
  if (!(WAITING_STATUSES as readonly string[]).includes(order.status) || !order.firstDeposit?.paidAt) return null
  const line = await newestLine(payload)
  const spot = line ? windowIn(line, order.id) : null
  if (!line || !spot) return null
  const keyAt = async (id: number) => (await reservationKeys(payload, [id])).get(id)
  const byTrim: Record<string, string> = {}
  for (const trim of trims) {
    if (trim === spot.trim) {
      byTrim[trim] = windowWords(line, spot.month)
      continue
    }
    const joining = { id: order.id, number: order.number, trim, paidAt: order.firstDeposit.paidAt }
    const index = await placeFor(line.lines[trim] ?? [], joining, keyAt)
    byTrim[trim] = windowWords(line, monthForPlace(line.edges.get(trim) ?? monthEdges(line.plan, trim), index))
  }
  return { now: windowWords(line, spot.month), byTrim }
}
