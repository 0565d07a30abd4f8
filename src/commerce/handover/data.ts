import type { Payload, PayloadRequest } from 'payload'

import type { Customer, HandoverSlot, Order } from '@/payload-types'

import { orderWithCustomer } from '../orders/data'

/** Every read of handover slots and bookings through Payload (a booking is written by changeOrder, orders/data.ts). */

/** Published slots starting after `from`, soonest first (what a buyer may book). */
export async function publishedSlotsFrom(payload: Payload, from: Date): Promise<HandoverSlot[]> {
  const { docs } = await payload.find({
    collection: 'handover-slots',
    where: { published: { equals: true }, startsAt: { greater_than: from.toISOString() } },
    sort: 'startsAt',
    limit: 200,
    depth: 0,
    joins: false,
    overrideAccess: true,
  })
  return docs
}

/** How many live orders (not cancelled) hold each of these slots; with `req`, in its transaction. */
export async function bookingsOfSlots(
  payload: Payload,
  slotIds: number[],
  req?: PayloadRequest,
): Promise<Map<number, number>> {
  const held = new Map<number, number>()
  if (slotIds.length === 0) return held
  const { docs } = await payload.find({
    collection: 'orders',
    where: { 'handover.slot': { in: slotIds }, status: { not_equals: 'cancelled' } },
    pagination: false,
    depth: 0,
    joins: false,
    select: { handover: true },
    overrideAccess: true,
    req,
  })
  for (const doc of docs) {
    const slot = Number(doc.handover?.slot)
    held.set(slot, (held.get(slot) ?? 0) + 1)
  }
  return held
}

/** One slot, read in `req`'s transaction (after its row is locked); null when it is gone. */
export async function slotInTransaction(req: PayloadRequest, slotId: number): Promise<HandoverSlot | null> {
  return req.payload
    .findByID({ collection: 'handover-slots', id: slotId, depth: 0, joins: false, overrideAccess: true, req })
    .catch(() => null)
}

/** The order with its customer's name and e-mail and its booked slot, in `req`'s transaction. */
export function orderForBooking(req: PayloadRequest, orderId: number) {
  return orderWithCustomer(req.payload, orderId, req) as Promise<Order & { customer: Customer }>
}

/** A booked slot (for the order page), or null. */
export async function slotById(payload: Payload, slotId: number): Promise<HandoverSlot | null> {
  return payload
    .findByID({ collection: 'handover-slots', id: slotId, depth: 0, joins: false, overrideAccess: true })
    .catch(() => null)
}
