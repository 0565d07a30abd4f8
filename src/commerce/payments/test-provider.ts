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

  /**
   * Like Stripe, one refund per idempotency key: the reference is derived from the key, so making
   * the same refund again (the reconciliation's retry) is the same refund. Each call that makes one
   * is logged (`test provider refund made`), the test provider's own record of what left: the
   * tests add up these lines per payment and hold our books against them.
   */
  async refund(payment: RefundablePayment, amount: number, idempotencyKey: string): Promise<RefundResult> {
    const failed = refundFailsFor(payment.cardLast4)
    const reference = referenceFor(failed ? FAILED_REFUND : 'test_re_', idempotencyKey)
    if (failed) return { reference, status: 'failed', failureMessage: REFUND_FAILED_MESSAGE }
    console.info(`[test provider] refund made ${reference} payment=${payment.id} amount=${amount}`)
    return { reference, status: 'succeeded' }
  }

  /** Its refunds live in no other place than the call: making one again under its key (refund) is how it is found. */
  async findRefund(): Promise<RefundResult | null> {
    return null
  }

  async refundStatus(reference: string): Promise<RefundResult> {
    return reference.startsWith(FAILED_REFUND)
      ? { reference, status: 'failed', failureMessage: REFUND_FAILED_MESSAGE }
      : { reference, status: 'succeeded' }
  }
}
