import type { PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { portalPaths } from '@/kit/paths'
import { sendMail } from '@/mail/send'
import type { Customer, Order } from '@/payload-types'

/** The one mail of a window that moved: old window, new window and the reason staff gave. Queued with `req`. */
export async function sendWindowMoveMail(
  order: Pick<Order, 'number'>,
  customer: Pick<Customer, 'name' | 'email'>,
  move: { from: string; to: string; reason: string },
  req: PayloadRequest,
) {
  await sendMail(
    req.payload,
    {
      to: customer.email,
      subject: `Your delivery window for ${order.number} has moved`,
      content: {
        heading: `Hi ${customer.name.split(' ')[0]},`,
        paragraphs: [`The delivery window of your Pebble has moved: it is now ${move.to}.`],
        rows: [
          { label: 'Order', value: order.number },
          { label: 'Was', value: move.from },
          { label: 'Now', value: move.to, strong: true },
          { label: 'Why', value: move.reason },
        ],
        action: { label: 'See your order', href: `${env.serverUrl}${portalPaths.order(order.number)}` },
        after: ['We tell you each time your window moves. Questions? Reply to this e-mail.'],
      },
    },
    req,
  )
}
