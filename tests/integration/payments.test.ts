import { randomUUID } from 'node:crypto'

import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'

import { api, type ApiDoc, BASE_URL, staffLogin } from './helpers'

// The test server runs with this test-only secret (scripts/test.mjs).
const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_pebble_test_only_not_a_real_secret'
const stripe = new Stripe('sk_test_offline_not_used')
const ORIGIN = new URL(BASE_URL).origin

let staff: Record<string, string>
beforeAll(async () => {
  staff = await staffLogin('admin')
})

const customer = (email: string) => ({
  firstName: 'Test',
  lastName: 'Buyer',
  email,
  phone: '(415) 555-0134',
  country: 'US',
  line1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
})

const placeBody = (email: string, placementKey = randomUUID()) => ({
  placementKey,
  selection: { trim: 'adventure', color: 'sage', options: ['bike-rack'] },
  customer: customer(email),
  password: 'integration-pass-1',
  acceptTerms: true,
})

// Each request from its own client address, as buyers are: the per-address limit on new accounts is tested on its own.
const someAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': someAddress(), ...headers },
    body: JSON.stringify(body),
  })

type Placed = { orderId: number; orderNumber: string; paymentId: number; checkoutUrl: string }
async function place(email = `it-${randomUUID()}@example.com`): Promise<Placed & { email: string }> {
  const res = await post('/api/build/orders', placeBody(email))
  expect(res.status, await res.clone().text()).toBe(201)
  return { ...((await res.json()) as Placed), email }
}

const find = async (collection: string, where: string) =>
  (await (await api(`/cms-api/${collection}?${where}&depth=0&limit=100`, { headers: staff })).json()).docs as ApiDoc[]
const payment = async (id: number) => (await find('payments', `where[id][equals]=${id}`))[0]
const order = async (id: number) => (await find('orders', `where[id][equals]=${id}`))[0]

function checkoutEvent(
  p: Placed,
  overrides: { id?: string; type?: string; amount?: number; paymentStatus?: string } = {},
) {
  return {
    id: overrides.id ?? `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: overrides.type ?? 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${p.paymentId}`,
        object: 'checkout.session',
        amount_total: overrides.amount ?? 25_000,
        currency: 'usd',
        payment_status: overrides.paymentStatus ?? 'paid',
        metadata: {
          paymentId: String(p.paymentId),
          idempotencyKey: `deposit:${p.orderId}:first`,
          orderNumber: p.orderNumber,
          kind: 'first',
        },
      },
    },
  }
}

const deliver = (
  event: unknown,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) => {
  const payload = JSON.stringify(event)
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })
  return api('/api/payments/webhook/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
}

const testCharge = (checkoutUrl: string, card: string) =>
  api('/api/payments/test-checkout', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ reference: checkoutUrl.split('/').pop()!, card }).toString(),
  })

