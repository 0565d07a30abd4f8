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
