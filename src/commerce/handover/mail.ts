import type { PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { portalPaths } from '@/kit/paths'
import { sendMail } from '@/mail/send'
import type { Customer, HandoverSlot, Order } from '@/payload-types'

import { balanceAtDelivery } from '../orders/snapshot'
import { formatUSD } from '../pricing/money'
import { HANDOVER_MOVE_HOURS, slotTime } from './rules'

/** The buyer's confirmation of a booked (or moved) handover, with its calendar invitation; queued in `req`'s transaction. */
export async function sendHandoverConfirmation(
  req: PayloadRequest,
  order: Order & { customer: Customer },
  slot: HandoverSlot,
  calendar: string,
  moved: boolean,
) {
  await sendMail(
    req.payload,
    {
      to: order.customer.email,
      subject: moved
        ? `Your Pebble handover is moved: ${slotTime(slot.startsAt)}`
        : `Your Pebble handover is booked: ${slotTime(slot.startsAt)}`,
      calendar,
      content: {
        heading: `Hi ${order.customer.name.split(' ')[0]},`,
        paragraphs: [
          `Your Pebble (order ${order.number}) is ready, and we are looking forward to handing it over.`,
          'The invitation attached puts it in your calendar.',
        ],
        rows: [
          { label: 'When', value: slotTime(slot.startsAt), strong: true },
          { label: 'Where', value: slot.place },
          { label: 'Left to pay at the handover', value: formatUSD(balanceAtDelivery(order)) },
        ],
        action: { label: 'See or move your handover', href: `${env.serverUrl}${portalPaths.order(order.number)}` },
        after: [`You can move it on your order page until ${HANDOVER_MOVE_HOURS} hours before it starts.`],
      },
    },
    req,
  )
}

/**
 * A booked buyer's mail when staff moved their slot (a new time or place: the updated invitation)
 * or cancelled it (the invitation's cancellation; the buyer books another time on the order page).
 * Queued in `req`'s transaction, with the slot's change.
 */
export async function sendSlotChangedByStaff(
  req: PayloadRequest,
  order: Order & { customer: Customer },
  slot: HandoverSlot,
  calendar: string,
  change: 'moved' | 'cancelled',
) {
  const orderPage = `${env.serverUrl}${portalPaths.order(order.number)}`
  await sendMail(
    req.payload,
    {
      to: order.customer.email,
      subject:
        change === 'moved'
          ? `We moved your Pebble handover: ${slotTime(slot.startsAt)}`
          : 'Your Pebble handover time is cancelled: please book another',
      calendar,
      content: {
        heading: `Hi ${order.customer.name.split(' ')[0]},`,
        paragraphs:
          change === 'moved'
            ? [
                `We had to change the handover of your Pebble (order ${order.number}). This is its new time and place.`,
                'The invitation attached updates it in your calendar.',
              ]
            : [
                `We had to cancel the handover time you booked for your Pebble (order ${order.number}). We are sorry.`,
                'Please pick another time on your order page; the invitation attached takes the old one out of your calendar.',
              ],
        rows:
          change === 'moved'
            ? [
                { label: 'When', value: slotTime(slot.startsAt), strong: true },
                { label: 'Where', value: slot.place },
              ]
            : [{ label: 'Cancelled', value: `${slotTime(slot.startsAt)} · ${slot.place}` }],
        action: {
          label: change === 'moved' ? 'See or move your handover' : 'Book another time',
          href: orderPage,
        },
      },
    },
    req,
  )
}
