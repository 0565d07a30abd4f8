/**
 * kill -9 in the middle of a refund, for real: a server instance configured for Stripe (its SDK
 * talking to the stand-in) is cancelling an order with a refund when it is killed with SIGKILL,
 * the refund call held open at the stand-in; it is started again and the reconciliation job runs.
 * Either Stripe had made the refund (only the answer was lost: it is found) or it had not received
 * the call (it is made under the same idempotency key): the money moves once, the records say so,
 * and the customer is mailed once.
 */
import { createHmac } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, type ApiDoc, staffLogin } from './helpers'
import { localSecrets, type SpareServer, sparePort, startSpareServer } from './ops-servers'
import { type Paid, stripeEnv, stripeSite } from './stripe-instance'
import { type RefundHold, StripeStandIn } from './stripe-stand-in'

let standIn: StripeStandIn
let server: SpareServer
let admin: Record<string, string>
let site: ReturnType<typeof stripeSite>
let policyBefore: ApiDoc | undefined

const start = async () => {
  server = await startSpareServer(10, 'refund-crash', { ...localSecrets(), ...stripeEnv(standIn) })
}
// The server's jobs secret is derived from its PAYLOAD_SECRET (content/publishing/jobs.ts); the
// test runner's own environment has other values, so it is derived here from the server's.
const jobsSecret = () => createHmac('sha256', localSecrets().PAYLOAD_SECRET).update('pebble-jobs').digest('hex')
const reconcile = async () => {
  const res = await site.at('/api/jobs/reconcile-refunds?afterMs=0', {
    method: 'POST',
    headers: { 'x-pebble-jobs': jobsSecret() },
  })
  expect(res.status).toBe(200)
  return (await res.json()) as Record<string, number>
}

beforeAll(async () => {
  admin = await staffLogin('admin')
  standIn = new StripeStandIn(sparePort(11))
  await standIn.start()
  await start()
  site = stripeSite(
    () => `http://127.0.0.1:${server.port}`,
    standIn,
    () => admin,
  )
  // Orders placed from now keep a policy that refunds the first deposit, so a cancellation refunds
  // it. Saved through this instance, so its own cache of the settings is expired.
  policyBefore = await (await api('/cms-api/globals/commerce?depth=0', { headers: admin })).json()
  const set = await site.at('/cms-api/globals/commerce', {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      refundRules: {
        firstDeposit: { refundable: true, until: 'in-production' },
        secondDeposit: { refundable: true, until: 'in-production' },
      },
    }),
  })
  expect(set.status).toBe(200)
}, 120_000)

afterAll(async () => {
  // Restored through both servers: each expires its own cache of the settings.
  const restore = { method: 'POST', headers: admin, body: JSON.stringify({ refundRules: policyBefore?.refundRules }) }
  if (policyBefore) await site.at('/cms-api/globals/commerce', restore).catch(() => null)
  if (policyBefore) await api('/cms-api/globals/commerce', restore)
  await server?.stop()
  await standIn?.stop()
})

const orderOf = async (id: number) => (await site.find('orders', `where[id][equals]=${id}`))[0]
const paymentOf = async (orderId: number) => (await site.find('payments', `where[order][equals]=${orderId}`))[0]
const refundsOf = async (orderId: number) =>
  (await site.find('money-actions', `where[order][equals]=${orderId}&sort=createdAt`)).filter(
    (a) => a.kind === 'refund',
  )
const confirmations = (paid: Paid) =>
  site.find(
    'outbox',
    `where[subject][equals]=${encodeURIComponent(`Your Pebble order ${paid.orderNumber} is cancelled`)}`,
  )

async function paidOrder(): Promise<Paid> {
  const placed = await site.place()
  expect((await orderOf(placed.orderId)).refundPolicy.firstDeposit).toEqual({
    refundable: true,
    until: 'in-production',
  })
  const { intent } = await site.payByWebhook(placed.sessionId)
  expect(await paymentOf(placed.orderId)).toMatchObject({ status: 'succeeded', chargeReference: intent })
  return { ...placed, intent }
}

