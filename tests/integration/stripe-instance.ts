/**
 * A server instance configured for Stripe, its SDK pointed at the stand-in (stripe-stand-in.ts),
 * and what a test does with it: place an order and pay it on (the stand-in of) Stripe's page,
 * deliver signed webhooks, read the records as an admin.
 */
import { randomUUID } from 'node:crypto'

import Stripe from 'stripe'
import { expect } from 'vitest'

import { DEMO_PASSWORD } from './actors'
import type { ApiDoc } from './helpers'
import type { StripeStandIn } from './stripe-stand-in'
import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'

export const WEBHOOK_SECRET = 'whsec_pebble_test_only_not_a_real_secret'
const signer = new Stripe('sk_test_offline_not_used')

/** The environment of an instance that charges through Stripe, i.e. through the stand-in. */
export const stripeEnv = (standIn: StripeStandIn) => ({
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(standIn.port),
  STRIPE_API_PROTOCOL: 'http',
})

export type Paid = { orderId: number; orderNumber: string; paymentId: number; intent: string; cookie: string }

export function stripeSite(base: () => string, standIn: StripeStandIn, admin: () => Record<string, string>) {
  const at = (path: string, init: RequestInit = {}) => fetch(`${base()}${path}`, { redirect: 'manual', ...init })
  const find = async (collection: string, where: string) =>
    (await (await at(`/cms-api/${collection}?${where}&depth=0&limit=100`, { headers: admin() })).json())
      .docs as ApiDoc[]

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

  /** A buyer places an order on the Stripe instance; its checkout session is open (not paid yet). */
  async function place(): Promise<Omit<Paid, 'intent'> & { checkoutUrl: string; sessionId: string; email: string }> {
    const email = `it-stripe-${randomUUID()}@example.com`
    const res = await at('/api/build/orders', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base(),
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
    const placed = (await res.json()) as {
      orderId: number
      orderNumber: string
      paymentId: number
      checkoutUrl: string
    }
    // The placement signed this browser in: its cookie brings the buyer back to the return page.
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    return { ...placed, sessionId: placed.checkoutUrl.split('/').pop()!, email, cookie }
  }

  /** The buyer pays the open session on Stripe's page and Stripe's webhook reports it. */
  async function payByWebhook(sessionId: string) {
    const session = standIn.pay(sessionId)
    const hook = await deliver('checkout.session.completed', session)
    expect(hook.status).toBe(200)
    return { intent: session.payment_intent as string, hook: await hook.json() }
  }

  return { at, find, deliver, place, payByWebhook }
}
