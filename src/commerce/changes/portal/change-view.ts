import { customerHasPassword } from '@/auth/password/check'
import type { SignedInCustomer } from '@/auth/session/signed-in-customer'
import { payloadClient } from '@/db/payload'

import { loadCatalog, loadCommerceTerms } from '../../catalog/data'
import { type TrimWindows, windowsByTrim } from '../../delivery/trim-windows'
import type { Catalog } from '../../catalog/types'
import { findOwnOrder } from '../../orders/own'
import type { OrderStatus } from '../../orders/statuses'
import type { LockedConfiguration } from '../../pricing/reprice'
import { type ChangePolicy, changeAllowed, changeUntilPhrase, orderChangePolicy } from '../policy'

/** What "Change my Pebble" needs of one of the signed-in buyer's orders. */
export type ChangeView = {
  orderNumber: string
  status: OrderStatus
  updatedAt: string
  locked: LockedConfiguration
  total: number
  destinationFee: number
  depositsPaid: number
  allowed: boolean
  /** "until production of your trailer begins". */
  until: string
  hasPassword: boolean
  catalog: Catalog
  /** The delivery window now and with each trim (null while the order has none). */
  windows: TrimWindows | null
}

/** The buyer's own order as "Change my Pebble" shows it, or null (not theirs, or no such order). */
export async function changeViewFor(customer: SignedInCustomer, number: string): Promise<ChangeView | null> {
  const payload = await payloadClient()
  const order = await findOwnOrder(payload, number, customer)
  if (!order) return null
  const [catalog, terms, hasPassword] = await Promise.all([
    loadCatalog(payload),
    loadCommerceTerms(payload),
    customerHasPassword(customer.id),
  ])
  const policy = orderChangePolicy(order, terms.changeRules)
  const windows = await windowsByTrim(
    payload,
    order,
    catalog.trims.map((trim) => trim.uid),
  )
  const paid = (deposit: { amount: number; status: string }) => (deposit.status === 'paid' ? deposit.amount : 0)
  return {
    orderNumber: order.number,
    status: order.status,
    updatedAt: order.updatedAt,
    locked: order.configuration,
    total: order.pricing.total,
    destinationFee: order.pricing.destinationFee,
    depositsPaid: paid(order.firstDeposit) + paid(order.secondDeposit),
    allowed: changeAllowed(policy, order.status),
    until: changeUntilPhrase(policy),
    hasPassword,
    catalog,
    windows,
  }
}

/** Today's change rule (Commerce settings), for the portal's timeline: an order placed under its own keeps that one. */
export async function changeRulesNow(): Promise<ChangePolicy> {
  return (await loadCommerceTerms(await payloadClient())).changeRules
}