/** Support cancels the order (refunding the first deposit); the server is killed while Stripe holds the refund call. */
async function killedWhileRefunding(when: RefundHold['when']): Promise<Paid> {
  const paid = await paidOrder()
  const hold = standIn.holdNextRefund(when)
  const cancelling = site
    .at(`/cms-api/orders/${paid.orderId}/cancel`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ reason: 'The customer asked by phone.', refund: true }),
    })
    .then(
      (res) => res.status,
      () => 'connection lost',
    )
  await hold.reached
  process.kill(-server.child.pid!, 'SIGKILL')
  await new Promise((resolve) =>
    server.child.exitCode !== null || server.child.signalCode !== null
      ? resolve(null)
      : server.child.once('exit', resolve),
  )
  expect(await cancelling).toBe('connection lost')
  // The kill reaches the stand-in's socket on its own schedule: release only once it has seen it.
  await hold.callerGone
  hold.release()
  await start()
  // What the kill left: the cancellation committed with its refund pending, the mail still owed.
  const [pending] = await refundsOf(paid.orderId)
  expect(pending).toMatchObject({ status: 'pending', amount: 25_000, forCancellation: true })
  expect(await orderOf(paid.orderId)).toMatchObject({ status: 'cancelled', cancellationMail: 'owed' })
  expect(await confirmations(paid)).toHaveLength(0)
  return paid
}

describe('kill -9 in the middle of a refund', () => {
  it('Stripe had made the refund, the answer was lost: the reconciliation finds it and records it once; one mail', async () => {
    const paid = await killedWhileRefunding('after-create')
    expect(standIn.callsTo('POST', '/v1/refunds').filter((c) => c.body.payment_intent === paid.intent)).toHaveLength(1)
    // Two runs at once (two instances' timers): one refund, one mail.
    const runs = await Promise.all([reconcile(), reconcile()])
    expect(runs.reduce((sum, run) => sum + run.confirmed, 0)).toBe(1)
    const atStripe = [...standIn.refunds.values()].filter((r) => r.payment_intent === paid.intent)
    expect(atStripe).toHaveLength(1)
    // The reconciliation asked; it did not send the refund again.
    expect(standIn.callsTo('POST', '/v1/refunds').filter((c) => c.body.payment_intent === paid.intent)).toHaveLength(1)
    const recorded = await refundsOf(paid.orderId)
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toMatchObject({ status: 'succeeded', amount: 25_000, providerReference: atStripe[0].id })
    expect((await paymentOf(paid.orderId)).refundedAmount).toBe(25_000)
    expect(await orderOf(paid.orderId)).toMatchObject({
      status: 'cancelled',
      firstDeposit: { status: 'refunded' },
      cancellationMail: 'sent',
    })
    await reconcile()
    const mails = await confirmations(paid)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('First deposit: $250.00 — refunded to your card')
  }, 120_000)

  it('Stripe never received the call: the reconciliation makes the refund under the same key, once; one mail', async () => {
    const paid = await killedWhileRefunding('before-create')
    const runs = await Promise.all([reconcile(), reconcile()])
    expect(runs.reduce((sum, run) => sum + run.confirmed, 0)).toBe(1)
    // It looked for the refund first, then sent it again with the key the killed request had used.
    expect(
      standIn.callsTo('GET', '/v1/refunds').filter((c) => c.body.payment_intent === paid.intent).length,
    ).toBeGreaterThan(0)
    const sent = standIn.callsTo('POST', '/v1/refunds').filter((c) => c.body.payment_intent === paid.intent)
    expect(sent.length).toBeGreaterThanOrEqual(2)
    expect(new Set(sent.map((c) => c.idempotencyKey)).size).toBe(1)
    const atStripe = [...standIn.refunds.values()].filter((r) => r.payment_intent === paid.intent)
    expect(atStripe).toHaveLength(1)
    const recorded = await refundsOf(paid.orderId)
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toMatchObject({ status: 'succeeded', amount: 25_000, providerReference: atStripe[0].id })
    expect(recorded[0].outcomes).toMatchObject([{ status: 'succeeded', source: 'reconciliation' }])
    expect((await paymentOf(paid.orderId)).refundedAmount).toBe(25_000)
    expect(await orderOf(paid.orderId)).toMatchObject({
      status: 'cancelled',
      firstDeposit: { status: 'refunded' },
      cancellationMail: 'sent',
    })
    await reconcile()
    expect(await refundsOf(paid.orderId)).toMatchObject([{ status: 'succeeded' }])
    const mails = await confirmations(paid)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('First deposit: $250.00 — refunded to your card')
  }, 120_000)
})
