/**
 * Changing a Pebble before the cutoff, in the portal, as its buyer does it (the form the page
 * draws, posted without JavaScript): the new price under the price lock, the record on the order,
 * one mail; refused once the order reached the stage its rule names; two tabs at once (one wins,
 * the other is told); a change racing a cancellation (one of them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { randomUUID } from 'node:crypto'

import { linkIn, mailCount, mailsTo, waitForMail } from '../e2e/mail'
import { Actor, customer, DEMO_PASSWORD, formWith } from './actors'
import { moveOrderTo, placeAndPay } from './deposit-helpers'
import { api, type ApiDoc, BASE_URL, staffLogin } from './helpers'
import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'

let admin: Record<string, string>
beforeAll(async () => {
  admin = await staffLogin('admin')
})

const orderDoc = async (id: number): Promise<ApiDoc> =>
  (await (await api(`/cms-api/orders/${id}?depth=0`, { headers: admin })).json()) as ApiDoc
/** A hidden field's value in the page's form (the configurator's checkboxes share some names). */
const hidden = (html: string, name: string) =>
  html.match(new RegExp(`type="hidden" name="${name}" value="([^"]*)"`))?.[1] ?? ''
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

type Buyer = { email: string; orderId: number; orderNumber: string; actor: Actor; path: string }

/** A new buyer's order of an Adventure in Sage with its first deposit paid, the buyer signed in. */
async function paidBuyer(): Promise<Buyer> {
  const email = `it-change-${randomUUID()}@example.com`
  const paid = await placeAndPay(email, 'adventure', '4242424242424242', DEMO_PASSWORD)
  let actor: Actor | undefined
  // The new account's password is stored just after the order (storePasswordSoon).
  for (let i = 0; i < 40 && !actor; i++) actor = await customer(email).catch(() => undefined)
  if (!actor) throw new Error('the new customer could not sign in')
  return { ...paid, actor, path: `/customer-portal/order-history/${paid.orderNumber}/change` }
}

/** Posts the change screen's form with a configuration, as the page drew it (its `updatedAt`). */
async function submitChange(buyer: Buyer, html: string, values: Record<string, string>) {
  return buyer.actor.submit(buyer.path, formWith(html, 'password'), {
    order: buyer.orderNumber,
    v: hidden(html, 'v'),
    trim: 'adventure',
    color: 'sage',
    options: hidden(html, 'options'),
    password: DEMO_PASSWORD,
    ...values,
  })
}

