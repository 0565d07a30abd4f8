import { createHmac } from 'node:crypto'

import { env } from '@/config/env'

import type {
  Checkout,
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  RefundablePayment,
  RefundResult,
} from './provider-types'
import { REFUND_FAILED_MESSAGE, refundFailsFor } from './test-cards'

/** Unguessable and, like Stripe with an idempotency key, the same for the same key. */
const referenceFor = (prefix: string, key: string) =>
  `${prefix}${createHmac('sha256', env.payloadSecret).update(key).digest('base64url').slice(0, 24)}`

const FAILED_REFUND = 'test_re_failed_'

/**
 * The built-in provider (development, demo, tests): its checkout is our own page at
 * /payments/test-checkout/{reference}, clearly marked TEST MODE. The page's charge reports its
 * outcome as a payment event, handled exactly like a Stripe webhook. Refunds settle at once,
 * except for the card whose refunds fail (test-cards.ts).
 */
export class TestProvider implements PaymentProvider {
  readonly id = 'test' as const

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    // The URL is the bearer of the checkout; two concurrent requests for one deposit get one checkout.
    const reference = referenceFor('test_cs_', request.idempotencyKey)
    return { reference, url: `/payments/test-checkout/${reference}` }
  }

  /** The test checkout reports its outcome synchronously; there is nothing to ask afterwards. */
  async checkoutOutcome(): Promise<PaymentEvent | null> {
    return null
  }

  async refund(payment: RefundablePayment, _amount: number, idempotencyKey: string): Promise<RefundResult> {
    if (refundFailsFor(payment.cardLast4))
      return {
        reference: referenceFor(FAILED_REFUND, idempotencyKey),
        status: 'failed',
        failureMessage: REFUND_FAILED_MESSAGE,
      }
    return { reference: referenceFor('test_re_', idempotencyKey), status: 'succeeded' }
  }

  /** Its refunds are made in this process, within the call: one whose answer was lost (the process died) was never made. */
  async findRefund(): Promise<RefundResult | null> {
    return null
  }

  async refundStatus(reference: string): Promise<RefundResult> {
    return reference.startsWith(FAILED_REFUND)
      ? { reference, status: 'failed', failureMessage: REFUND_FAILED_MESSAGE }
      : { reference, status: 'succeeded' }
  }
}
