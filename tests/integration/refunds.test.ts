/**
 * The deposit lifecycle after payment, through the built-in test provider: the refund policy as
 * data (and the snapshot each order keeps), staff refunds full and partial, a refund that fails,
 * a disputed payment, cancellations, refunds racing each other, and the reconciliation of a
 * refund a crash left in flight. The same paths through Stripe: refunds-stripe.test.ts.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailCount, mailsTo, waitForMail } from '../e2e/mail'
import { type Actor, customer, DEMO_PASSWORD, formWith } from './actors'
import { csvRecords } from './csv'
import { api, type ApiDoc, BASE_URL, outboxSettled, SERVER_LOG, serverDatabase, staffLogin } from './helpers'
import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'

const ORIGIN = new URL(BASE_URL).origin
const SUPPORT_ADDRESS = 'owners@pebble.example'
const CARDS = { success: '4242424242424242', refundFails: '4000000000005126', dispute: '4000000000000259' }

let admin: Record<string, string>
let support: Record<string, string>
let editor: Record<string, string>
beforeAll(async () => {
  ;[admin, support, editor] = await Promise.all([staffLogin('admin'), staffLogin('support'), staffLogin('editor')])
})

/** How hard the race below is run: RACE_ROUNDS=50 for the issue's measure, a few rounds in `npm test`. */
const RACE = { rounds: Number(process.env.RACE_ROUNDS ?? 6), refunds: 15 }
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The refunds the test provider made for a payment, each once (it logs every refund it makes, under its reference). */
function providerRefunds(paymentId: number): { reference: string; amount: number }[] {
  const made = new Map<string, number>()
  for (const [, reference, amount] of readFileSync(SERVER_LOG!, 'utf8').matchAll(
    new RegExp(`\\[test provider\\] refund made (\\S+) payment=${paymentId} amount=(\\d+)`, 'g'),
  ))
    made.set(reference, Number(amount))
  return [...made].map(([reference, amount]) => ({ reference, amount }))
}

const someAddress = () => `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`
type Placed = { orderId: number; orderNumber: string; paymentId: number; checkoutUrl: string; email: string }

async function place(): Promise<Placed> {
  const email = `it-refund-${randomUUID()}@example.com`
  const res = await api('/api/build/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': someAddress() },
    body: JSON.stringify({
      placementKey: randomUUID(),
      selection: { trim: 'adventure', color: 'sage', options: ['bike-rack'] },
      customer: buyerDetails(email, 'Refund'),
      password: DEMO_PASSWORD,
      acceptTerms: true,
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return { ...((await res.json()) as Omit<Placed, 'email'>), email }
}

const charge = async (checkoutUrl: string, card: string, as?: Actor) => {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ reference: checkoutUrl.split('/').pop()!, card }).toString(),
  }
  const res = as
    ? await as.request('/api/payments/test-checkout', init)
    : await api('/api/payments/test-checkout', { ...init, redirect: 'manual' })
  expect(res.status).toBe(303)
}

/** One order's row of the orders CSV, by column name (as support downloads it). */
async function csvRow(orderNumber: string): Promise<Record<string, string>> {
  const records = csvRecords(await (await api('/cms-api/orders/export.csv', { headers: support })).text())
  const row = records.find((record) => record.number === orderNumber)
  if (!row) throw new Error(`${orderNumber} is not in the orders CSV`)
  return row
}

/** An order with its first deposit paid with `card`. */
async function paidOrder(card = CARDS.success) {
  const placed = await place()
  await charge(placed.checkoutUrl, card)
  return placed
}

/** An order with both deposits paid (the second through the portal, as its customer does). */
async function paidTwice() {
  const placed = await paidOrder()
  let buyer: Actor | undefined
  // The new account's password is stored just after the order (storePasswordSoon).
  for (let i = 0; i < 40 && !buyer; i++) buyer = await customer(placed.email).catch(() => undefined)
  if (!buyer) throw new Error('the new customer could not sign in')
  const path = `/customer-portal/second-deposit?order=${placed.orderNumber}`
  const screen = await buyer.page(path)
  const started = await buyer.submit(path, formWith(screen.html, 'order'), { order: placed.orderNumber })
  expect(started.status, started.html.slice(0, 300)).toBe(303)
  await charge(started.location!, CARDS.success, buyer)
  const second = (await payments(placed.orderId)).find((p) => p.kind === 'second')!
  expect(second.status).toBe('succeeded')
  return { ...placed, secondPaymentId: second.id as number, buyer }
}

