import { beforeAll, describe, expect, it } from 'vitest'

import { placeAndPay } from './deposit-helpers'
import { api, serverDatabase, staffLogin } from './helpers'

/**
 * Every change of an order goes through Payload's operations (changeOrder in src/commerce/orders/data.ts), so
 * the Orders collection's state machine guards each one: a deposit paid is recorded in the history
 * by the collection's hook, an illegal move is refused with a 400 and changes nothing, and staff
 * cannot edit the status directly (403): it moves only through the order's actions.
 */
let payload: Awaited<ReturnType<typeof serverDatabase>>
let changeOrder: typeof import('@/commerce/orders/data').changeOrder
let inTransaction: typeof import('@/db/transaction').inTransaction
let admin: Record<string, string>

beforeAll(async () => {
  payload = await serverDatabase()
  ;({ changeOrder } = await import('@/commerce/orders/data'))
  ;({ inTransaction } = await import('@/db/transaction'))
  admin = await staffLogin('admin')
})

const stored = (id: number) =>
  payload.findByID({ collection: 'orders', id, depth: 0, joins: false, overrideAccess: true })

describe('the one write path of an order', () => {
  it('records a paid deposit through the collection’s hook, and refuses an illegal move with a 400 that changes nothing', async () => {
    const { orderId } = await placeAndPay()
    const paid = await stored(orderId)
    expect(paid.status).toBe('first-deposit-paid')
    expect(paid.firstDeposit.status).toBe('paid')
    expect(paid.history?.map((entry) => entry.status)).toEqual(['reserved', 'first-deposit-paid'])

    // Backwards, with another field in the same change: the whole change is refused.
    const refused = await inTransaction(payload, (req) =>
      changeOrder(req, { id: orderId, set: { status: 'reserved', cancellationMail: 'owed' } }),
    ).then(
      () => null,
      (error: { status?: number; message: string }) => error,
    )
    expect(refused?.status).toBe(400)
    expect(refused?.message).toBe('An order cannot go from “first-deposit-paid” to “reserved”.')
    const after = await stored(orderId)
    expect(after.status).toBe('first-deposit-paid')
    expect(after.cancellationMail ?? null).toBeNull()
    expect(after.history).toEqual(paid.history)
    expect(after.updatedAt).toBe(paid.updatedAt)

    // Staff cannot edit the status at all, not even to a legal next status: it moves only through
    // the order's actions (cancel, refund, the call, payments), each with its own rules and mail.
    for (const status of ['delivered', 'cancelled']) {
      const edit = await api(`/cms-api/orders/${orderId}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ status }),
      })
      expect(edit.status).toBe(403)
      expect(JSON.stringify(await edit.json())).toContain('An order’s status cannot be edited')
      expect((await stored(orderId)).status).toBe('first-deposit-paid')
    }
    // Saving the form unchanged (its status as stored) is no edit.
    const save = await api(`/cms-api/orders/${orderId}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ status: 'first-deposit-paid' }),
    })
    expect(save.status).toBe(200)

    // A legal move through the same path is recorded, with when.
    const cancelled = await inTransaction(payload, (req) =>
      changeOrder(req, { id: orderId, set: { status: 'cancelled' } }),
    )
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.history?.map((entry) => entry.status)).toEqual(['reserved', 'first-deposit-paid', 'cancelled'])
  })
})