describe('order placement', () => {
  it('creates the account, an order with a readable number and one pending first-deposit payment', async () => {
    const placed = await place()
    expect(placed.orderNumber).toMatch(/^PBL-[A-Z0-9]{6}$/)
    expect(placed.checkoutUrl).toMatch(/^\/payments\/test-checkout\/test_cs_/)
    const o = await order(placed.orderId)
    expect(o).toMatchObject({
      status: 'reserved',
      firstDeposit: { amount: 25_000, status: 'due' },
      secondDeposit: { amount: 250_000, status: 'not-due' },
    })
    // The breakdown as priced: $99,900 + Sage $1,900 + bike rack $650 − awning $1,200 − all-terrain $3,200.
    expect(o.pricing).toMatchObject({
      trim: 9_990_000,
      color: 190_000,
      options: 65_000 - 120_000 - 320_000,
      destinationFee: 189_500,
      total: 9_805_000,
    })
    const payments = await find('payments', `where[order][equals]=${placed.orderId}`)
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({
      kind: 'first',
      amount: 25_000,
      status: 'pending',
      provider: 'test',
      idempotencyKey: `deposit:${placed.orderId}:first`,
    })
    expect(await find('customers', `where[email][equals]=${encodeURIComponent(placed.email)}`)).toHaveLength(1)
  })

  it('a double click (same placement key, concurrently and again later) makes one order and one payment', async () => {
    const email = `it-double-${randomUUID()}@example.com`
    const body = placeBody(email)
    const [a, b] = await Promise.all([post('/api/build/orders', body), post('/api/build/orders', body)])
    const c = await post('/api/build/orders', body)
    const answers = await Promise.all([a, b, c].map(async (r) => ({ status: r.status, body: await r.json() })))
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(new Set(answers.map((x) => x.body.orderNumber)).size).toBe(1)
    expect(new Set(answers.map((x) => x.body.checkoutUrl)).size).toBe(1)
    expect(await find('payments', `where[order][equals]=${answers[0].body.orderId}`)).toHaveLength(1)
    expect(await find('customers', `where[email][equals]=${encodeURIComponent(email)}`)).toHaveLength(1)
  })

  it('a failure between the order and its payment leaves no half-made order (nor account)', async () => {
    const email = `it-fault-${randomUUID()}@example.com`
    const body = placeBody(email)
    const res = await post('/api/build/orders', body, { 'x-pebble-test-fault': 'after-order' })
    expect(res.status).toBe(503)
    expect((await res.json()).error).toMatch(/Nothing was charged/)
    expect(await find('customers', `where[email][equals]=${encodeURIComponent(email)}`)).toHaveLength(0)
    expect(await find('orders', `where[placementKey][equals]=${body.placementKey}`)).toHaveLength(0)
    // The same request without the fault then succeeds: nothing was left half-made to collide with.
    const retry = await post('/api/build/orders', body)
    expect(retry.status).toBe(201)
  })

  it.each([
    ['a 4-digit zip', { zip: '9410' }, 'zip', /5-digit ZIP/],
    ['a country other than the US', { country: 'CA' }, 'country', /United States only/],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', /valid e-mail/],
  ])('rejects %s with a message for that field and creates nothing', async (_name, patch, field, message) => {
    const body = placeBody(`it-bad-${randomUUID()}@example.com`)
    const res = await post('/api/build/orders', { ...body, customer: { ...body.customer, ...patch } })
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors[field]).toMatch(message)
  })

  it('details carrying a NUL character (no one types one; a script can send it) are saved without it, on either database', async () => {
    const email = `it-nul-${randomUUID()}@example.com`
    const body = placeBody(email)
    const res = await post('/api/build/orders', {
      ...body,
      customer: { ...body.customer, firstName: 'Te\u0000st', line1: '1 Market\u0000 St' },
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const [saved] = await find('customers', `where[email][equals]=${encodeURIComponent(email)}`)
    expect(saved).toMatchObject({ name: 'Test Buyer', address: { line1: '1 Market St' } })
  })

  it('rejects an option the trim marks not selectable, unaccepted terms and cross-site requests', async () => {
    const body = placeBody(`it-bad-${randomUUID()}@example.com`)
    const notSelectable = await post('/api/build/orders', {
      ...body,
      selection: { trim: 'essential', color: 'glacier-white', options: ['heat-pump'] },
    })
    expect(notSelectable.status).toBe(400)
    expect((await notSelectable.json()).error).toMatch(/cannot be changed on Essential/)
    const noTerms = await post('/api/build/orders', { ...body, acceptTerms: false })
    expect(noTerms.status).toBe(400)
    expect((await noTerms.json()).error).toMatch(/terms/)
    const crossSite = await post('/api/build/orders', body, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
  })

  it('an e-mail that already has an account is told to sign in', async () => {
    const first = await place()
    const res = await post('/api/build/orders', placeBody(first.email))
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'account-exists' })
  })
})

describe('test provider checkout', () => {
  it('a declined card leaves the deposit unpaid with a clear message; the test card then pays it once', async () => {
    const placed = await place()
    const declined = await testCharge(placed.checkoutUrl, '4000 0000 0000 0002')
    expect(declined.status).toBe(303)
    expect(declined.headers.get('location')).toContain('?error=declined')
    expect(await payment(placed.paymentId)).toMatchObject({
      status: 'failed',
      failureMessage: expect.stringMatching(/declined/),
    })
    expect(await order(placed.orderId)).toMatchObject({ status: 'reserved', firstDeposit: { status: 'failed' } })
    const page = await api(`${placed.checkoutUrl}?error=declined`)
    expect(await page.text()).toContain('Your card was declined')

    const paid = await testCharge(placed.checkoutUrl, '4242424242424242')
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toContain(`/build/payment-confirmation?order=${placed.orderNumber}`)
    const again = await testCharge(placed.checkoutUrl, '4242424242424242')
    expect(again.status).toBe(303)
    expect(await payment(placed.paymentId)).toMatchObject({ status: 'succeeded' })
    expect(await order(placed.orderId)).toMatchObject({
      status: 'first-deposit-paid',
      firstDeposit: { status: 'paid' },
    })
    expect(await find('payments', `where[order][equals]=${placed.orderId}`)).toHaveLength(1)
    const mail = await find('outbox', `where[to][equals]=${encodeURIComponent(placed.email)}`)
    expect(mail.map((m) => m.subject)).toEqual([`Your Pebble reservation ${placed.orderNumber} is confirmed`])
  })

  it('an unknown card is not a charge attempt; an unknown checkout is a 404', async () => {
    const placed = await place()
    const res = await testCharge(placed.checkoutUrl, '1234')
    expect(res.headers.get('location')).toContain('?error=invalid')
    expect(await payment(placed.paymentId)).toMatchObject({ status: 'pending' })
    expect((await testCharge('/payments/test-checkout/test_cs_doesnotexist000', '4242424242424242')).status).toBe(404)
  })
})

