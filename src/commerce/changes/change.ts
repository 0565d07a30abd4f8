import type { Payload } from 'payload'

import { inTransaction, lockForUpdate } from '@/db/transaction'
import type { Order } from '@/payload-types'

import { readCatalog, readCommerceTerms } from '../catalog/data'
import { changeOrder } from '../orders/data'
import { orderSnapshot } from '../orders/snapshot'
import type { OrderStatus } from '../orders/statuses'
import type { SelectionInput } from '../pricing/price'
import { describeConfiguration, repriceForOrder } from '../pricing/reprice'
import { orderInTransaction } from './data'
import { sendChangeConfirmation } from './mail'
import { changeAllowed, changeUntilPhrase, orderChangePolicy } from './policy'

/** Why a change was not made; `code` lets a screen say what to do next. */
export class ChangeRefused extends Error {
  constructor(
    message: string,
    readonly code: 'stale' | 'cutoff' | 'configuration' | 'unchanged' | 'price',
  ) {
    super(message)
  }
}

export type ConfigurationChange = {
  orderId: number
  selection: SelectionInput
  /** The order's `updatedAt` the buyer's screen was drawn from: another change since refuses this one. */
  expectedUpdatedAt: string
  /** The new total the buyer's screen showed: a price that moved since refuses this one. */
  expectedTotal: number
  by: string
}

/**
 * Changes an order's configuration before its cutoff: the one transaction locks the order, checks
 * that nothing changed it since the buyer's screen was drawn (another tab, a cancellation, staff),
 * that its stage still allows a change under the rule it was placed under, and that the price is
 * the one the buyer saw; then writes the new configuration (priced under the price lock) with the
 * record of the change through changeOrder, and queues the confirmation mail with it. Paid
 * deposits stay paid; the new total changes only what is due at the handover. Nothing is charged.
 */
export async function changeConfiguration(payload: Payload, change: ConfigurationChange): Promise<Order> {
  const [catalog, terms] = await Promise.all([readCatalog(payload), readCommerceTerms(payload)])
  return inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'orders', change.orderId)
    const order = await orderInTransaction(req, change.orderId)
    const policy = orderChangePolicy(order, terms.changeRules)
    if (!changeAllowed(policy, order.status as OrderStatus))
      throw new ChangeRefused(
        order.status === 'cancelled'
          ? 'This order is cancelled: its configuration cannot change.'
          : `Your configuration could be changed ${changeUntilPhrase(policy)}: that stage has passed.`,
        'cutoff',
      )
    if (order.updatedAt !== change.expectedUpdatedAt)
      throw new ChangeRefused(
        'This order changed since this page opened (in another tab, or by our team). Please review it again.',
        'stale',
      )
    const repriced = repriceForOrder(catalog, order.configuration, change.selection)
    if (repriced.issues.length)
      throw new ChangeRefused(repriced.issues.map((i) => i.message).join(' '), 'configuration')
    if (repriced.total !== change.expectedTotal)
      throw new ChangeRefused(
        'The price of this configuration changed since this page opened. Please review it.',
        'price',
      )
    const snapshot = orderSnapshot(repriced, { destinationFee: order.pricing.destinationFee })
    const before = describeConfiguration(order.configuration)
    const after = describeConfiguration(snapshot.configuration)
    if (before === after) throw new ChangeRefused('This is the configuration your order has already.', 'unchanged')
    const record = {
      at: new Date().toISOString(),
      by: change.by,
      before,
      after,
      priceBefore: order.pricing.total,
      priceAfter: repriced.total,
      difference: repriced.total - order.pricing.total,
    }
    const updated = await changeOrder(req, {
      id: order.id,
      set: { ...snapshot, changes: [...(order.changes ?? []), record] },
    })
    await sendChangeConfirmation(req, { ...updated, customer: order.customer }, record)
    return updated
  })
}
