import type { Payload, PayloadRequest, TypedUser } from 'payload'

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

/** The live orders (not cancelled or handed over) booked into a slot, with their customer's name and e-mail; in `req`'s transaction. */
export async function ordersBookedInto(
  req: PayloadRequest,
  slotId: number,
): Promise<(Order & { customer: Customer })[]> {
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { 'handover.slot': { equals: slotId }, status: { not_in: ['cancelled', 'delivered'] } },
    pagination: false,
    depth: 1,
    populate: { customers: { name: true, email: true } },
    joins: false,
    overrideAccess: true,
    req,
  })
  return docs as (Order & { customer: Customer })[]
}

/** A booking's line in the staff's schedule. */
export type ScheduledBooking = { orderId: number; number: string; buyer: string; status: Order['status'] }

/**
 * The staff's schedule from `from` for `days` days: the slots (published or not), soonest first,
 * each with the orders booked into it, read as `user` (access on: the customer team).
 */
export async function scheduleFrom(
  payload: Payload,
  user: TypedUser,
  from: Date,
  days: number,
): Promise<{ slot: HandoverSlot; bookings: ScheduledBooking[] }[]> {
  const until = new Date(from.getTime() + days * 86_400_000)
  const { docs: slots } = await payload.find({
    collection: 'handover-slots',
    where: { startsAt: { greater_than_equal: from.toISOString(), less_than: until.toISOString() } },
    sort: 'startsAt',
    pagination: false,
    depth: 0,
    joins: false,
    overrideAccess: false,
    user,
  })
  if (slots.length === 0) return []
  const { docs: orders } = await payload.find({
    collection: 'orders',
    where: { 'handover.slot': { in: slots.map((s) => s.id) }, status: { not_equals: 'cancelled' } },
    sort: 'number',
    pagination: false,
    depth: 1,
    populate: { customers: { name: true } },
    select: { number: true, status: true, handover: true, customer: true },
    joins: false,
    overrideAccess: false,
    user,
  })
  return slots.map((slot) => ({
    slot,
    bookings: orders
      .filter((o) => Number(typeof o.handover?.slot === 'object' ? o.handover.slot?.id : o.handover?.slot) === slot.id)
      .map((o) => ({
        orderId: o.id,
        number: o.number,
        buyer: typeof o.customer === 'object' && o.customer ? o.customer.name : '',
        status: o.status,
      })),
  }))
}
