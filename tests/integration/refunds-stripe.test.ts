/**
 * The Stripe adapter a live site runs, end to end in the tests: a second server instance
 * configured for Stripe (on the suite's database), its official SDK pointed at a local stand-in
 * of Stripe's API (stripe-stand-in.ts), and Stripe's webhooks signed with the test secret.
 * Checkout, the return page's outcome check, refunds (ours, failed, made in the dashboard),
 * disputes, a webhook racing our own refund call, and the reconciliation of a pending refund.
 */
import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { eventually, staffLogin } from './helpers'
import { localSecrets, type SpareServer, sparePort, startSpareServer } from './ops-servers'
import { type Paid, stripeEnv, stripeSite } from './stripe-instance'
import { type RefundHold, StripeStandIn } from './stripe-stand-in'

const SUPPORT_ADDRESS = 'owners@pebble.example'

let standIn: StripeStandIn
let server: SpareServer
let base: string
let admin: Record<string, string>
let site: ReturnType<typeof stripeSite>

beforeAll(async () => {
  standIn = new StripeStandIn(sparePort(9))
  await standIn.start()
  server = await startSpareServer(8, 'stripe-instance', { ...localSecrets(), ...stripeEnv(standIn) })
  base = `http://127.0.0.1:${server.port}`
  admin = await staffLogin('admin')
  site = stripeSite(
    () => base,
    standIn,
    () => admin,
  )
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await standIn?.stop()
})

const at = (path: string, init: RequestInit = {}) => site.at(path, init)
const find = (collection: string, where: string) => site.find(collection, where)
const deliver = (type: string, object: Record<string, unknown>) => site.deliver(type, object)
const order = async (id: number) => (await find('orders', `where[id][equals]=${id}`))[0]
const paymentOf = async (orderId: number) => (await find('payments', `where[order][equals]=${orderId}`))[0]
const actions = (orderId: number) => find('money-actions', `where[order][equals]=${orderId}&sort=createdAt`)
const refund = (orderId: number, body: Record<string, unknown>) =>
  at(`/cms-api/orders/${orderId}/refund`, { method: 'POST', headers: admin, body: JSON.stringify(body) })
const fullRefund = (paid: Paid) =>
  refund(paid.orderId, { paymentId: paid.paymentId, amount: 25_000, reason: 'Asked', override: true })
/** The refunds the stand-in made for a payment intent (what Stripe paid out). */
const refundsAtStripe = (paid: Paid) => [...standIn.refunds.values()].filter((r) => r.payment_intent === paid.intent)

/** A buyer places an order on the Stripe instance and pays on (the stand-in of) Stripe's page, then returns. */
async function placeAndPay(): Promise<Paid> {
  const placed = await site.place()
  expect(placed.checkoutUrl).toBe(`https://checkout.stripe.test/pay/${placed.sessionId}`)
  // The session was created by the SDK, with our idempotency key, amount and metadata.
  const [create] = standIn.calls.filter(
    (c) => c.path === '/v1/checkout/sessions' && c.idempotencyKey === `deposit:${placed.orderId}:first`,
  )
  expect(create.body).toMatchObject({
    mode: 'payment',
    customer_email: placed.email,
    metadata: { paymentId: String(placed.paymentId), idempotencyKey: `deposit:${placed.orderId}:first` },
    line_items: { 0: { quantity: '1', price_data: { currency: 'usd', unit_amount: '25000' } } },
  })
  const session = standIn.pay(placed.sessionId)
  return { ...placed, intent: session.payment_intent as string }
}

