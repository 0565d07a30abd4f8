import { describe, expect, it } from 'vitest'

import { changeAllowed, readChangePolicy } from '@/commerce/changes/policy'
import type { Catalog } from '@/commerce/catalog/types'
import { orderSnapshot } from '@/commerce/orders/snapshot'
import { priceConfiguration } from '@/commerce/pricing/price'
import { olderPricedParts, repriceForOrder } from '@/commerce/pricing/reprice'

import { catalog } from './commerce-catalog-fixture'

/** The catalog with every price of the Adventure raised by `cents` (an admin's price change after the order). */
const raised = (cents: number): Catalog => ({
  ...catalog,
  trims: catalog.trims.map((trim) =>
    trim.uid !== 'adventure'
      ? trim
      : {
          ...trim,
          price: trim.price + cents,
          colors: trim.colors.map((c) => ({ ...c, price: c.price + cents })),
          options: trim.options.map((o) => ({ ...o, price: o.price + cents })),
        },
  ),
})

/** An Adventure in Sage with the solar roof, placed at the fixture's prices. */
const placed = orderSnapshot(
  priceConfiguration(catalog, { trim: 'adventure', color: 'sage', options: ['awning', 'solar-roof'] }),
  {
    destinationFee: 0,
  },
).configuration

describe('the price lock', () => {
  it('keeps the order’s prices for what the buyer does not change, and prices what changes at today’s catalog', () => {
    const today = raised(10_000)
    const changed = repriceForOrder(today, placed, {
      trim: 'adventure',
      color: 'basalt',
      options: ['awning', 'solar-roof'],
    })
    expect(changed.trim.price).toBe(9_990_000) // locked
    expect(changed.color.price).toBe(200_000) // changed: today's
    expect(changed.options.find((o) => o.uid === 'solar-roof')?.priceDelta).toBe(450_000) // locked
    expect(changed.total).toBe(9_990_000 + 200_000 + 450_000)
    expect(changed.lockedParts).toEqual(['Adventure', 'solar-roof'])
  })

  it('an option added after the order is at today’s price; one removed no longer counts', () => {
    const changed = repriceForOrder(raised(10_000), placed, {
      trim: 'adventure',
      color: 'sage',
      options: ['awning', 'bike-rack'],
    })
    expect(changed.options.find((o) => o.uid === 'bike-rack')?.priceDelta).toBe(75_000)
    expect(changed.options.find((o) => o.uid === 'solar-roof')).toBeUndefined()
    expect(changed.color.price).toBe(190_000)
  })

  it('a new trim is priced entirely at today’s catalog', () => {
    const changed = repriceForOrder(raised(10_000), placed, { trim: 'summit', color: 'dune' })
    expect(changed.total).toBe(priceConfiguration(raised(10_000), { trim: 'summit', color: 'dune' }).total)
    expect(changed.lockedParts).toEqual([])
  })

  it('an order holds an older price exactly when today’s catalog prices its parts differently', () => {
    expect(olderPricedParts(catalog, placed)).toEqual([])
    expect(olderPricedParts(raised(10_000), placed).length).toBeGreaterThan(0)
  })
})

describe('the change cutoff', () => {
  it('allows a change until the order reaches the policy’s stage, never once cancelled or handed over', () => {
    const policy = readChangePolicy({ until: 'in-production' })
    expect(changeAllowed(policy, 'first-deposit-paid')).toBe(true)
    expect(changeAllowed(policy, 'second-deposit-paid')).toBe(true)
    expect(changeAllowed(policy, 'in-production')).toBe(false)
    expect(changeAllowed(policy, 'ready')).toBe(false)
    expect(changeAllowed(policy, 'cancelled')).toBe(false)
    expect(changeAllowed(readChangePolicy({ until: 'second-deposit-paid' }), 'second-deposit-due')).toBe(true)
    expect(changeAllowed(readChangePolicy({ until: 'second-deposit-paid' }), 'second-deposit-paid')).toBe(false)
    // A missing or unknown rule reads as "until production begins".
    expect(readChangePolicy(null)).toEqual({ until: 'in-production' })
    expect(readChangePolicy({ until: 'whenever' })).toEqual({ until: 'in-production' })
  })
})
