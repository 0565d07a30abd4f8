import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { BASE_URL } from './helpers'
import { CookieJar, createCustomer, signIn } from './auth-helpers'

import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'

/**
 * Finding: "A guest's order reopens with its placement key and e-mail, no password." A retry of
 * POST /api/build/orders with the same placement key answered the order (number, payment id,
 * checkout URL) to anyone who sent that key and the buyer's e-mail. Now a retry resumes the order
 * only for the browser that placed it: signed in as the buyer (the first answer signs a new
 * account in), or a retry carrying the password the account was made with (the answer was lost
 * before its cookie arrived). Anyone else gets a 409 that names nothing.
 */

const ORIGIN = new URL(BASE_URL).origin
const PASSWORD = 'resume-pass-1'

const orderBody = (email: string, placementKey: string, password?: string) => ({
  placementKey,
  selection: { trim: 'adventure', color: 'sage', options: ['bike-rack'] },
  customer: buyerDetails(email, 'Test'),
  ...(password === undefined ? {} : { password }),
  acceptTerms: true,
})

const placeAs = (jar: CookieJar, body: unknown) =>
  jar.fetch('/api/build/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  })

type Placed = { orderId: number; orderNumber: string; paymentId: number; checkoutUrl: string }

/** The answer names nothing of the order: no field, and none of its identifiers anywhere in the text. */
async function expectNothingIdentifying(res: Response, placed: Placed, status = 409) {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/application\/json/)
  const body = JSON.parse(text)
  // Without a password a guest order's form is refused as it always was (400: enter a password).
  if (status === 409) expect(body.error).toMatch(/already placed.*(e-mail|sign in)/i)
  for (const field of ['orderId', 'orderNumber', 'paymentId', 'checkoutUrl']) expect(body).not.toHaveProperty(field)
  expect(text).not.toContain(placed.orderNumber)
  expect(text).not.toContain(placed.checkoutUrl)
  expect(text).not.toMatch(new RegExp(`\\b${placed.paymentId}\\b|\\b${placed.orderId}\\b`))
  expect(res.headers.getSetCookie()).toEqual([])
}

describe('a placement key reopens an order only for the browser that placed it', () => {
  it('a guest order: a stranger with the key and e-mail gets a 409 naming nothing; the buyer’s browser gets its order back', async () => {
    const email = `resume-guest-${randomUUID()}@example.com`
    const key = randomUUID()
    const buyer = new CookieJar()
    const first = await placeAs(buyer, orderBody(email, key, PASSWORD))
    expect(first.status, await first.clone().text()).toBe(201)
    const placed = (await first.json()) as Placed

    // The stranger knows the key and the e-mail, not the password: without one, or with a guess.
    await expectNothingIdentifying(await placeAs(new CookieJar(), orderBody(email, key)), placed, 400)
    await expectNothingIdentifying(await placeAs(new CookieJar(), orderBody(email, key, 'guessed-pass-1')), placed)

    // The same browser (signed in by the first answer) retries: the same order.
    const again = await placeAs(buyer, orderBody(email, key, PASSWORD))
    expect(again.status, await again.clone().text()).toBe(201)
    expect(await again.json()).toMatchObject({
      orderId: placed.orderId,
      orderNumber: placed.orderNumber,
      checkoutUrl: placed.checkoutUrl,
    })

    // The first answer was lost (no cookie arrived): the retry with the same form, password included, gets it back.
    const lostAnswer = new CookieJar()
    const retried = await placeAs(lostAnswer, orderBody(email, key, PASSWORD))
    expect(retried.status, await retried.clone().text()).toBe(201)
    expect((await retried.json()).orderId).toBe(placed.orderId)
  }, 60_000)

  it('a signed-in customer’s order: a stranger with the key and e-mail gets nothing; the customer’s browser does', async () => {
    const customer = await createCustomer('resume-signed-in')
    const browser = await signIn(customer.email, customer.password, new CookieJar())
    const key = randomUUID()
    const first = await placeAs(browser, orderBody(customer.email, key))
    expect(first.status, await first.clone().text()).toBe(201)
    const placed = (await first.json()) as Placed

    await expectNothingIdentifying(await placeAs(new CookieJar(), orderBody(customer.email, key)), placed, 400)
    await expectNothingIdentifying(
      await placeAs(new CookieJar(), orderBody(customer.email, key, 'guessed-pass-1')),
      placed,
    )

    const again = await placeAs(browser, orderBody(customer.email, key))
    expect(again.status, await again.clone().text()).toBe(201)
    expect((await again.json()).orderId).toBe(placed.orderId)
  }, 60_000)
})
