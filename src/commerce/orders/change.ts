import type { PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import type { Order } from '@/payload-types'

/** What an order change is: a new order (its placement), or new values for some fields of one. */
export type OrderChange = { place: RequiredDataFromCollectionSlug<'orders'> } | { id: number; set: Partial<Order> }

/**
 * THE write path of an order. Its placement and every later change (a deposit paid or failed, a
 * cancellation, a refund's deposit status, the second deposit's call and reminders, a dispute)
 * go through Payload's create or update operation here, in the caller's transaction (`req`): the
 * Orders collection's hooks (the state machine and the history it records), its field validation
 * and its versions run on every one. An illegal move is refused by the hook with a 400 and changes
 * nothing. Server business, so access is overridden; depth 0, as no caller needs relations.
 */
export function changeOrder(req: PayloadRequest, change: OrderChange): Promise<Order> {
  const options = { collection: 'orders', req, overrideAccess: true, depth: 0 } as const
  if ('place' in change) return req.payload.create({ ...options, data: change.place })
  return req.payload.update({ ...options, id: change.id, data: change.set })
}