describe('Stripe webhook /api/payments/webhook/stripe', () => {
  it('a signed event delivered ten times (some at once) records one payment, one event and one e-mail', async () => {
    const placed = await place()
    const event = checkoutEvent(placed)
    const burst = await Promise.all(Array.from({ length: 5 }, () => deliver(event)))
    const rest = []
    for (let i = 0; i < 5; i++) rest.push(await deliver(event))
    for (const res of [...burst, ...rest]) expect(res.status).toBe(200)
    const outcomes = await Promise.all([...burst, ...rest].map((r) => r.json()))
    expect(outcomes.filter((o) => o.status === 'applied')).toHaveLength(1)
    expect(await payment(placed.paymentId)).toMatchObject({
      status: 'succeeded',
      providerReference: `cs_test_${placed.paymentId}`,
    })
    expect(await find('payments', `where[order][equals]=${placed.orderId}`)).toHaveLength(1)
    expect(await find('payment-events', `where[eventId][equals]=${event.id}`)).toHaveLength(1)
    expect(await order(placed.orderId)).toMatchObject({
      status: 'first-deposit-paid',
      firstDeposit: { status: 'paid' },
    })
    expect(await find('outbox', `where[to][equals]=${encodeURIComponent(placed.email)}`)).toHaveLength(1)
  })

  it.each([
    ['a forged signature (wrong secret)', { secret: 'whsec_someone_else' }],
    ['a stale signature (10 minutes old)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
  ])('%s -> 400 JSON and no change', async (_name, options) => {
    const placed = await place()
    const event = checkoutEvent(placed)
    const res = await deliver(event, options)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatch(/signature/i)
    expect(await payment(placed.paymentId)).toMatchObject({ status: 'pending' })
    expect(await find('payment-events', `where[eventId][equals]=${event.id}`)).toHaveLength(0)
  })

  it('a missing signature or a tampered body -> 400', async () => {
    const placed = await place()
    const event = checkoutEvent(placed)
    const unsigned = await api('/api/payments/webhook/stripe', { method: 'POST', body: JSON.stringify(event) })
    expect(unsigned.status).toBe(400)
    const payload = JSON.stringify(event)
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const tampered = await api('/api/payments/webhook/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': signature },
      body: payload.replace('25000', '1'),
    })
    expect(tampered.status).toBe(400)
    expect(await payment(placed.paymentId)).toMatchObject({ status: 'pending' })
  })

  it('out of order: a failure reported after the success never un-pays; a success after a failure pays', async () => {
    const a = await place()
    expect((await deliver(checkoutEvent(a))).status).toBe(200)
    const lateFailure = { ...checkoutEvent(a, { type: 'checkout.session.async_payment_failed' }) }
    expect((await deliver(lateFailure)).status).toBe(200)
    expect(await payment(a.paymentId)).toMatchObject({ status: 'succeeded' })
    expect(await order(a.orderId)).toMatchObject({ firstDeposit: { status: 'paid' } })

    const b = await place()
    expect((await deliver(checkoutEvent(b, { type: 'checkout.session.expired' }))).status).toBe(200)
    expect(await payment(b.paymentId)).toMatchObject({ status: 'failed' })
    expect((await deliver(checkoutEvent(b))).status).toBe(200)
    expect(await payment(b.paymentId)).toMatchObject({ status: 'succeeded' })
    expect(await order(b.orderId)).toMatchObject({ status: 'first-deposit-paid' })
  })

  it('an amount that does not match the deposit is recorded and rejected, not paid', async () => {
    const placed = await place()
    const event = checkoutEvent(placed, { amount: 100 })
    const res = await deliver(event)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'rejected' })
    expect(await payment(placed.paymentId)).toMatchObject({ status: 'pending' })
  })
})
