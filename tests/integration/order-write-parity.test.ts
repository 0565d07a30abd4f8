import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { placeOrder } from './deposit-helpers'
import { serverDatabase } from './helpers'

/**
 * A placement writes its order through the adapter, not Payload's create operation
 * (src/commerce/orders/data.ts, insertOrder): the stored order must be what that operation would
 * have stored from the same values, its defaults, hook and array ids included.
 */
type StoredOrder = Record<string, unknown> & {
  configuration: { options: { id: string }[] }
  history: { id: string; status: string; at: string }[]
}

/** An order without what differs between any two orders: ids, number, placement key, times. */
function comparable(order: StoredOrder) {
  const { id: _id, number: _n, placementKey: _k, createdAt: _c, updatedAt: _u, ...rest } = order
  return {
    ...rest,
    configuration: { ...order.configuration, options: order.configuration.options.map(({ id: _o, ...o }) => o) },
    history: order.history.map(({ status }) => ({ status })),
  }
}

const HEX_ID = /^[0-9a-f]{24}$/

describe('an order placed through the build flow', () => {
  it('is stored as Payload’s create operation stores the same order: defaults, history, array ids', async () => {
    const { orderId } = await placeOrder(undefined, 'adventure', { options: ['bike-rack'] })

    const payload = await serverDatabase()
    const read = async (id: number) =>
      (await payload.findByID({
        collection: 'orders',
        id,
        depth: 0,
        joins: false,
        overrideAccess: true,
      })) as unknown as StoredOrder
    const placed = await read(orderId)
    const optionIds = placed.configuration.options.map((option) => option.id)
    expect(optionIds.length).toBeGreaterThan(0)
    for (const id of optionIds) expect(id).toMatch(HEX_ID)
    expect(new Set(optionIds).size).toBe(optionIds.length)
    expect(placed.history).toEqual([{ id: expect.stringMatching(HEX_ID), status: 'reserved', at: expect.any(String) }])
    expect(Date.parse(placed.history[0].at)).toBeGreaterThan(Date.now() - 60_000)
    expect(placed.createdAt).toBe(placed.updatedAt)

    // The same order from the values a placement supplies, through Payload's create operation.
    const { customer, status, pricing, financing, firstDeposit, secondDeposit, refundPolicy } = placed
    const supplied = {
      customer,
      status,
      configuration: comparable(placed).configuration,
      pricing,
      financing,
      firstDeposit,
      secondDeposit,
      refundPolicy,
    }
    const twin = await payload.create({
      collection: 'orders',
      data: { ...supplied, number: `PBL-T${Date.now() % 100_000}`, placementKey: randomUUID() } as never,
      depth: 0,
      overrideAccess: true,
    })
    try {
      expect(comparable(placed)).toEqual(comparable(await read(twin.id)))
    } finally {
      await payload.delete({ collection: 'orders', id: twin.id, overrideAccess: true })
    }
  })
})
