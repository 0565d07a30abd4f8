/**
 * Every money event mails the customer once, on the branded template (issue 50): a staff refund,
 * full or partial (unless staff chose not to mail, which is recorded on the refund), and a
 * cancellation saying who cancelled and why, with every refund of the order and totals that add
 * up. A reconciliation run afterwards (a retry of the same work) mails nothing more. Marketing
 * consent is opt-in at checkout.
 */
import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { mailCount, mailsTo, waitForMail } from '../e2e/mail'
import { placeAndPay, placeOrder } from './deposit-helpers'
import { api, type ApiDoc, listDocs, outboxSettled, staffLogin } from './helpers'

let admin: Record<string, string>
let support: Record<string, string>
beforeAll(async () => {
  ;[admin, support] = await Promise.all([staffLogin('admin'), staffLogin('support')])
})

const firstPayment = async (orderId: number) =>
  (await listDocs('payments', `where[order][equals]=${orderId}&where[kind][equals]=first`, admin))[0]
const actions = (orderId: number) => listDocs('money-actions', `where[order][equals]=${orderId}&sort=createdAt`, admin)
const refund = (orderId: number, body: Record<string, unknown>) =>
  api(`/cms-api/orders/${orderId}/refund`, { method: 'POST', headers: admin, body: JSON.stringify(body) })
const cancel = (orderId: number, body: Record<string, unknown>, headers = admin) =>
  api(`/cms-api/orders/${orderId}/cancel`, { method: 'POST', headers, body: JSON.stringify(body) })
const reconcile = () => api('/cms-api/money-actions/reconcile?afterMs=0', { method: 'POST', headers: admin })

const refundMails = (email: string, mark: number) => mailsTo(email, mark).filter((m) => /^We refunded/.test(m.subject))
const cancelMails = (email: string, mark: number) => mailsTo(email, mark).filter((m) => /is cancelled/.test(m.subject))