describe('changing the Pebble before the cutoff', () => {
  let trimBefore: ApiDoc | undefined
  afterAll(async () => {
    if (trimBefore)
      await api(`/cms-api/trim-levels/${trimBefore.id}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ price: trimBefore.price }),
      })
  })

  it('the new colour is priced today, the trim keeps the price the order was placed at; the change is kept and mailed once', async () => {
    const buyer = await paidBuyer()
    const placed = await orderDoc(buyer.orderId)
    expect(placed.configuration.color.uid).toBe('sage')
    // An admin raises the Adventure's price after the order: the order keeps its own.
    const { docs } = await (
      await api('/cms-api/trim-levels?where[uid][equals]=adventure&depth=0', { headers: admin })
    ).json()
    trimBefore = docs[0]
    const raised = await api(`/cms-api/trim-levels/${trimBefore!.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ price: trimBefore!.price + 500_000 }),
    })
    expect(raised.status).toBe(200)

    const detail = await buyer.actor.page(`/customer-portal/order-history/${buyer.orderNumber}`)
    expect(detail.html).toContain(`href="${buyer.path}"`)
    expect(detail.html).toContain('Your price is locked')
    const screen = await buyer.actor.page(buyer.path)
    expect(screen.status).toBe(200)
    expect(screen.html).toContain('Your price is locked')

    // Dune costs $2,400 today against the $1,900 Sage the order was placed with; the trim stays.
    const expectedTotal = placed.pricing.total - placed.pricing.color + 240_000
    const wrong = await submitChange(buyer, screen.html, {
      color: 'dune',
      total: String(expectedTotal),
      password: 'not-the-password',
    })
    expect(wrong.html).toContain('That is not your password.')
    const staleTotal = await submitChange(buyer, screen.html, {
      color: 'dune',
      total: String(expectedTotal + 500_000),
    })
    expect(staleTotal.html).toContain('The price of this configuration changed')
    expect((await orderDoc(buyer.orderId)).configuration.color.uid).toBe('sage')

    const mark = mailCount()
    const done = await submitChange(buyer, screen.html, { color: 'dune', total: String(expectedTotal) })
    expect(done.status, done.html.slice(0, 400)).toBe(303)
    expect(done.location).toBe(`/customer-portal/order-history/${buyer.orderNumber}?changed=1`)

    const changed = await orderDoc(buyer.orderId)
    expect(changed.configuration.color).toMatchObject({ uid: 'dune', price: 240_000 })
    expect(changed.pricing.trim).toBe(placed.pricing.trim)
    expect(changed.pricing.total).toBe(expectedTotal)
    expect(changed.firstDeposit).toMatchObject({ status: 'paid', amount: placed.firstDeposit.amount })
    expect(changed.changes).toHaveLength(1)
    expect(changed.changes[0]).toMatchObject({
      by: buyer.email,
      priceBefore: placed.pricing.total,
      priceAfter: expectedTotal,
      difference: 50_000,
    })
    expect(changed.changes[0].before).toContain('Sage')
    expect(changed.changes[0].after).toContain('Dune')

    const mail = await waitForMail(buyer.email, { after: mark, subject: /is changed/ })
    expect(mail.text).toContain('+$500')
    expect(mail.text).toContain('Nothing was charged to your card')
    expect(mail.html).toContain('Dune')
    const after = await buyer.actor.page(`/customer-portal/order-history/${buyer.orderNumber}?changed=1`)
    expect(after.html).toContain('Your Pebble is changed')
    expect(after.html.replace(/<[^>]+>/g, ' ')).toMatch(/Sage[\s\S]*→[\s\S]*Dune/)
    expect(mailsTo(buyer.email, mark).filter((m) => /is changed/.test(m.subject))).toHaveLength(1)
  })

  it('is refused once the order reached the stage its rule names', async () => {
    const buyer = await paidBuyer()
    const screen = await buyer.actor.page(buyer.path)
    await moveOrderTo(buyer.orderId, 'in-production', admin)
    const refused = await submitChange(buyer, screen.html, { color: 'basalt', total: '0' })
    expect(refused.status).toBe(200)
    expect(refused.html).toContain('that stage has passed')
    const order = await orderDoc(buyer.orderId)
    expect(order.configuration.color.uid).toBe('sage')
    expect(order.changes ?? []).toHaveLength(0)
    expect((await buyer.actor.page(buyer.path)).html).toContain('can no longer change')
  })

  it('the timeline says until when the configuration may change, and dates its lock once that stage is reached', async () => {
    const buyer = await paidBuyer()
    const orderPage = `/customer-portal/order-history/${buyer.orderNumber}`
    const progress = (html: string) => text(html.slice(html.indexOf('aria-label="Order progress"')))
    expect(progress((await buyer.actor.page(orderPage)).html)).toContain('Configuration locked Open until production')
    await moveOrderTo(buyer.orderId, 'in-production', admin)
    const today = new Date().toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
    expect(progress((await buyer.actor.page(orderPage)).html)).toContain(`Configuration locked Done · ${today}`)
  })

  it('two tabs changing at once: one wins, the other is told', async () => {
    const buyer = await paidBuyer()
    const placed = await orderDoc(buyer.orderId)
    const screen = await buyer.actor.page(buyer.path)
    const total = (colour: number) => String(placed.pricing.total - placed.pricing.color + colour)
    const answers = await Promise.all([
      submitChange(buyer, screen.html, { color: 'dune', total: total(240_000) }),
      submitChange(buyer, screen.html, { color: 'basalt', total: total(190_000) }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 303])
    const loser = answers.find((a) => a.status === 200)!
    expect(loser.html).toContain('This order changed since this page opened')
    const order = await orderDoc(buyer.orderId)
    expect(order.changes).toHaveLength(1)
    expect(['dune', 'basalt']).toContain(order.configuration.color.uid)
  })

  it('a change racing a cancellation: one of them, never a change to a cancelled order', async () => {
    const buyer = await paidBuyer()
    const placed = await orderDoc(buyer.orderId)
    const cancelPath = `/customer-portal/order-history/${buyer.orderNumber}/cancel`
    const [screen, cancelScreen] = [await buyer.actor.page(buyer.path), await buyer.actor.page(cancelPath)]
    const expectedRefund = hidden(cancelScreen.html, 'expectedRefund')
    const [changed, cancelled] = await Promise.all([
      submitChange(buyer, screen.html, {
        color: 'dune',
        total: String(placed.pricing.total - placed.pricing.color + 240_000),
      }),
      buyer.actor.submit(cancelPath, formWith(cancelScreen.html, 'password'), {
        order: buyer.orderNumber,
        expectedRefund,
        password: DEMO_PASSWORD,
      }),
    ])
    expect(cancelled.status, cancelled.html.slice(0, 300)).toBe(303)
    const order = await orderDoc(buyer.orderId)
    expect(order.status).toBe('cancelled')
    const cancelledAt = order.history.find((h: ApiDoc) => h.status === 'cancelled').at
    if (changed.status === 303) {
      // The change came first: it is kept, and the cancellation followed it.
      expect(order.changes).toHaveLength(1)
      expect(new Date(order.changes[0].at).getTime()).toBeLessThanOrEqual(new Date(cancelledAt).getTime())
    } else {
      expect(changed.html).toMatch(/This order is cancelled|changed since this page opened/)
      expect(order.changes ?? []).toHaveLength(0)
      expect(order.configuration.color.uid).toBe('sage')
    }
  })
})