const find = async (collection: string, where: string, headers = admin) =>
  (await (await api(`/cms-api/${collection}?${where}&depth=0&limit=100`, { headers })).json()).docs as ApiDoc[]
const order = async (id: number) => (await find('orders', `where[id][equals]=${id}`))[0]
const payments = (orderId: number) => find('payments', `where[order][equals]=${orderId}`)
const actions = (orderId: number) => find('money-actions', `where[order][equals]=${orderId}&sort=createdAt`)

const refund = (orderId: number, body: Record<string, unknown>, headers = admin) =>
  api(`/cms-api/orders/${orderId}/refund`, { method: 'POST', headers, body: JSON.stringify(body) })
const cancel = (orderId: number, body: Record<string, unknown>, headers = admin) =>
  api(`/cms-api/orders/${orderId}/cancel`, { method: 'POST', headers, body: JSON.stringify(body) })
const moneyView = async (orderId: number, headers = admin) => {
  const res = await api(`/cms-api/orders/${orderId}/money`, { headers })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as ApiDoc
}

describe('the refund policy is data', () => {
  let before: ApiDoc
  afterAll(async () => {
    if (before)
      await api('/cms-api/globals/commerce', {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ refundRules: before.refundRules }),
      })
  })

  it('each order keeps the policy it was placed under; a change applies to new orders only', async () => {
    before = await (await api('/cms-api/globals/commerce?depth=0', { headers: admin })).json()
    expect(before.refundRules).toMatchObject({
      firstDeposit: { refundable: false },
      secondDeposit: { refundable: true, until: 'in-production' },
    })
    const build = await (await api('/build')).text()
    expect(build).toContain('The $250 first deposit is non-refundable.')
    expect(build).toContain('The $2,500 second deposit is refundable until production of your trailer begins.')
    expect(build).toContain('Non-refundable deposit')

    const old = await place()
    expect((await order(old.orderId)).refundPolicy).toEqual({
      firstDeposit: { refundable: false, until: 'in-production' },
      secondDeposit: { refundable: true, until: 'in-production' },
    })

    // An editor words the note but cannot change what is refunded.
    const byEditor = await api('/cms-api/globals/commerce', {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ refundRules: { firstDeposit: { refundable: true, until: 'delivered' } } }),
    })
    expect(byEditor.status).toBeLessThan(500)
    const afterEditor = await (await api('/cms-api/globals/commerce?depth=0', { headers: admin })).json()
    expect(afterEditor.refundRules.firstDeposit.refundable).toBe(false)

    const changed = await api('/cms-api/globals/commerce', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        refundRules: {
          firstDeposit: { refundable: true, until: 'second-deposit-paid' },
          secondDeposit: { refundable: false, until: 'in-production' },
        },
      }),
    })
    expect(changed.status).toBe(200)
    const placedAfter = await place()
    expect((await order(placedAfter.orderId)).refundPolicy).toEqual({
      firstDeposit: { refundable: true, until: 'second-deposit-paid' },
      secondDeposit: { refundable: false, until: 'in-production' },
    })
    expect((await order(old.orderId)).refundPolicy.secondDeposit.refundable).toBe(true)
    const rebuilt = await (await api('/build')).text()
    expect(rebuilt).toContain('The $250 first deposit is refundable until your order reaches “Second deposit paid”.')
    expect(rebuilt).toContain('Refundable deposit')
    expect(rebuilt).not.toContain('Non-refundable deposit')
    // Each receipt states what its own order was promised, whatever the settings say by then.
    await charge(old.checkoutUrl, CARDS.success)
    await charge(placedAfter.checkoutUrl, CARDS.success)
    const receipt = async (placed: Placed) =>
      (
        await find(
          'outbox',
          `where[subject][equals]=${encodeURIComponent(`Your Pebble reservation ${placed.orderNumber} is confirmed`)}`,
        )
      )[0].text as string
    expect(await receipt(old)).toContain('$250.00 first deposit (non-refundable).')
    expect(await receipt(placedAfter)).toContain(
      '$250.00 first deposit (refundable until your order reaches “Second deposit paid”).',
    )
    // The portal tells each customer what their own order was promised.
    const secondDepositPage = async (placed: Placed) =>
      (
        await (await customer(placed.email)).request(`/customer-portal/second-deposit?order=${placed.orderNumber}`)
      ).text()
    expect(await secondDepositPage(old)).toMatch(/It is (<!-- -->)?refundable until production of your trailer begins/)
    expect(await secondDepositPage(placedAfter)).toMatch(/It is (<!-- -->)?non-refundable/)
  })
})

