import type { Payload } from 'payload'

import { inTransaction, lockForUpdate } from '@/db/transaction'
import type { Order } from '@/payload-types'

import { changeOrder } from '../orders/data'
import { bookingsOfSlots, orderForBooking, slotInTransaction } from './data'
import { orderHandoverInvitation } from './invitation'
import { sendHandoverConfirmation } from './mail'
import { bookableAfter, HANDOVER_MOVE_HOURS, movable } from './rules'

/** Why a booking was not made, in words for the buyer. */
export class BookingRefused extends Error {}

const relationId = (value: unknown) =>
  value && typeof value === 'object' ? Number((value as { id: unknown }).id) : value == null ? null : Number(value)

/**
 * Books (or moves) the handover of a ready order into a slot. One transaction locks the slot's row
 * and then the order's (Postgres: every booker of that slot waits its turn; SQLite: a transaction
 * is the only writer), counts the slot's bookings after the lock and books only below its
 * capacity: of any number of buyers racing for a slot's last place, one gets it. The booking is
 * an ordinary order change (changeOrder), and the confirmation with its calendar invitation is
 * queued in the same transaction.
 */
export async function bookHandover(payload: Payload, orderId: number, slotId: number): Promise<Order> {
  return inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'handover-slots', slotId)
    await lockForUpdate(req, 'orders', orderId)
    const order = await orderForBooking(req, orderId)
    if (order.status !== 'ready') throw new BookingRefused('A handover can be booked once your Pebble is ready.')
    const current = relationId(order.handover?.slot)
    if (current === slotId) throw new BookingRefused('This is your booked handover already.')
    if (current !== null) {
      const booked = await slotInTransaction(req, current)
      if (booked && !movable(booked.startsAt))
        throw new BookingRefused(
          `Your handover is less than ${HANDOVER_MOVE_HOURS} hours away: write to us to move it.`,
        )
    }
    const slot = await slotInTransaction(req, slotId)
    if (!slot || !slot.published || new Date(slot.startsAt) <= bookableAfter())
      throw new BookingRefused('This time cannot be booked any more. Please pick another.')
    const held = (await bookingsOfSlots(req.payload, [slotId], req)).get(slotId) ?? 0
    if (held >= slot.capacity) throw new BookingRefused('This time was just taken. Please pick another.')
    const bookedAt = new Date()
    const updated = await changeOrder(req, {
      id: order.id,
      set: { handover: { slot: slotId, bookedAt: bookedAt.toISOString() } },
    })
    const calendar = orderHandoverInvitation(order, slot, bookedAt)
    await sendHandoverConfirmation(req, order, slot, calendar, current !== null)
    return updated
  })
}
