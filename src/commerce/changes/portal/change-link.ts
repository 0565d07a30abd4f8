/**
 * The mailed link that confirms a configuration change (auth/tokens/order-link.ts). Its scope is the
 * order's number and the change itself (configuration, price, the order's version the buyer saw),
 * so a link confirms the one change it was sent for.
 */
import { CHANGE_LINK_MINUTES } from '@/auth/tokens/lifetimes'
import { orderLink } from '@/auth/tokens/order-link'
import { env } from '@/config/env'
import { portalPaths } from '@/kit/paths'
import type { Customer } from '@/payload-types'

const link = orderLink('change-order', CHANGE_LINK_MINUTES)

/** A change as the link carries it. */
export type LinkedChange = { trim: string; color: string; options: string[]; total: number; updatedAt: string }

const canonical = (change: LinkedChange) =>
  JSON.stringify([change.trim, change.color, [...change.options].sort(), change.total, change.updatedAt])
const scopeOf = (orderNumber: string, change: LinkedChange) => `${orderNumber}:${canonical(change)}`

export const CHANGE_LINK_INVALID =
  'This link does not work any more: it expired, was used already, or belongs to another account, order or change. Make the change again on the order’s page.'

/** The link's query: the change and the token. */
const linkQuery = (change: LinkedChange, token: string) =>
  new URLSearchParams({
    trim: change.trim,
    color: change.color,
    options: change.options.join(','),
    total: String(change.total),
    v: change.updatedAt,
    token,
  }).toString()

/** The change a link's query (or a form) carries, or null when one is missing or malformed. */
export function linkedChangeOf(get: (name: string) => string | null | undefined): LinkedChange | null {
  const total = Number(get('total'))
  const [trim, color, updatedAt] = [get('trim'), get('color'), get('v')]
  if (!trim || !color || !updatedAt || !Number.isInteger(total)) return null
  const options = (get('options') ?? '').split(',').filter(Boolean)
  return { trim, color, options, total, updatedAt }
}

/** Mails the customer a link to confirm this change; an earlier change link of theirs stops working. */
export const mailChangeLink = (customer: Pick<Customer, 'email' | 'name'>, orderNumber: string, change: LinkedChange) =>
  link.mail(customer, scopeOf(orderNumber, change), {
    subject: `Confirm the change to your Pebble order ${orderNumber}`,
    asked: `You asked to change your order ${orderNumber}. Open this link to see the change and its price, and confirm:`,
    url: (token) => `${env.serverUrl}${portalPaths.confirmChange(orderNumber)}?${linkQuery(change, token)}`,
  })

export const changeLinkLive = (
  customer: Pick<Customer, 'email'>,
  orderNumber: string,
  change: LinkedChange,
  token: string,
) => link.isLive(customer, scopeOf(orderNumber, change), token)

export const spendChangeLink = (
  customer: Pick<Customer, 'email'>,
  orderNumber: string,
  change: LinkedChange,
  token: string,
) => link.spend(customer, scopeOf(orderNumber, change), token)
