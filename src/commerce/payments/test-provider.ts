import { randomBytes } from 'node:crypto'

import type { Checkout, CheckoutRequest, PaymentEvent, PaymentProvider } from './provider'

/**
 * The built-in provider (development, demo, tests): its checkout is our own page at
 * /payments/test-checkout/{reference}, clearly marked TEST MODE. The page's charge reports its
 * outcome as a payment event, handled exactly like a Stripe webhook.
 */
export class TestProvider implements PaymentProvider {
  readonly id = 'test' as const

  async createCheckout(_request: CheckoutRequest): Promise<Checkout> {
    // An unguessable reference, as a provider's checkout URL is: it is the bearer of the checkout.
    const reference = `test_cs_${randomBytes(18).toString('base64url')}`
    return { reference, url: `/payments/test-checkout/${reference}` }
  }

  /** The test checkout reports its outcome synchronously; there is nothing to ask afterwards. */
  async checkoutOutcome(): Promise<PaymentEvent | null> {
    return null
  }
}