describe('staff refunds', () => {
  it('the first deposit is refunded only with an admin override and its reason; partial refunds add up to the payment', async () => {
    const placed = await paidOrder()
    const within = await refund(placed.orderId, { paymentId: placed.paymentId, amount: 10_000, reason: 'Asked' })
    expect(within.status).toBe(409)
    expect((await within.json()).error).toMatch(/policy does not allow/)
    expect(await actions(placed.orderId)).toHaveLength(0)

    const first = await refund(placed.orderId, {
      paymentId: placed.paymentId,
      amount: 10_000,
      reason: 'Goodwill: family emergency',
      override: true,
    })
    expect(first.status, await first.clone().text()).toBe(201)
    const tooMuch = await refund(placed.orderId, {
      paymentId: placed.paymentId,
      amount: 20_000,
      reason: 'More',
      override: true,
    })
    expect(tooMuch.status).toBe(400)
    expect((await tooMuch.json()).error).toMatch(/Only 150\.00 USD/)
    expect((await order(placed.orderId)).firstDeposit.status).toBe('paid')
    const rest = await refund(placed.orderId, {
      paymentId: placed.paymentId,
      amount: 15_000,
      reason: 'The rest',
      override: true,
    })
    expect(rest.status).toBe(201)

    const recorded = await actions(placed.orderId)
    expect(recorded).toHaveLength(2)
    expect(recorded[0]).toMatchObject({
      kind: 'refund',
      amount: 10_000,
      status: 'succeeded',
      actor: 'staff',
      actorEmail: 'admin@example.com',
      reason: 'Goodwill: family emergency',
      policyOverride: true,
    })
    expect(recorded[0].providerReference).toMatch(/^test_re_/)
    expect(recorded[1]).toMatchObject({ amount: 15_000, status: 'succeeded' })
    expect((await payments(placed.orderId))[0]).toMatchObject({ refundedAmount: 25_000 })
    expect((await order(placed.orderId)).firstDeposit.status).toBe('refunded')
    expect(await csvRow(placed.orderNumber)).toMatchObject({ 'refunded (USD)': '250.00', disputed: '' })
    const nothingLeft = await refund(placed.orderId, {
      paymentId: placed.paymentId,
      amount: 1,
      reason: 'Again',
      override: true,
    })
    expect(nothingLeft.status).toBe(409)
  })

  it('support and editors cannot refund; bad input gets a message and changes nothing', async () => {
    const placed = await paidOrder()
    const body = { paymentId: placed.paymentId, amount: 100, reason: 'Try', override: true }
    expect((await refund(placed.orderId, body, support)).status).toBe(403)
    expect((await refund(placed.orderId, body, editor)).status).toBe(403)
    expect((await refund(placed.orderId, body, {})).status).toBe(401)
    for (const bad of [
      { ...body, amount: 0 },
      { ...body, amount: 10.5 },
      { ...body, reason: '' },
      { ...body, paymentId: 'x' },
    ]) {
      const res = await refund(placed.orderId, bad)
      expect(res.status).toBe(400)
      expect((await res.json()).error).toBeTruthy()
    }
    expect((await refund(placed.orderId, { ...body, paymentId: placed.paymentId + 100_000 })).status).toBe(404)
    expect(await actions(placed.orderId)).toHaveLength(0)
    // Money actions are append-only: nobody edits or deletes one, admins included.
    await refund(placed.orderId, body)
    const [made] = await actions(placed.orderId)
    const edit = await api(`/cms-api/money-actions/${made.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ amount: 1 }),
    })
    expect(edit.status).toBe(403)
    expect((await api(`/cms-api/money-actions/${made.id}`, { method: 'DELETE', headers: admin })).status).toBe(403)
    expect((await find('money-actions', `where[order][equals]=${placed.orderId}`, editor)) ?? []).toHaveLength(0)
  })

  it('a refund the bank refuses is recorded as failed; the deposit stays paid', async () => {
    const placed = await paidOrder(CARDS.refundFails)
    const res = await refund(placed.orderId, {
      paymentId: placed.paymentId,
      amount: 25_000,
      reason: 'Asked',
      override: true,
    })
    expect(res.status).toBe(502)
    const [failed] = await actions(placed.orderId)
    expect(failed).toMatchObject({ status: 'failed', failureMessage: expect.stringMatching(/refused the refund/) })
    expect((await payments(placed.orderId))[0].refundedAmount).toBe(0)
    expect((await order(placed.orderId)).firstDeposit.status).toBe('paid')
  })
})

describe('disputes', () => {
  it('a disputed payment flags the order, is recorded, and the support address is told', async () => {
    const mark = mailCount()
    const placed = await paidOrder(CARDS.dispute)
    const o = await order(placed.orderId)
    expect(o).toMatchObject({ status: 'first-deposit-paid', disputed: true })
    const [dispute] = await actions(placed.orderId)
    expect(dispute).toMatchObject({ kind: 'dispute', status: 'open', actor: 'provider', amount: 25_000 })
    const alert = await waitForMail(SUPPORT_ADDRESS, { after: mark, subject: new RegExp(placed.orderNumber) })
    // What the provider's event gave is kept: its reason code and the date to answer by (the test
    // provider, like Stripe, gives a week), and the alert says them.
    expect(dispute.disputeReason).toBe('fraudulent')
    const respondBy = new Date(dispute.respondBy).getTime()
    expect(respondBy - new Date(dispute.createdAt).getTime()).toBeGreaterThan(6.9 * 24 * 60 * 60_000)
    const day = new Date(respondBy).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
    expect(alert.subject).toBe(`Dispute opened on order ${placed.orderNumber}: respond by ${day}`)
    expect(alert.text).toContain('A cardholder disputed $250.00 of a deposit.')
    expect(alert.text).toMatch(new RegExp(`Answer it at the payment provider by ${day}, \\d+:\\d\\d [AP]M UTC`))
    expect(alert.text).toContain('Reason: the cardholder says they did not make this payment.')
    expect(alert.text).toContain(`/admin/collections/money-actions/${dispute.id}`)
    // The orders list can be filtered by it (the panel shows the flag).
    const flagged = await find('orders', `where[disputed][equals]=true&where[id][equals]=${placed.orderId}`)
    expect(flagged).toHaveLength(1)
    expect((await find('orders', `where[id][equals]=${placed.orderId}`, support))[0].disputed).toBe(true)
    expect(await csvRow(placed.orderNumber)).toMatchObject({ 'refunded (USD)': '0.00', disputed: 'yes' })
  })

  it('a payment under an open dispute cannot be refunded: 409 naming the dispute, nothing recorded', async () => {
    const placed = await paidOrder(CARDS.dispute)
    const [dispute] = await actions(placed.orderId)
    const res = await refund(placed.orderId, {
      paymentId: placed.paymentId,
      amount: 25_000,
      reason: 'Asked',
      override: true,
    })
    expect(res.status).toBe(409)
    const { error } = await res.json()
    expect(error).toContain(`dispute ${dispute.providerReference} for $250.00`)
    expect(error).toMatch(/could pay the cardholder twice/)
    expect((await actions(placed.orderId)).filter((a) => a.kind === 'refund')).toHaveLength(0)
    expect(providerRefunds(placed.paymentId)).toEqual([])
    expect((await payments(placed.orderId))[0].refundedAmount ?? 0).toBe(0)
  })
})

describe('customers cancel in the portal', () => {
  it('the screen shows what the order’s policy refunds; the password confirms; the provider refunds; a mail confirms', async () => {
    const placed = await paidTwice()
    const path = `/customer-portal/order-history/${placed.orderNumber}/cancel`
    const detail = await placed.buyer.page(`/customer-portal/order-history/${placed.orderNumber}`)
    expect(detail.html).toContain(`href="${path}"`)
    const screen = await placed.buyer.page(path)
    expect(screen.status).toBe(200)
    const text = screen.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    expect(text).toContain('First deposit Not refunded')
    expect(text).toContain('Second deposit $2,500.00 refunded')
    expect(text).toContain('Refunded to your card $2,500.00')
    expect(text).toContain('Under this policy we keep $250.00')
    expect(screen.html).toContain('href="/customer-portal/contact"')

    const form = formWith(screen.html, 'password')
    const wrong = await placed.buyer.submit(path, form, {
      order: placed.orderNumber,
      expectedRefund: '250000',
      password: 'not-the-password',
    })
    expect(wrong.status).toBe(200)
    expect(wrong.html).toContain('That is not your password.')
    const stale = await placed.buyer.submit(path, form, {
      order: placed.orderNumber,
      expectedRefund: '0',
      password: DEMO_PASSWORD,
    })
    expect(stale.html).toContain('has changed since this page opened')
    expect((await order(placed.orderId)).status).toBe('second-deposit-paid')

    const mark = mailCount()
    const done = await placed.buyer.submit(path, form, {
      order: placed.orderNumber,
      expectedRefund: '250000',
      password: DEMO_PASSWORD,
    })
    expect(done.status, done.html.slice(0, 500)).toBe(303)
    expect(done.location).toBe(`/customer-portal/order-history/${placed.orderNumber}?cancelled=1`)
    expect(await order(placed.orderId)).toMatchObject({ status: 'cancelled', secondDeposit: { status: 'refunded' } })
    const [made] = await actions(placed.orderId)
    expect(made).toMatchObject({
      kind: 'refund',
      actor: 'customer',
      actorEmail: placed.email,
      amount: 250_000,
      status: 'succeeded',
    })
    const mail = await waitForMail(placed.email, { after: mark, subject: /is cancelled/ })
    expect(mail.text).toContain('Second deposit: $2,500.00 — refunded to your card')
    const after = await placed.buyer.page(path)
    expect(after.html).toContain('This order is already cancelled.')
    // Another customer cannot open it.
    const other = await customer('other@example.com')
    expect((await other.page(path)).status).toBe(404)
  })
})

describe('cancellations and concurrency', () => {
  it('support cancels within the policy: the first deposit is kept, the customer is mailed; keeping refundable money is for admins', async () => {
    const placed = await paidOrder()
    expect((await cancel(placed.orderId, { reason: 'Customer asked by phone', refund: false }, support)).status).toBe(
      403,
    )
    expect((await cancel(placed.orderId, { reason: 'x', refund: true }, editor)).status).toBe(403)
    const mark = mailCount()
    const res = await cancel(placed.orderId, { reason: 'Customer asked by phone', refund: true }, support)
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await res.json()).refunds).toHaveLength(0)
    expect((await order(placed.orderId)).status).toBe('cancelled')
    const mail = await waitForMail(placed.email, { after: mark, subject: /is cancelled/ })
    expect(mail.text).toContain('nothing is refunded')
    const again = await cancel(placed.orderId, { reason: 'Twice', refund: true }, support)
    expect(again.status).toBe(409)
    // The deposit's receipt is delivered by the outbox job and may arrive after the mark: only
    // cancellation mails are counted.
    expect(mailsTo(placed.email, mark).filter((m) => /is cancelled/.test(m.subject))).toHaveLength(1)
  })

  it('a customer cancelling and a staff refund at the same moment refund the second deposit once', async () => {
    const placed = await paidTwice()
    const path = `/customer-portal/order-history/${placed.orderNumber}/cancel`
    const screen = await placed.buyer.page(path)
    const [cancelled, refunded] = await Promise.all([
      placed.buyer.submit(path, formWith(screen.html, 'password'), {
        order: placed.orderNumber,
        expectedRefund: '250000',
        password: DEMO_PASSWORD,
      }),
      refund(placed.orderId, { paymentId: placed.secondPaymentId, amount: 250_000, reason: 'Changed their mind' }),
    ])
    // Whichever came first refunded it. A staff refund before the customer's screen was checked:
    // the customer is told the refund changed and nothing is cancelled. A staff refund between that
    // check and the cancellation's own transaction: the order is cancelled and the transaction,
    // reading after the payment's lock, refunds nothing more. The customer first: the staff refund
    // finds nothing left.
    if (refunded.status === 201 && cancelled.status !== 303) {
      expect(cancelled.html).toContain('has changed since this page opened')
      expect((await order(placed.orderId)).status).toBe('second-deposit-paid')
      await cancel(placed.orderId, { reason: 'Finish the cancellation', refund: true }, support)
    } else if (refunded.status !== 201) {
      expect(refunded.status).toBe(409)
      expect(cancelled.status).toBe(303)
    }
    const refunds = (await actions(placed.orderId)).filter((a) => a.kind === 'refund')
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ amount: 250_000, status: 'succeeded' })
    const second = (await payments(placed.orderId)).find((p) => p.kind === 'second')!
    expect(second.refundedAmount).toBe(250_000)
    expect(await order(placed.orderId)).toMatchObject({ status: 'cancelled', secondDeposit: { status: 'refunded' } })
  })

  it('two admins refunding the same payment at once refund it once', async () => {
    const placed = await paidOrder()
    const body = { paymentId: placed.paymentId, amount: 25_000, reason: 'Duplicate click', override: true }
    const answers = await Promise.all([
      refund(placed.orderId, body),
      refund(placed.orderId, body),
      refund(placed.orderId, body),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409])
    expect((await actions(placed.orderId)).filter((a) => a.kind === 'refund')).toHaveLength(1)
    expect((await payments(placed.orderId))[0].refundedAmount).toBe(25_000)
  })

  it('a refund a crash left in flight (recorded, never sent) is made by the reconciliation under its key, once', async () => {
    const placed = await paidOrder()
    // What a kill -9 between the commit of the pending refund and the provider call leaves behind.
    const payload = await serverDatabase()
    await payload.create({
      collection: 'money-actions',
      data: {
        order: placed.orderId,
        payment: placed.paymentId,
        kind: 'refund',
        amount: 5_000,
        status: 'pending',
        actor: 'staff',
        actorEmail: 'admin@example.com',
        reason: 'Interrupted',
        idempotencyKey: `refund:${placed.paymentId}:1`,
      },
      overrideAccess: true,
    })
    // It counts while in flight: only the rest can be refunded meanwhile.
    const more = await refund(placed.orderId, {
      paymentId: placed.paymentId,
      amount: 25_000,
      reason: 'All',
      override: true,
    })
    expect(more.status).toBe(400)
    expect((await api('/cms-api/money-actions/reconcile?afterMs=0', { method: 'POST', headers: support })).status).toBe(
      403,
    )
    const runs = await Promise.all([
      api('/cms-api/money-actions/reconcile?afterMs=0', { method: 'POST', headers: admin }),
      api('/cms-api/money-actions/reconcile?afterMs=0', { method: 'POST', headers: admin }),
    ])
    for (const run of runs) expect(run.status).toBe(200)
    const [settled] = await actions(placed.orderId)
    expect(settled).toMatchObject({
      status: 'succeeded',
      amount: 5_000,
      providerReference: expect.stringMatching(/^test_re_/),
    })
    expect(settled.outcomes).toMatchObject([{ status: 'succeeded', source: 'reconciliation' }])
    expect((await payments(placed.orderId))[0].refundedAmount).toBe(5_000)
    // Both runs asked the provider under the same key: it made one refund.
    expect(providerRefunds(placed.paymentId)).toEqual([{ reference: settled.providerReference, amount: 5_000 }])
    const rest = await refund(placed.orderId, {
      paymentId: placed.paymentId,
      amount: 20_000,
      reason: 'Rest',
      override: true,
    })
    expect(rest.status).toBe(201)
    expect((await payments(placed.orderId))[0].refundedAmount).toBe(25_000)
  })

  // The probe's race: reconciliations that take a refund still being made for one never made,
  // beside a crowd of full refunds of the same payment. The provider's own record (the test
  // provider logs each refund it makes) must never hold more than the payment, and our books must
  // say exactly what it made.
  it(
    `reconciliations racing ${RACE.refunds} full refunds never refund a payment more than once (${RACE.rounds} rounds)`,
    async () => {
      for (let round = 0; round < RACE.rounds; round++) {
        const placed = await paidOrder()
        let refunding = true
        const reconciling = Array.from({ length: 4 }, async () => {
          while (refunding) {
            const run = await api('/cms-api/money-actions/reconcile?afterMs=0', { method: 'POST', headers: admin })
            expect(run.status).toBe(200)
          }
        })
        const body = { paymentId: placed.paymentId, amount: 25_000, reason: 'Race', override: true }
        const answers = await Promise.all(
          Array.from({ length: RACE.refunds }, (_, i) =>
            // pacing: staggers the racing refunds over a few ticks by design; it waits for nothing
            delay(i * 25).then(() => refund(placed.orderId, body).then((res) => res.status)),
          ),
        ).finally(() => (refunding = false))
        await Promise.all(reconciling)
        expect(
          answers.filter((status) => status === 201),
          `round ${round}: ${answers}`,
        ).toHaveLength(1)
        expect(answers.filter((status) => status !== 201 && status !== 409)).toEqual([])
        const made = providerRefunds(placed.paymentId)
        expect(
          made.reduce((sum, r) => sum + r.amount, 0),
          `round ${round}`,
        ).toBe(25_000)
        const refunds = (await actions(placed.orderId)).filter((a) => a.kind === 'refund')
        expect(refunds.map((a) => [a.status, a.providerReference])).toEqual(made.map((r) => ['succeeded', r.reference]))
        // Settled once: no refund's outcome ever changed after it was first settled.
        for (const a of refunds) expect(a.outcomes.map((o: ApiDoc) => o.status)).toEqual(['succeeded'])
        expect((await payments(placed.orderId))[0].refundedAmount).toBe(25_000)
      }
    },
    60_000 + RACE.rounds * 15_000,
  )
})

describe('a payment arriving for a cancelled order', () => {
  it('is recorded and refunded in full automatically, once; the customer is told instead of sent a receipt', async () => {
    const placed = await place()
    const cancelled = await cancel(placed.orderId, { reason: 'Customer changed their mind', refund: true })
    expect(cancelled.status, await cancelled.clone().text()).toBe(200)
    expect((await cancelled.json()).refunds).toHaveLength(0)
    const mark = mailCount()
    // The checkout was still open at the cancellation; the buyer pays it afterwards (twice: a double submit).
    await Promise.all([charge(placed.checkoutUrl, CARDS.success), charge(placed.checkoutUrl, CARDS.success)])
    const recorded = await actions(placed.orderId)
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toMatchObject({
      kind: 'refund',
      actor: 'system',
      reason: 'auto-refund: order cancelled',
      status: 'succeeded',
      amount: 25_000,
    })
    expect((await payments(placed.orderId))[0]).toMatchObject({ status: 'succeeded', refundedAmount: 25_000 })
    expect(await order(placed.orderId)).toMatchObject({ status: 'cancelled', firstDeposit: { status: 'refunded' } })
    const notice = await waitForMail(placed.email, { after: mark, subject: /is refunded/ })
    expect(notice.subject).toBe(`Your payment for cancelled order ${placed.orderNumber} is refunded`)
    expect(notice.text).toContain('A payment of $250.00')
    await outboxSettled(placed.email)
    const sent = mailsTo(placed.email, mark)
    expect(sent.filter((m) => /is refunded/.test(m.subject))).toHaveLength(1)
    expect(sent.filter((m) => /is confirmed/.test(m.subject))).toHaveLength(0)
  })
})

describe('the order’s money as staff see it (the admin’s order page reads this)', () => {
  it('names the state, the payment, the card, the most refundable and what each action mails; actions only where they apply', async () => {
    const placed = await paidOrder()
    const fresh = await moneyView(placed.orderId)
    expect(fresh).toMatchObject({
      status: 'first-deposit-paid',
      headline: 'Deposit paid · $250.00 paid',
      payments: [
        {
          id: placed.paymentId,
          label: 'First deposit',
          amount: 25_000,
          card: '•4242',
          refunded: 0,
          refundableLeft: 25_000,
          // The demo policy keeps the first deposit: an admin may refund it only by overriding.
          policyAllows: false,
          disputed: false,
        },
      ],
      refund: { allowed: true, why: null, mailsCustomer: true },
      cancel: { allowed: true, refundTotal: 0, refunds: [], mailsCustomer: true, withoutRefund: { allowed: true } },
    })

    // Support sees why there is no Refund, and may cancel only with the policy's refund.
    const asSupport = await moneyView(placed.orderId, support)
    expect(asSupport.refund).toMatchObject({ allowed: false, why: expect.stringContaining('admin’s decision') })
    expect(asSupport.cancel).toMatchObject({ allowed: true, withoutRefund: { allowed: false } })
    expect((await api(`/cms-api/orders/${placed.orderId}/money`, { headers: editor })).status).toBe(403)

    // A partial refund: the state, the most left, and the timeline at the refund's own moment.
    expect(
      (
        await refund(placed.orderId, {
          paymentId: placed.paymentId,
          amount: 10_000,
          reason: 'Goodwill',
          override: true,
        })
      ).status,
    ).toBe(201)
    const refunded = await moneyView(placed.orderId)
    expect(refunded.headline).toBe('Deposit paid · refunded $100.00 of $250.00')
    expect(refunded.payments[0]).toMatchObject({ refunded: 10_000, refundableLeft: 15_000 })
    const [action] = (await actions(placed.orderId)).filter((a) => a.kind === 'refund')
    const settled = refunded.timeline.find(
      (e: ApiDoc) => e.title === 'Refund $100.00 of the first deposit to •4242 refunded',
    )
    expect(settled?.at).toBe(action.settledAt)
    expect(settled?.at).not.toBe((await payments(placed.orderId))[0].paidAt)
    expect(refunded.timeline.map((e: ApiDoc) => e.title)).toEqual(
      expect.arrayContaining(['Status: Deposit paid', 'First deposit paid: $250.00 (•4242)']),
    )

    // Cancelled: said with its day; neither Refund nor Cancel is offered any more, and each says why.
    expect((await cancel(placed.orderId, { reason: 'Customer changed their mind', refund: true })).status).toBe(200)
    const cancelled = await moneyView(placed.orderId)
    expect(cancelled.headline).toMatch(/^Cancelled on \w{3} \d{1,2}, \d{4} · refunded \$100\.00 of \$250\.00$/)
    expect(cancelled.refund).toMatchObject({ allowed: false, why: expect.stringContaining('cancelled') })
    expect(cancelled.cancel).toMatchObject({ allowed: false, why: 'The order is already cancelled.' })
    expect(cancelled.timeline[0].title).toBe('Status: Cancelled')
  })

  it('a fully refunded order offers neither Refund nor Cancel, and says why', async () => {
    const placed = await paidOrder()
    const full = { paymentId: placed.paymentId, amount: 25_000, reason: 'Goodwill', override: true }
    expect((await refund(placed.orderId, full)).status).toBe(201)
    const view = await moneyView(placed.orderId)
    expect(view.headline).toBe('Deposit paid · refunded in full ($250.00)')
    expect(view.refund).toMatchObject({ allowed: false, why: 'Everything paid on this order has been refunded.' })
    expect(view.cancel).toMatchObject({ allowed: false, why: expect.stringContaining('Everything paid') })
  })

  it('a dispute leads: amount, reason, respond-by date, where to answer; nothing of that payment refundable', async () => {
    const placed = await paidOrder(CARDS.dispute)
    const view = await moneyView(placed.orderId)
    const [dispute] = await actions(placed.orderId)
    expect(view.disputes).toEqual([
      expect.objectContaining({
        paymentId: placed.paymentId,
        amount: 25_000,
        status: 'open',
        reason: 'the cardholder says they did not make this payment',
        respondBy: dispute.respondBy,
        link: {
          href: `/admin/collections/money-actions/${dispute.id}`,
          label: expect.stringContaining('test provider'),
        },
      }),
    ])
    expect(view.tone).toBe('error')
    expect(view.headline).toMatch(/^Disputed: \$250\.00, respond by \w{3} \d{1,2}, \d{4} · Deposit paid/)
    expect(view.payments[0]).toMatchObject({ disputed: true, refundableLeft: 0 })
    expect(view.refund).toMatchObject({ allowed: false, why: expect.stringContaining('disputed') })
  })

  it('a session the server does not recognise is told so, not that only admins may refund', async () => {
    const placed = await paidOrder()
    for (const path of ['refund', 'cancel']) {
      // A staff cookie the server refuses (as Payload's CSRF list refuses one sent from another address).
      const res = await api(`/cms-api/orders/${placed.orderId}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'payload-token=not-a-session-of-this-site' },
        body: JSON.stringify({ paymentId: placed.paymentId, amount: 100, reason: 'Test', refund: true }),
      })
      expect(res.status).toBe(401)
      const { error } = await res.json()
      expect(error).toMatch(/^Your session is not recognised here/)
    }
    const asSupport = await refund(
      placed.orderId,
      { paymentId: placed.paymentId, amount: 100, reason: 'Test' },
      support,
    )
    expect(asSupport.status).toBe(403)
    expect((await asSupport.json()).error).toBe('Only admins can refund payments.')
  })
})