describe('a staff refund mails the customer once', () => {
  it('a partial refund: the amount, the deposit’s totals and a button to the order; a second refund its own mail', async () => {
    const order = await placeAndPay()
    const payment = await firstPayment(order.orderId)
    const mark = mailCount()
    const first = await refund(order.orderId, {
      paymentId: payment.id,
      amount: 10_000,
      reason: 'Goodwill: delivery delay',
      override: true,
    })
    expect(first.status, await first.clone().text()).toBe(201)
    const mail = await waitForMail(order.email, { after: mark, subject: /^We refunded/ })
    expect(mail.subject).toBe(`We refunded $100.00 for your Pebble order ${order.orderNumber}`)
    expect(mail.text).toContain('We refunded $100.00 of your first deposit')
    expect(mail.text).toContain('The reason: Goodwill: delivery delay')
    expect(mail.text).toContain('First deposit paid: $250.00')
    expect(mail.text).toContain('First deposit refunded in total: $100.00')
    expect(mail.text).toContain('First deposit we still hold: $150.00')
    // The branded template: a button to the order, not a bare address.
    expect(mail.html).toMatch(new RegExp(`<a[^>]+href="[^"]*/customer-portal/order-history/${order.orderNumber}"`))
    expect(mail.html).toContain('See your order')

    await refund(order.orderId, { paymentId: payment.id, amount: 15_000, reason: 'The rest', override: true })
    await waitForMail(order.email, { after: mark, subject: /\$150\.00/ })
    expect((await reconcile()).status).toBe(200)
    await outboxSettled(order.email)
    const sent = refundMails(order.email, mark)
    expect(sent.map((m) => m.subject)).toEqual([
      `We refunded $100.00 for your Pebble order ${order.orderNumber}`,
      `We refunded $150.00 for your Pebble order ${order.orderNumber}`,
    ])
    expect(sent[1].text).toContain('First deposit we still hold: $0.00')
    const recorded = await actions(order.orderId)
    expect(recorded.map((a) => [a.notifyCustomer, Boolean(a.customerMailedAt)])).toEqual([
      [true, true],
      [true, true],
    ])
  })

  it('staff may choose not to mail: the choice is recorded and nothing is sent', async () => {
    const order = await placeAndPay()
    const payment = await firstPayment(order.orderId)
    const mark = mailCount()
    const res = await refund(order.orderId, {
      paymentId: payment.id,
      amount: 5_000,
      reason: 'Price match',
      override: true,
      notifyCustomer: false,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const [made] = await actions(order.orderId)
    expect(made).toMatchObject({ status: 'succeeded', notifyCustomer: false })
    expect(made.customerMailedAt ?? null).toBeNull()
    await outboxSettled(order.email)
    expect(refundMails(order.email, mark)).toHaveLength(0)
    const bad = await refund(order.orderId, {
      paymentId: payment.id,
      amount: 100,
      reason: 'x y z',
      notifyCustomer: 'no',
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toMatch(/notifyCustomer/)
  })
})

describe('a cancellation mails the customer once', () => {
  it('by staff: who and why, every refund of the order (the earlier one too), totals that add up, a button', async () => {
    const order = await placeAndPay()
    const payment = await firstPayment(order.orderId)
    const before = mailCount()
    await refund(order.orderId, { paymentId: payment.id, amount: 5_000, reason: 'Goodwill', override: true })
    // The refund's own mail is delivered after the request: counted before the cancellation's mark.
    await waitForMail(order.email, { after: before, subject: /^We refunded \$50\.00/ })
    await outboxSettled(order.email)
    const mark = mailCount()
    const res = await cancel(order.orderId, { reason: 'The trailer cannot be delivered to your state.', refund: true })
    expect(res.status, await res.clone().text()).toBe(200)
    const mail = await waitForMail(order.email, { after: mark, subject: /is cancelled/ })
    expect(mail.text).toMatch(
      new RegExp(
        `We cancelled your order ${order.orderNumber} on .+\\. The reason: The trailer cannot be delivered to your state\\.`,
      ),
    )
    expect(mail.text).not.toContain('as you asked')
    expect(mail.text).toMatch(/First deposit: \$50\.00 — refunded to your card on /)
    expect(mail.text).toContain('Paid in total: $250.00')
    expect(mail.text).toContain('Refunded in total: $50.00')
    expect(mail.text).toContain('Kept under your order’s refund policy: $200.00')
    expect(mail.html).toMatch(new RegExp(`<a[^>]+href="[^"]*/customer-portal/order-history/${order.orderNumber}"`))

    expect((await reconcile()).status).toBe(200)
    await outboxSettled(order.email)
    expect(cancelMails(order.email, mark)).toHaveLength(1)
    // The cancellation's own refunds are in this mail, not in refund notices of their own.
    expect(refundMails(order.email, mark)).toHaveLength(0)
    const [stored] = await listDocs('orders', `where[id][equals]=${order.orderId}`, support)
    expect(stored.cancellation).toEqual({ by: 'staff', reason: 'The trailer cannot be delivered to your state.' })
  })

  it('an unpaid order cancelled by staff says nothing was paid, and no totals', async () => {
    const placed = await placeOrder()
    const mark = mailCount()
    expect((await cancel(placed.orderId, { reason: 'Duplicate order', refund: true })).status).toBe(200)
    const mail = await waitForMail(placed.email, { after: mark, subject: /is cancelled/ })
    expect(mail.text).toContain('No deposit was paid for this order')
    expect(mail.text).not.toContain('Paid in total')
  })
})

describe('marketing mail is opt-in at checkout', () => {
  const customerOf = async (email: string): Promise<ApiDoc> =>
    (await listDocs('customers', `where[email][equals]=${encodeURIComponent(email)}`, admin))[0]

  it('a new buyer who did not tick it gets no product news; one who ticked it does', async () => {
    const silent = await placeOrder(`optin-no-${randomUUID()}@example.com`)
    expect((await customerOf(silent.email)).preferences.productNews).toBe(false)
    const keen = await placeOrder(`optin-yes-${randomUUID()}@example.com`, 'adventure', { productNews: true })
    expect((await customerOf(keen.email)).preferences).toMatchObject({ productNews: true, ownerUpdates: true })
  })

  it('the demo buyers keep what they chose', async () => {
    expect((await customerOf('customer@example.com')).preferences).toMatchObject({ productNews: true, sms: true })
  })
})