describe('confirming a change with a mailed link (an account without a password)', () => {
  it('the link shows the change and makes it once', async () => {
    const origin = new URL(BASE_URL).origin
    const email = `it-change-link-${randomUUID()}@example.com`
    const actor = new Actor('buyer without a password')
    const res = await actor.request('/api/build/orders', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'x-forwarded-for': `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
        'x-pebble-test-fault': 'password-lost',
      },
      body: JSON.stringify({
        placementKey: randomUUID(),
        selection: { trim: 'adventure', color: 'sage', options: [] },
        customer: buyerDetails(email, 'Linked'),
        password: 'never-stored-pass-1',
        acceptTerms: true,
      }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const placed = (await res.json()) as { orderId: number; orderNumber: string; checkoutUrl: string }
    const paid = await actor.request('/api/payments/test-checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({
        reference: placed.checkoutUrl.split('/').pop()!,
        card: '4242424242424242',
      }).toString(),
    })
    expect(paid.status).toBe(303)
    const path = `/customer-portal/order-history/${placed.orderNumber}/change`
    const before = await orderDoc(placed.orderId)
    const total = String(before.pricing.total - before.pricing.color + 240_000)

    const screen = await actor.page(path)
    expect(screen.html).toContain('E-mail me a link to confirm')
    expect(screen.html).not.toContain('name="password"')
    const mark = mailCount()
    const sent = await actor.submit(path, formWith(screen.html, 'order'), {
      order: placed.orderNumber,
      v: hidden(screen.html, 'v'),
      trim: 'adventure',
      color: 'dune',
      options: hidden(screen.html, 'options'),
      total,
    })
    expect(text(sent.html)).toContain(`We sent a link to ${email}`)
    const mail = await waitForMail(email, { after: mark, subject: /Confirm the change/ })
    const url = new URL(linkIn(mail, `${path}/confirm`))
    const confirm = await actor.page(url.pathname + url.search)
    expect(confirm.status).toBe(200)
    expect(confirm.html).toContain('Dune')
    const values = {
      order: placed.orderNumber,
      ...Object.fromEntries(
        ['token', 'trim', 'color', 'options', 'total', 'v'].map((k) => [k, url.searchParams.get(k) ?? '']),
      ),
    }
    const done = await actor.submit(url.pathname + url.search, formWith(confirm.html, 'token'), values)
    expect(done.status, done.html.slice(0, 300)).toBe(303)
    expect((await orderDoc(placed.orderId)).configuration.color.uid).toBe('dune')
    const again = await actor.submit(url.pathname + url.search, formWith(confirm.html, 'token'), values)
    expect(again.html).toContain('This link does not work any more')
    expect((await orderDoc(placed.orderId)).changes).toHaveLength(1)
  })
})
