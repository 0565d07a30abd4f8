import { randomUUID } from 'node:crypto'

import { expect } from 'vitest'

import { api, BASE_URL, serverDatabase } from './helpers'
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

const STAGES = ['in-production', 'ready', 'delivered'] as const
export type LaterStatus = 'second-deposit-paid' | (typeof STAGES)[number]

/**
 * Moves an order whose first deposit is paid on to `to`, as it goes in life: its second deposit
 * recorded as paid (what the payment's event does, through the order's one write path), then each
 * stage an admin moves it into by hand (`POST /cms-api/orders/:id/stage`). Staff never edit a status.
 */
export async function moveOrderTo(orderId: number, to: LaterStatus, admin: Record<string, string>): Promise<void> {
  const payload = await serverDatabase()
  const { changeOrder } = await import('@/commerce/orders/data')
  const { inTransaction } = await import('@/db/transaction')
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
  const secondDeposit = { ...order.secondDeposit, status: 'paid' as const, paidAt: new Date().toISOString() }
  await inTransaction(payload, (req) =>
    changeOrder(req, { id: orderId, set: { status: 'second-deposit-paid', secondDeposit } }),
  )
  if (to === 'second-deposit-paid') return
  for (const stage of STAGES.slice(0, STAGES.indexOf(to) + 1)) {
    const res = await api(`/cms-api/orders/${orderId}/stage`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ to: stage }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
  }
}
