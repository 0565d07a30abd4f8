/**
 * The Stripe adapter a live site runs, end to end in the tests: a second server instance
 * configured for Stripe (on the suite's database), its official SDK pointed at a local stand-in
 * of Stripe's API (stripe-stand-in.ts), and Stripe's webhooks signed with the test secret.
 * Checkout, the return page's outcome check, refunds (ours, failed, made in the dashboard),
 * disputes, a webhook racing our own refund call, and the reconciliation of a pending refund.
 */
import { randomUUID } from 'node:crypto'

import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from './actors'
import { type ApiDoc, eventually, staffLogin } from './helpers'
import { localSecrets, type SpareServer, sparePort, startSpareServer } from './ops-servers'
import { StripeStandIn } from './stripe-stand-in'
import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'

const WEBHOOK_SECRET = 'whsec_pebble_test_only_not_a_real_secret'
const SUPPORT_ADDRESS = 'owners@pebble.example'
const signer = new Stripe('sk_test_offline_not_used')

let standIn: StripeStandIn
let server: SpareServer
let base: string
let admin: Record<string, string>

beforeAll(async () => {
  standIn = new StripeStandIn(sparePort(9))
  await standIn.start()
  server = await startSpareServer(8, 'stripe-instance', {
    ...localSecrets(),
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(standIn.port),
    STRIPE_API_PROTOCOL: 'http',
  })
  base = `http://127.0.0.1:${server.port}`
  admin = await staffLogin('admin')
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await standIn?.stop()
})

const at = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })
const find = async (collection: string, where: string) =>
  (await (await at(`/cms-api/${collection}?${where}&depth=0&limit=100`, { headers: admin })).json()).docs as ApiDoc[]
const order = async (id: number) => (await find('orders', `where[id][equals]=${id}`))[0]
const paymentOf = async (orderId: number) => (await find('payments', `where[order][equals]=${orderId}`))[0]
const actions = (orderId: number) => find('money-actions', `where[order][equals]=${orderId}&sort=createdAt`)
const refund = (orderId: number, body: Record<string, unknown>) =>
  at(`/cms-api/orders/${orderId}/refund`, { method: 'POST', headers: admin, body: JSON.stringify(body) })

function deliver(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  })
  return at('/api/payments/webhook/stripe', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  })
}

type Paid = { orderId: number; orderNumber: string; paymentId: number; intent: string; cookie: string }

/** A buyer places an order on the Stripe instance and pays on (the stand-in of) Stripe's page, then returns. */
async function placeAndPay(): Promise<Paid> {
  const email = `it-stripe-${randomUUID()}@example.com`
  const res = await fetch(`${base}/api/build/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': `198.20.1.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({
      placementKey: randomUUID(),
      selection: { trim: 'adventure', color: 'sage', options: ['bike-rack'] },
      customer: buyerDetails(email, 'Stripe'),
      password: DEMO_PASSWORD,
      acceptTerms: true,
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const placed = (await res.json()) as { orderId: number; orderNumber: string; paymentId: number; checkoutUrl: string }
  const sessionId = placed.checkoutUrl.split('/').pop()!
  expect(placed.checkoutUrl).toBe(`https://checkout.stripe.test/pay/${sessionId}`)
  // The session was created by the SDK, with our idempotency key, amount and metadata.
  const [create] = standIn.calls.filter(
    (c) => c.path === '/v1/checkout/sessions' && c.idempotencyKey === `deposit:${placed.orderId}:first`,
  )
  expect(create.body).toMatchObject({
    mode: 'payment',
    customer_email: email,
    metadata: { paymentId: String(placed.paymentId), idempotencyKey: `deposit:${placed.orderId}:first` },
    line_items: { 0: { quantity: '1', price_data: { currency: 'usd', unit_amount: '25000' } } },
  })
  const session = standIn.pay(sessionId)
  // The placement signed this browser in: its cookie brings the buyer back to the return page.
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { ...placed, intent: session.payment_intent as string, cookie }
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
  it('charge.dispute.created flags the order and mails support; charge.dispute.closed (won) clears it', async () => {
    const paid = await paidByWebhook()
    const dispute = {
      id: `dp_${randomUUID().slice(0, 8)}`,
      object: 'dispute',
      amount: 25_000,
      status: 'needs_response',
      reason: 'fraudulent',
      payment_intent: paid.intent,
    }
    expect((await deliver('charge.dispute.created', dispute)).status).toBe(200)
    expect(await order(paid.orderId)).toMatchObject({ disputed: true })
    // This instance has no SMTP server: the alert is in the outbox, where every message is kept.
    const subject = encodeURIComponent(`Dispute opened on order ${paid.orderNumber}`)
    await eventually(async () => (await find('outbox', `where[subject][equals]=${subject}`)).length > 0)
    const [mail] = await find('outbox', `where[subject][equals]=${subject}`)
    expect(mail.to).toBe(SUPPORT_ADDRESS)
    expect(mail.text).toContain(`${paid.orderNumber}: the first deposit ($250.00)`)
    expect((await deliver('charge.dispute.closed', { ...dispute, status: 'won' })).status).toBe(200)
    expect(await order(paid.orderId)).toMatchObject({ disputed: false })
    const [recorded] = await actions(paid.orderId)
    expect(recorded).toMatchObject({ kind: 'dispute', status: 'won' })
    // A malformed dispute event is refused and records nothing.
    const bad = await deliver('charge.dispute.created', {
      id: 'dp_bad',
      object: 'dispute',
      amount: 'lots',
      status: 'x',
    })
    expect(bad.status).toBe(400)
  })
})
