import type { PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { portalPaths } from '@/kit/paths'
import { sendMail } from '@/mail/send'
import type { Customer, Order } from '@/payload-types'

import { balanceAtDelivery } from '../orders/snapshot'
import { formatUSD } from '../pricing/money'

type ChangeRecord = { before: string; after: string; priceBefore: number; priceAfter: number; difference: number }

export const signedUSD = (cents: number) => `${cents < 0 ? '−' : cents > 0 ? '+' : ''}${formatUSD(Math.abs(cents))}`

/** The buyer's confirmation of a configuration change, queued in `req`'s transaction: it exists exactly when the change does. */
export async function sendChangeConfirmation(
  req: PayloadRequest,
  order: Order & { customer: Customer },
  change: ChangeRecord,
) {
  await sendMail(
    req.payload,
    {
      to: order.customer.email,
      subject: `Your Pebble order ${order.number} is changed`,
      content: {
        heading: `Hi ${order.customer.name.split(' ')[0]},`,
        paragraphs: [
          `Your order ${order.number} now has the configuration you chose.`,
          'Your deposits stay paid. Nothing was charged to your card: the difference changes only what is left to pay at the handover.',
        ],
        rows: [
          { label: 'Before', value: change.before },
          { label: 'After', value: change.after },
          { label: 'Price before', value: formatUSD(change.priceBefore) },
          { label: 'Price now', value: formatUSD(change.priceAfter), strong: true },
          { label: 'Difference', value: signedUSD(change.difference) },
          { label: 'Left to pay at the handover', value: formatUSD(balanceAtDelivery(order)) },
        ],
        action: { label: 'See your order', href: `${env.serverUrl}${portalPaths.order(order.number)}` },
        after: [
          'Everything you did not change keeps the price your order was placed at; what you changed is at today’s price.',
        ],
      },
    },
    req,
  )
}
