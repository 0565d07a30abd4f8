/** The mailed link that confirms a cancellation (auth/tokens/order-link.ts), for the one order it was sent for. */
import { CANCEL_LINK_MINUTES } from '@/auth/tokens/lifetimes'
import { orderLink } from '@/auth/tokens/order-link'
import { env } from '@/config/env'
import { portalPaths } from '@/kit/paths'
import type { Customer, Order } from '@/payload-types'

const link = orderLink('cancel-order', CANCEL_LINK_MINUTES)

export const CANCEL_LINK_INVALID =
  'This link does not work any more: it expired, was used already, or belongs to another account or order. Ask for a new one on the order’s cancel screen.'

/** Mails the customer a link to confirm cancelling `order`; an earlier link of theirs stops working. */
export const mailCancelLink = (customer: Pick<Customer, 'email' | 'name'>, order: Pick<Order, 'number'>) =>
  link.mail(customer, order.number, {
    subject: `Confirm the cancellation of your Pebble order ${order.number}`,
    asked: `You asked to cancel your order ${order.number}. Open this link to see what is refunded and confirm:`,
    url: (token) => `${env.serverUrl}${portalPaths.confirmCancel(order.number)}?token=${token}`,
  })

export const cancelLinkLive = (customer: Pick<Customer, 'email'>, orderNumber: string, token: string) =>
  link.isLive(customer, orderNumber, token)

export const spendCancelLink = (customer: Pick<Customer, 'email'>, orderNumber: string, token: string) =>
  link.spend(customer, orderNumber, token)
