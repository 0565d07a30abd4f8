import type { Payload, SanitizedPermissions, TypedUser } from 'payload'

import { readCatalog } from '../../catalog/data'
import { olderPricedParts } from '../../pricing/reprice'
import { waitingOrderPrices } from '../data'
import styles from './PriceLockPanel.module.css'

type Props = { payload: Payload; user: TypedUser | null; permissions?: SanitizedPermissions }

/**
 * The dashboard's price-lock line: how many orders still waiting for their Pebble hold a price
 * that differs from today's catalog (each keeps the price it was placed at), by trim. Shown to
 * staff who read orders, so an admin who changed catalog prices sees what it did not change.
 */
export async function PriceLockPanel({ payload, user, permissions }: Props) {
  if (!user || !permissions?.collections?.orders?.read) return null
  const [catalog, orders] = await Promise.all([readCatalog(payload), waitingOrderPrices(payload)])
  const byTrim = new Map<string, number>()
  let older = 0
  for (const order of orders) {
    if (!order.configuration || olderPricedParts(catalog, order.configuration).length === 0) continue
    older++
    const trim = order.configuration.trim.label
    byTrim.set(trim, (byTrim.get(trim) ?? 0) + 1)
  }
  return (
    <section className={styles.panel} aria-labelledby="price-lock-title" data-testid="price-lock-panel">
      <h2 id="price-lock-title">Price lock</h2>
      <p>
        <strong>{older}</strong> of {orders.length} waiting orders hold an older price than today’s catalog
        {byTrim.size > 0 && ` (${[...byTrim].map(([trim, count]) => `${trim}: ${count}`).join(', ')})`}. Each order
        keeps the prices it was placed at; only what a buyer changes is priced at today’s catalog.
      </p>
    </section>
  )
}
