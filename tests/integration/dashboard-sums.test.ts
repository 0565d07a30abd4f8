import { beforeAll, describe, expect, it } from 'vitest'

import { placeAndPay, placeOrder } from './deposit-helpers'
import { api, staffLogin } from './helpers'

/**
 * The dashboard's orders panel adds up (issue 50): the received tiles sum to "Received", and a
 * reservation whose checkout was never finished is counted apart, not as a deposit due.
 */
let admin: Record<string, string>
beforeAll(async () => {
  admin = await staffLogin('admin')
})

async function panel() {
  const html = await (
    await api('/admin', { headers: { cookie: `payload-token=${admin.Authorization.slice(4)}` } })
  ).text()
  const amount = (label: string) => {
    const m = new RegExp(`${label}(?:</a>)?</dt><dd>\\$([\\d,]+)`).exec(html)
    if (!m) throw new Error(`no “${label}” amount in the panel`)
    return Number(m[1].replace(/,/g, ''))
  }
  const count = (label: string) => {
    const m = new RegExp(`${label}(?:</a>)?</dt><dd>(\\d+)`).exec(html)
    if (!m) throw new Error(`no “${label}” count in the panel`)
    return Number(m[1])
  }
  return {
    firstReceived: amount('First deposits received'),
    secondReceived: amount('Second deposits received'),
    received: amount('Received'),
    firstDue: amount('First deposits due'),
    checkouts: count('Checkouts not finished'),
  }
}

describe('the dashboard adds up', () => {
  it('received tiles sum to Received, refunds or not; an unfinished checkout is not a deposit due', async () => {
    const paid = await placeAndPay()
    // A refunded deposit was still received (Refunded and Net say what went back).
    const [payment] = (
      await (await api(`/cms-api/payments?where[order][equals]=${paid.orderId}&depth=0`, { headers: admin })).json()
    ).docs
    const refund = await api(`/cms-api/orders/${paid.orderId}/refund`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ paymentId: payment.id, amount: payment.amount, reason: 'Dashboard sums', override: true }),
    })
    expect(refund.status).toBe(201)
    const before = await panel()
    expect(before.firstReceived + before.secondReceived).toBe(before.received)

    await placeOrder()
    const after = await panel()
    expect(after.checkouts).toBe(before.checkouts + 1)
    expect(after.firstDue).toBe(before.firstDue)
    expect(after.firstReceived + after.secondReceived).toBe(after.received)
  })
})
