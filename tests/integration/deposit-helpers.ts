import { randomUUID } from 'node:crypto'

import { expect } from 'vitest'

import { api, BASE_URL } from './helpers'
import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'

const ORIGIN = new URL(BASE_URL).origin
export const BUYER_PASSWORD = 'integration-pass-1'

export type PaidOrder = { email: string; orderId: number; orderNumber: string }

export type PlacedOrder = PaidOrder & { paymentId: number; checkoutUrl: string }

/** A new customer's order with its first deposit paid with the test card, as a buyer does it. */
export async function placeAndPay(
  email?: string,
  trim = 'adventure',
  card = '4242424242424242',
  password = BUYER_PASSWORD,
): Promise<PaidOrder> {
  const p = await placeOrder(email, trim, { password })
  const paid = await api('/api/payments/test-checkout', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ reference: p.checkoutUrl.split('/').pop()!, card }).toString(),
  })
  expect(paid.status).toBe(303)
  return { email: p.email, orderId: p.orderId, orderNumber: p.orderNumber }
}

/** A new customer's order, its first deposit not paid yet; the account is made with `password`. */
export async function placeOrder(
  email = `buyer-${randomUUID()}@example.com`,
  trim = 'adventure',
  { options = [] as string[], password = BUYER_PASSWORD, productNews = undefined as boolean | undefined } = {},
): Promise<PlacedOrder> {
  const placed = await api('/api/build/orders', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    },
    body: JSON.stringify({
      placementKey: randomUUID(),
      selection: { trim, color: 'sage', options },
      customer: buyerDetails(email, 'Deposit'),
      password,
      acceptTerms: true,
      productNews,
    }),
  })
  expect(placed.status, await placed.clone().text()).toBe(201)
  return { email, ...((await placed.json()) as Omit<PlacedOrder, 'email'>) }
}
