/**
 * An account without a password confirms a cancellation with a mailed link (docs/deposit-lifecycle.md):
 * the cancel screen offers the link instead of the password field; the link comes through the
 * Outbox, opens a page that shows what is refunded, cancels once (also when used twice at the same
 * moment), works for its own customer and order only, and expires.
 */
import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { linkIn, mailCount, mailsTo, waitForMail } from '../e2e/mail'
import { Actor, customer, formWith } from './actors'
import { api, type ApiDoc, BASE_URL, outboxSettled, serverDatabase, staffLogin } from './helpers'
import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'

const ORIGIN = new URL(BASE_URL).origin
let admin: Record<string, string>
beforeAll(async () => {
  admin = await staffLogin('admin')
})

const someAddress = () => `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`
const find = async (collection: string, where: string) =>
  (await (await api(`/cms-api/${collection}?${where}&depth=0&limit=100`, { headers: admin })).json()).docs as ApiDoc[]
const order = async (id: number) => (await find('orders', `where[id][equals]=${id}`))[0]
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

/** An order placed by `buyer`'s browser (which it signs in), its first deposit paid. */
async function placeAndPay(buyer: Actor, email: string, fault?: string) {
  const res = await buyer.request('/api/build/orders', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': someAddress(),
      ...(fault ? { 'x-pebble-test-fault': fault } : {}),
    },
    body: JSON.stringify({
      placementKey: randomUUID(),
      selection: { trim: 'adventure', color: 'sage', options: ['bike-rack'] },
      customer: buyerDetails(email, 'Linked'),
      password: 'never-stored-pass-1',
      acceptTerms: true,
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const placed = (await res.json()) as { orderId: number; orderNumber: string; checkoutUrl: string }
  const paid = await buyer.request('/api/payments/test-checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ reference: placed.checkoutUrl.split('/').pop()!, card: '4242424242424242' }).toString(),
  })
  expect(paid.status).toBe(303)
  return placed
}

const cancelPath = (number: string) => `/customer-portal/order-history/${number}/cancel`

/** The buyer asks for the link on the cancel screen and reads it from the mail: its path and token. */
async function requestLink(buyer: Actor, email: string, number: string) {
  const screen = await buyer.page(cancelPath(number))
  expect(screen.status).toBe(200)
  expect(text(screen.html)).toContain('E-mail me a link to confirm')
  expect(screen.html).not.toContain('name="password"')
  const mark = mailCount()
  const sent = await buyer.submit(cancelPath(number), formWith(screen.html, 'order'), { order: number })
  expect(sent.status).toBe(200)
  expect(text(sent.html)).toContain(`We sent a link to ${email}`)
  const mail = await waitForMail(email, { after: mark, subject: /Confirm the cancellation/ })
  expect(mail.subject).toBe(`Confirm the cancellation of your Pebble order ${number}`)
  const url = new URL(linkIn(mail, `${cancelPath(number)}/confirm`))
  return { path: url.pathname + url.search, token: url.searchParams.get('token')! }
}

describe('confirming a cancellation with a mailed link (an account without a password)', () => {
  it('the link cancels once, for its own customer and order only; it expires', async () => {
    const email = `it-link-${randomUUID()}@example.com`
    const buyer = new Actor('buyer without a password')
    const first = await placeAndPay(buyer, email, 'password-lost')
    const second = await placeAndPay(buyer, email)

    const link = await requestLink(buyer, email, first.orderNumber)
    // Through the Outbox, like every message.
    const subject = encodeURIComponent(`Confirm the cancellation of your Pebble order ${first.orderNumber}`)
    expect(await find('outbox', `where[subject][equals]=${subject}`)).toHaveLength(1)

    const page = await buyer.page(link.path)
    expect(page.status).toBe(200)
    expect(text(page.html)).toContain('First deposit Not refunded')
    expect(text(page.html)).toContain('Refunded to your card $0.00')
    expect(page.html).toContain('>Cancel reservation</button>')
    // Opening the page changed nothing.
    expect((await order(first.orderId)).status).toBe('first-deposit-paid')

    // Another customer: not their order, nothing happens.
    const other = await customer('other@example.com')
    expect((await other.page(link.path)).status).toBe(404)
    const form = formWith(page.html, 'token')
    const byOther = await other.submit(link.path, form, {
      order: first.orderNumber,
      token: link.token,
      expectedRefund: '0',
    })
    expect(byOther.status).toBe(404)
    // The link on the buyer's other order: it confirms only the order it was sent for.
    const otherOrderPath = `${cancelPath(second.orderNumber)}/confirm?token=${link.token}`
    expect(text((await buyer.page(otherOrderPath)).html)).toContain('This link does not work any more')
    const wrongOrder = await buyer.submit(otherOrderPath, form, {
      order: second.orderNumber,
      token: link.token,
      expectedRefund: '0',
    })
    expect(text(wrongOrder.html)).toContain('This link does not work any more')
    expect((await order(second.orderId)).status).toBe('first-deposit-paid')
    expect((await order(first.orderId)).status).toBe('first-deposit-paid')

    // Used twice at the same moment (a double click, two tabs): one cancellation, one mail.
    const mark = mailCount()
    const values = { order: first.orderNumber, token: link.token, expectedRefund: '0' }
    const answers = await Promise.all([buyer.submit(link.path, form, values), buyer.submit(link.path, form, values)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 303])
    expect(answers.find((a) => a.status === 303)!.location).toBe(
      `/customer-portal/order-history/${first.orderNumber}?cancelled=1`,
    )
    expect(await order(first.orderId)).toMatchObject({ status: 'cancelled', cancellationMail: 'sent' })
    await waitForMail(email, { after: mark, subject: /is cancelled/ })
    await outboxSettled(email)
    expect(mailsTo(email, mark).filter((m) => /is cancelled/.test(m.subject))).toHaveLength(1)
    // Spent: the page no longer offers the button.
    expect(text((await buyer.page(link.path)).html)).toContain('This order is already cancelled.')

    // The second order's link, left to expire.
    const late = await requestLink(buyer, email, second.orderNumber)
    const payload = await serverDatabase()
    await payload.update({
      collection: 'verification-tokens',
      where: { identifier: { equals: email }, purpose: { equals: 'cancel-order' } },
      data: { expires: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const expired = await buyer.page(late.path)
    expect(text(expired.html)).toContain('This link does not work any more')
    expect(expired.html).not.toContain('>Cancel reservation</button>')
    const refused = await buyer.submit(late.path, form, {
      order: second.orderNumber,
      token: late.token,
      expectedRefund: '0',
    })
    expect(text(refused.html)).toContain('This link does not work any more')
    expect((await order(second.orderId)).status).toBe('first-deposit-paid')
  })
})