describe('Stripe checkout through the SDK', () => {
  it('the return page asks Stripe how the checkout ended and records the payment; the webhook then changes nothing', async () => {
    const paid = await placeAndPay()
    // The return page, as the buyer's browser lands on it (signed in by the placement).
    const back = await fetch(`${base}/build/payment-confirmation?order=${paid.orderNumber}`, {
      headers: { cookie: paid.cookie },
      redirect: 'manual',
    })
    expect(back.status).toBeLessThan(400)
    await eventually(async () => (await paymentOf(paid.orderId)).status === 'succeeded')
    expect(standIn.callsTo('GET', /^\/v1\/checkout\/sessions\//).length).toBeGreaterThan(0)
    expect(await paymentOf(paid.orderId)).toMatchObject({ status: 'succeeded', chargeReference: paid.intent })
    const session = [...standIn.sessions.values()].find((s) => s.payment_intent === paid.intent)!
    const hook = await deliver('checkout.session.completed', session)
    expect(hook.status).toBe(200)
    expect(await hook.json()).toMatchObject({ status: 'ignored', outcome: 'payment already succeeded' })
  })
})

/** A paid order on the Stripe instance, paid by the webhook (as when the buyer never comes back). */
async function paidByWebhook(): Promise<Paid> {
  const paid = await placeAndPay()
  const session = [...standIn.sessions.values()].find((s) => s.payment_intent === paid.intent)!
  expect((await deliver('checkout.session.completed', session)).status).toBe(200)
  expect(await paymentOf(paid.orderId)).toMatchObject({ status: 'succeeded', chargeReference: paid.intent })
  return paid
}

describe('Stripe refunds', () => {
  it('an admin refund calls refunds.create with a key from our ids; charge.refunded for it records nothing new', async () => {
    const paid = await paidByWebhook()
    const res = await refund(paid.orderId, {
      paymentId: paid.paymentId,
      amount: 10_000,
      reason: 'Goodwill',
      override: true,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const [call] = standIn.callsTo('POST', '/v1/refunds').filter((c) => c.body.payment_intent === paid.intent)
    expect(call).toMatchObject({
      idempotencyKey: `refund:${paid.paymentId}:1`,
      body: {
        amount: '10000',
        metadata: { paymentId: String(paid.paymentId), idempotencyKey: `refund:${paid.paymentId}:1` },
      },
    })
    const [made] = await actions(paid.orderId)
    const stripeRefund = standIn.refunds.get(made.providerReference)!
    expect(made).toMatchObject({ status: 'succeeded', amount: 10_000 })
    const hook = await deliver('charge.refunded', {
      id: 'ch_x',
      object: 'charge',
      payment_intent: paid.intent,
      amount_refunded: 10_000,
      refunds: { object: 'list', data: [stripeRefund] },
      metadata: {},
    })
    expect(hook.status).toBe(200)
    expect(await actions(paid.orderId)).toHaveLength(1)
    expect((await paymentOf(paid.orderId)).refundedAmount).toBe(10_000)
  })

  it('a refund made in the Stripe dashboard is recorded as one; refund.updated to failed puts the money back', async () => {
    const paid = await paidByWebhook()
    const dashboard = {
      id: `re_dash_${randomUUID().slice(0, 8)}`,
      object: 'refund',
      amount: 25_000,
      status: 'succeeded',
      payment_intent: paid.intent,
      metadata: {},
    }
    const hook = await deliver('charge.refunded', {
      id: 'ch_y',
      object: 'charge',
      payment_intent: paid.intent,
      amount_refunded: 25_000,
      refunds: { object: 'list', data: [dashboard] },
      metadata: {},
    })
    expect(hook.status).toBe(200)
    const [recorded] = await actions(paid.orderId)
    expect(recorded).toMatchObject({
      kind: 'refund',
      actor: 'provider',
      amount: 25_000,
      status: 'succeeded',
      providerReference: dashboard.id,
    })
    expect((await order(paid.orderId)).firstDeposit.status).toBe('refunded')
    // Redelivered (a new event id, the same refund): still one record.
    await deliver('charge.refunded', {
      id: 'ch_y',
      object: 'charge',
      payment_intent: paid.intent,
      amount_refunded: 25_000,
      refunds: { object: 'list', data: [dashboard] },
      metadata: {},
    })
    expect(await actions(paid.orderId)).toHaveLength(1)
    const failed = await deliver('refund.updated', {
      ...dashboard,
      status: 'failed',
      failure_reason: 'lost_or_stolen_card',
    })
    expect(failed.status).toBe(200)
    expect((await actions(paid.orderId))[0]).toMatchObject({
      status: 'failed',
      failureMessage: expect.stringMatching(/lost or stolen card/),
    })
    expect((await paymentOf(paid.orderId)).refundedAmount).toBe(0)
    expect((await order(paid.orderId)).firstDeposit.status).toBe('paid')
  })

  it('a charge.refunded that gives only the refunded total records what our records lack', async () => {
    const paid = await paidByWebhook()
    await deliver('charge.refunded', {
      id: 'ch_z',
      object: 'charge',
      payment_intent: paid.intent,
      amount_refunded: 5_000,
      metadata: {},
    })
    await deliver('charge.refunded', {
      id: 'ch_z',
      object: 'charge',
      payment_intent: paid.intent,
      amount_refunded: 5_000,
      metadata: {},
    })
    const recorded = await actions(paid.orderId)
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toMatchObject({ actor: 'provider', amount: 5_000, status: 'succeeded' })
  })

  it('the webhook for our refund arriving before our own call returns records the refund once', async () => {
    const paid = await paidByWebhook()
    const hooks: Promise<Response>[] = []
    standIn.onRefundCreated = async (created) => {
      const answer = deliver('charge.refunded', {
        id: 'ch_race',
        object: 'charge',
        payment_intent: paid.intent,
        amount_refunded: created.amount,
        refunds: { object: 'list', data: [created] },
        metadata: {},
      })
      hooks.push(answer)
      await answer
    }
    try {
      const res = await refund(paid.orderId, {
        paymentId: paid.paymentId,
        amount: 25_000,
        reason: 'Race',
        override: true,
      })
      expect(res.status).toBe(201)
    } finally {
      standIn.onRefundCreated = undefined
    }
    expect((await Promise.all(hooks)).map((r) => r.status)).toEqual([200])
    const recorded = await actions(paid.orderId)
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toMatchObject({ actor: 'staff', status: 'succeeded', amount: 25_000 })
    expect((await paymentOf(paid.orderId)).refundedAmount).toBe(25_000)
  })

  it('a refund Stripe leaves pending is settled by the reconciliation, which asks Stripe', async () => {
    const paid = await paidByWebhook()
    standIn.refundStatus = 'pending'
    try {
      const res = await refund(paid.orderId, {
        paymentId: paid.paymentId,
        amount: 25_000,
        reason: 'Pending',
        override: true,
      })
      expect(res.status).toBe(201)
    } finally {
      standIn.refundStatus = 'succeeded'
    }
    const [pending] = await actions(paid.orderId)
    expect(pending.status).toBe('pending')
    standIn.refunds.get(pending.providerReference)!.status = 'succeeded'
    const run = await at('/cms-api/money-actions/reconcile?afterMs=0', { method: 'POST', headers: admin })
    expect(run.status).toBe(200)
    expect(standIn.callsTo('GET', `/v1/refunds/${pending.providerReference}`)).toHaveLength(1)
    expect((await actions(paid.orderId))[0].status).toBe('succeeded')
    expect((await paymentOf(paid.orderId)).refundedAmount).toBe(25_000)
  })
})

describe('Stripe disputes', () => {
  // Stripe's evidence deadline, in seconds: ten days ahead.
  const RESPOND_BY = Math.floor(Date.now() / 1000) + 10 * 86_400
  const disputeOf = (paid: Paid, amount = 25_000) => ({
    id: `dp_${randomUUID().slice(0, 8)}`,
    object: 'dispute',
    amount,
    status: 'needs_response',
    reason: 'fraudulent',
    payment_intent: paid.intent,
    evidence_details: { due_by: RESPOND_BY },
  })

  it('charge.dispute.created flags the order and mails support; no refund while it is open; won: refundable again', async () => {
    const paid = await paidByWebhook()
    const dispute = disputeOf(paid)
    expect((await deliver('charge.dispute.created', dispute)).status).toBe(200)
    expect(await order(paid.orderId)).toMatchObject({ disputed: true })
    // This instance has no SMTP server: the alert is in the outbox, where every message is kept.
    const respondBy = new Date(RESPOND_BY * 1000)
    const day = respondBy.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
    const subject = encodeURIComponent(`Dispute opened on order ${paid.orderNumber}: respond by ${day}`)
    await eventually(async () => (await find('outbox', `where[subject][equals]=${subject}`)).length > 0)
    const [mail] = await find('outbox', `where[subject][equals]=${subject}`)
    expect(mail.to).toBe(SUPPORT_ADDRESS)
    expect(mail.text).toContain(`${paid.orderNumber}: the first deposit ($250.00)`)
    // Where to answer: the dispute's page in Stripe's dashboard (its test-mode page on a test key).
    const dashboard = new RegExp(`https://dashboard\\.stripe\\.com/(test/)?disputes/${dispute.id}`)
    expect(mail.text).toMatch(dashboard)
    const view = await (await at(`/cms-api/orders/${paid.orderId}/money`, { headers: admin })).json()
    expect(view.disputes[0]).toMatchObject({ status: 'open', respondBy: respondBy.toISOString() })
    expect(view.disputes[0].link.href).toMatch(dashboard)
    // While the bank decides, a refund could pay the cardholder twice: refused, and Stripe is not asked.
    const refused = await fullRefund(paid)
    expect(refused.status).toBe(409)
    expect((await refused.json()).error).toContain(`dispute ${dispute.id} for $250.00`)
    expect(standIn.callsTo('POST', '/v1/refunds').filter((c) => c.body.payment_intent === paid.intent)).toHaveLength(0)
    expect((await deliver('charge.dispute.closed', { ...dispute, status: 'won' })).status).toBe(200)
    expect(await order(paid.orderId)).toMatchObject({ disputed: false })
    const [recorded] = await actions(paid.orderId)
    expect(recorded).toMatchObject({ kind: 'dispute', status: 'won' })
    expect(recorded.outcomes).toMatchObject([
      { status: 'open', source: 'provider-event' },
      { status: 'won', source: 'provider-event' },
    ])
    // Won: the money stayed with us, and the payment can be refunded again.
    expect((await fullRefund(paid)).status).toBe(201)
    expect((await paymentOf(paid.orderId)).refundedAmount).toBe(25_000)
    // A malformed dispute event is refused and records nothing.
    const bad = await deliver('charge.dispute.created', {
      id: 'dp_bad',
      object: 'dispute',
      amount: 'lots',
      status: 'x',
    })
    expect(bad.status).toBe(400)
  })

  it('a dispute opened after a partial refund, then lost: the bank gave the rest back, nothing is left to refund', async () => {
    const paid = await paidByWebhook()
    const part = await refund(paid.orderId, {
      paymentId: paid.paymentId,
      amount: 5_000,
      reason: 'Part',
      override: true,
    })
    expect(part.status).toBe(201)
    const dispute = disputeOf(paid, 20_000)
    expect((await deliver('charge.dispute.created', dispute)).status).toBe(200)
    expect((await fullRefund(paid)).status).toBe(409)
    expect((await deliver('charge.dispute.closed', { ...dispute, status: 'lost' })).status).toBe(200)
    expect(await order(paid.orderId)).toMatchObject({ disputed: false, firstDeposit: { status: 'refunded' } })
    const more = await refund(paid.orderId, { paymentId: paid.paymentId, amount: 100, reason: 'More', override: true })
    expect(more.status).toBe(409)
    expect((await more.json()).error).toMatch(/already refunded in full/)
    expect(standIn.callsTo('POST', '/v1/refunds').filter((c) => c.body.payment_intent === paid.intent)).toHaveLength(1)
  })
})

describe('a refund call slower than the reconciliation', () => {
  const reconcileNow = async () => {
    const run = await at('/cms-api/money-actions/reconcile?afterMs=0', { method: 'POST', headers: admin })
    expect(run.status).toBe(200)
  }
  /** A paid order whose full refund Stripe holds open (before or after making it) until `hold.release()`. */
  const refundHeldAtStripe = async (when: RefundHold['when']) => {
    const paid = await paidByWebhook()
    const hold = standIn.holdNextRefund(when)
    const refunding = fullRefund(paid)
    await hold.reached
    return { paid, hold, refunding }
  }

  it('Stripe has not made it yet: the reconciliation’s retry under the same key is refused, the refund stays pending; then made once', async () => {
    const { paid, hold, refunding } = await refundHeldAtStripe('before-create')
    // Stripe answers a second request with an in-flight key 409: the refund is neither made twice nor settled failed.
    await reconcileNow()
    const [pending] = await actions(paid.orderId)
    expect(pending).toMatchObject({ status: 'pending' })
    hold.release()
    expect((await refunding).status).toBe(201)
    const sent = standIn.callsTo('POST', '/v1/refunds').filter((c) => c.body.payment_intent === paid.intent)
    expect(new Set(sent.map((c) => c.idempotencyKey)).size).toBe(1)
    expect(refundsAtStripe(paid)).toHaveLength(1)
    const [made] = await actions(paid.orderId)
    expect(made).toMatchObject({ status: 'succeeded', amount: 25_000 })
    expect(made.outcomes).toMatchObject([{ status: 'succeeded', source: 'request' }])
    expect((await paymentOf(paid.orderId)).refundedAmount).toBe(25_000)
  })

  it('Stripe made it, the answer is still on its way: the reconciliation finds it; the late answer changes nothing', async () => {
    const { paid, hold, refunding } = await refundHeldAtStripe('after-create')
    await reconcileNow()
    expect((await actions(paid.orderId))[0]).toMatchObject({ status: 'succeeded' })
    hold.release()
    expect((await refunding).status).toBe(201)
    expect(refundsAtStripe(paid)).toHaveLength(1)
    const [made] = await actions(paid.orderId)
    expect(made.outcomes).toMatchObject([{ status: 'succeeded', source: 'reconciliation' }])
    expect(made.outcomes).toHaveLength(1)
    expect((await paymentOf(paid.orderId)).refundedAmount).toBe(25_000)
  })
})

describe('a payment arriving for a cancelled order', () => {
  it('the checkout paid after the cancellation is refunded through Stripe, once, and the customer is told', async () => {
    const placed = await site.place()
    const cancelled = await at(`/cms-api/orders/${placed.orderId}/cancel`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ reason: 'Customer changed their mind', refund: true }),
    })
    expect(cancelled.status).toBe(200)
    const { intent, hook } = await site.payByWebhook(placed.sessionId)
    expect(hook).toMatchObject({ status: 'applied', outcome: 'paid after the order was cancelled: refunding it' })
    // Stripe delivers the event again: nothing more is refunded.
    const session = standIn.sessions.get(placed.sessionId)!
    expect(await (await deliver('checkout.session.completed', session)).json()).toMatchObject({ status: 'ignored' })
    const calls = standIn.callsTo('POST', '/v1/refunds').filter((c) => c.body.payment_intent === intent)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ idempotencyKey: `refund:${placed.paymentId}:1`, body: { amount: '25000' } })
    const made = [...standIn.refunds.values()].filter((r) => r.payment_intent === intent)
    expect(made).toHaveLength(1)
    const recorded = await actions(placed.orderId)
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toMatchObject({
      actor: 'system',
      reason: 'auto-refund: order cancelled',
      status: 'succeeded',
      providerReference: made[0].id,
    })
    expect(await paymentOf(placed.orderId)).toMatchObject({ status: 'succeeded', refundedAmount: 25_000 })
    expect(await order(placed.orderId)).toMatchObject({ status: 'cancelled', firstDeposit: { status: 'refunded' } })
    const subject = encodeURIComponent(`Your payment for cancelled order ${placed.orderNumber} is refunded`)
    expect(await find('outbox', `where[subject][equals]=${subject}`)).toHaveLength(1)
  })
})
