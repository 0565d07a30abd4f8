import { createHmac } from 'node:crypto'

import { env } from '@/config/env'

import type { Checkout, CheckoutRequest, PaymentEvent, PaymentProvider } from './provider-types'

/**
 * The built-in provider (development, demo, tests): its checkout is our own page at
 * /payments/test-checkout/{reference}, clearly marked TEST MODE. The page's charge reports its
 * outcome as a payment event, handled exactly like a Stripe webhook.
 */
export class TestProvider implements PaymentProvider {
  readonly id = 'test' as const

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    // Unguessable (the URL is the bearer of the checkout) and, like Stripe with an idempotency
    // key, the same for the same key: two concurrent requests for one deposit get one checkout.
    const reference = `test_cs_${createHmac('sha256', env.payloadSecret).update(request.idempotencyKey).digest('base64url').slice(0, 24)}`
    return { reference, url: `/payments/test-checkout/${reference}` }
  }

  /** The test checkout reports its outcome synchronously; there is nothing to ask afterwards. */
  async checkoutOutcome(): Promise<PaymentEvent | null> {
    return null
  }
}
