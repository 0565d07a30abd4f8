import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { movesOf, readPlan, trimLabels, WAITING_STATUSES } from './data'
import { newestLine, windowIn, windowWords } from './line'
import { BEYOND_PLAN } from './windows'

export type WindowMoveView = { at: string; from: string; to: string; reason: string }

/** What the buyer's order page says about when: the window, the place in line (unless hidden), and each move. */
export type DeliveryWindowView = {
  window:
    | { kind: 'planned'; words: string }
    | { kind: 'beyond'; words: string }
    /** Waiting, but not yet in a recompute (a deposit paid seconds ago). */
    | { kind: 'placing' }
    | null
  place: { place: number; of: number; trim: string } | null
  moves: WindowMoveView[]
}

/** The delivery window of an order the caller already knows is the buyer's. */
export async function deliveryWindowView(
  payload: Payload,
  order: Pick<Order, 'id' | 'status'>,
): Promise<DeliveryWindowView> {
  const moves = (await movesOf(payload, order.id)).map(({ createdAt, from, to, reason }) => ({
    at: createdAt,
    from,
    to,
    reason,
  }))
  if (!(WAITING_STATUSES as readonly string[]).includes(order.status)) return { window: null, place: null, moves }
  const line = await newestLine(payload)
  const spot = line ? windowIn(line, order.id) : null
  if (!line || !spot) return { window: { kind: 'placing' }, place: null, moves }
  const [plan, labels] = await Promise.all([readPlan(payload), trimLabels(payload)])
  const words = windowWords(line, spot.month)
  return {
    window: spot.month === BEYOND_PLAN ? { kind: 'beyond', words } : { kind: 'planned', words },
    place:
      plan.showPlaceInLine === false ? null : { place: spot.place, of: spot.of, trim: labels[spot.trim] ?? spot.trim },
    moves,
  }
}
