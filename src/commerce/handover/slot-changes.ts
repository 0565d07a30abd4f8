import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import type { HandoverSlot } from '@/payload-types'

import { changeOrder } from '../orders/data'
import { ordersBookedInto, slotInTransaction } from './data'
import { orderHandoverInvitation } from './invitation'
import { sendSlotChangedByStaff } from './mail'

/**
 * Staff moving or cancelling a booked slot: each buyer booked into it gets one mail, in the same
 * transaction as the change. A new time or place is a move (the booking stays, with an updated
 * invitation); unpublishing or deleting the slot is a cancellation: the booking is taken off the
 * order (changeOrder), so its buyer can book another time.
 */
async function tellBookedBuyers(req: PayloadRequest, slot: HandoverSlot, change: 'moved' | 'cancelled') {
  const at = new Date()
  for (const order of await ordersBookedInto(req, slot.id)) {
    if (change === 'cancelled')
      await changeOrder(req, { id: order.id, set: { handover: { slot: null, bookedAt: null } } })
    const calendar = orderHandoverInvitation(order, slot, at, change === 'cancelled')
    await sendSlotChangedByStaff(req, order, slot, calendar, change)
  }
}

export const tellBuyersOfSlotChange: CollectionAfterChangeHook<HandoverSlot> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  if (previousDoc.published && !doc.published) await tellBookedBuyers(req, previousDoc, 'cancelled')
  else if (
    doc.published &&
    (new Date(doc.startsAt).getTime() !== new Date(previousDoc.startsAt).getTime() || doc.place !== previousDoc.place)
  )
    await tellBookedBuyers(req, doc, 'moved')
  return doc
}

export const tellBuyersOfSlotDeletion: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const slot = await slotInTransaction(req, Number(id))
  if (slot) await tellBookedBuyers(req, slot, 'cancelled')
}
