import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'
import { api, BASE_URL, eventually, loggedQueriesSince, queryRequestId, serverDatabase, serverLogSize } from './helpers'

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

/**
 * What one reservation by a new buyer costs the database: its statements, logged under the
 * request's id (the test server logs every query). It was 28: the placement key and the e-mail
 * each looked up with a count besides, the new account, the order and the payment each read back
 * with their relations, the payment looked up again for its checkout, and the checkout written
 * through Payload's update (locks checked, the payment read twice more).
 */
describe('one reservation by a new buyer', () => {
  it('takes at most 20 statements on SQLite, 25 on Postgres (with its deferred password), and keeps what the hooks and rules give an order', async () => {
    // The catalog and the commerce terms come from the data cache, read again after each change:
    // an earlier file's edit (a media upload expires the catalog) leaves them to whichever request
    // comes next. A quote reads both through the same cache: once one reads nothing, the count
    // below is the placement's own.
    await eventually(async () => {
      const warmUp = `placement-cost-warm-${randomUUID()}`
      const offset = serverLogSize()
      const res = await api('/api/build/quote?trim=adventure&color=sage&options=', {
        headers: { 'x-request-id': warmUp },
      })
      if (res.status !== 200) throw new Error(`the warm-up quote answered ${res.status}`)
      return (await loggedQueriesSince(offset)).every((line) => queryRequestId(line) !== warmUp)
    })

    const email = `cost-${randomUUID()}@example.com`
    const id = `placement-cost-${randomUUID()}`
    const offset = serverLogSize()
    const res = await api('/api/build/orders', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: BASE_URL,
        'x-forwarded-for': `198.18.34.${Date.now() % 250}`,
        'x-request-id': id,
      },
      body: JSON.stringify({
        placementKey: randomUUID(),
        selection: { trim: 'adventure', color: 'sage', options: [] },
        customer: buyerDetails(email, 'Cost'),
        password: 'placement-cost-pass-1',
        acceptTerms: true,
      }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const answer = (await res.json()) as { orderId: number; paymentId: number; checkoutUrl: string }

    const payload = await serverDatabase()
    await eventually(async () => {
      const row = (await payload.db.findOne({ collection: 'customers', where: { email: { equals: email } } })) as {
        hash?: string | null
      } | null
      return Boolean(row?.hash)
    })
    const ours = (await loggedQueriesSince(offset)).filter((line) => queryRequestId(line) === id)
    expect(ours.length, ours.join('\n')).toBeGreaterThan(5)
    // Postgres's transactions log more, the deferred password's row lock (`select … for update`)
    // among them: SQLite's one writer needs no row lock. On Postgres it is 25: 17 for the placement
    // (two lookups; its transaction, eleven with begin and commit; the payment's checkout through
    // Payload's update: the payment read, Payload's document-lock check and clean-up, the update)
    // and 8 for the deferred password (begin, the lock, the stored hash read under it, Payload's
    // update: the customer read, the document-lock check and clean-up, the update; commit).
    // Every write goes through Payload's operations: the checkout's update and the password's each
    // cost three statements more than the adapter's one UPDATE did.
    expect(ours.length, ours.join('\n')).toBeLessThanOrEqual(onPostgres ? 25 : 20)
    // Payload's update looks for an editor's lock twice, for the checkout and the password (a read and its clean-up each).
    expect(ours.filter((line) => line.includes('payload_locked_documents')).length).toBeLessThanOrEqual(4)

    // What the order's hook and the checkout wrote is there, as before.
    const order = await payload.findByID({ collection: 'orders', id: answer.orderId, depth: 0, overrideAccess: true })
    expect(order.status).toBe('reserved')
    expect(order.history?.map((h) => h.status)).toEqual(['reserved'])
    const payment = await payload.findByID({
      collection: 'payments',
      id: answer.paymentId,
      depth: 0,
      overrideAccess: true,
    })
    expect(payment.checkoutUrl).toBe(answer.checkoutUrl)
    expect(payment.providerReference).toBeTruthy()
    expect(new Date(payment.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(payment.createdAt).getTime())
    expect(payment.order).toBe(order.id)
    // The payment is written through Payload's operations: its defaults and timestamps are there.
    expect(payment).toMatchObject({ kind: 'first', status: 'pending', refundedAmount: 0, customer: order.customer })
    expect(payment.amount).toBe(order.firstDeposit.amount)
    expect(Math.abs(new Date(payment.createdAt).getTime() - new Date(order.createdAt).getTime())).toBeLessThan(10_000)
  }, 30_000)
})
