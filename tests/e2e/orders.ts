import { randomUUID } from 'node:crypto'

import { type APIRequestContext, expect } from '@playwright/test'
import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'

export type PaidOrder = { email: string; password: string; orderId: number; orderNumber: string }

/**
 * A new buyer's reservation with its first deposit paid by the test card, as the build flow makes it
 * (`fault`: a test server's injected fault, e.g. `password-lost` for an account without a password;
 * `card`: a test card, e.g. 4000 0000 0000 0259, whose payment the cardholder disputes).
 */
export async function placePaidOrder(
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
  trim = 'adventure',
  fault?: string,
  card = '4242424242424242',
): Promise<PaidOrder> {
  const origin = new URL(baseURL).origin
  const address = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`
  const email = `${prefix}-${randomUUID()}@example.com`
  const password = `${prefix}-pass-1`
  const placed = await request.post(`${baseURL}/api/build/orders`, {
    headers: { origin, 'x-forwarded-for': address, ...(fault ? { 'x-pebble-test-fault': fault } : {}) },
    data: {
      placementKey: randomUUID(),
      selection: { trim, color: 'sage', options: [] },
      customer: buyerDetails(email, 'Lifecycle'),
      password,
      acceptTerms: true,
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { orderId, orderNumber, checkoutUrl } = (await placed.json()) as {
    orderId: number
    orderNumber: string
    checkoutUrl: string
  }
  const paid = await request.post(`${baseURL}/api/payments/test-checkout`, {
    headers: { origin, 'x-forwarded-for': address },
    form: { reference: checkoutUrl.split('/').pop()!, card },
    maxRedirects: 0,
  })
  expect(paid.status()).toBe(303)
  return { email, password, orderId, orderNumber }
}
