import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Payment } from '@/payload-types'

import { testCheckoutPayment } from './data'
import { applyPaymentEvent } from './events'
import { configuredProviderId } from './provider'
import { testCardOutcome } from './test-cards'

export type TestChargeResult =
  { kind: 'paid'; returnPath: string } | { kind: 'declined' | 'invalid'; message: string } | { kind: 'not-found' }

/**
 * The payment behind a test checkout reference, or null (also when the test provider is not the
 * active one). The checkout page shows its order (depth 1); the charge needs the payment alone.
 */
export async function findTestCheckout(payload: Payload, reference: string, depth: 0 | 1 = 1): Promise<Payment | null> {
  if (configuredProviderId() !== 'test' || !/^test_cs_[\w-]{10,64}$/.test(reference)) return null
  return testCheckoutPayment(payload, reference, depth)
}

/**
 * The test provider's charge: the card decides the outcome, which is reported as a payment event
 * through the same handler as Stripe's webhook. Paying an already paid checkout charges nothing.
 */
export async function chargeTestCheckout(payload: Payload, reference: string, card: string): Promise<TestChargeResult> {
  const payment = await findTestCheckout(payload, reference, 0)
  if (!payment) return { kind: 'not-found' }
  const returnPath = payment.returnPath ?? '/'
  if (payment.status === 'succeeded') return { kind: 'paid', returnPath }
  const outcome = testCardOutcome(card)
  if (!outcome.ok && !outcome.declined) return { kind: 'invalid', message: outcome.message }
  await applyPaymentEvent(payload, {
    provider: 'test',
    eventId: `test_evt_${randomUUID()}`,
    type: outcome.ok ? 'charge.succeeded' : 'charge.failed',
    outcome: outcome.ok ? 'succeeded' : 'failed',
    paymentId: payment.id,
    idempotencyKey: payment.idempotencyKey,
    reference,
    amount: payment.amount,
    currency: 'usd',
    failureMessage: outcome.ok ? undefined : outcome.message,
    ...(outcome.ok ? { chargeReference: `test_ch_${payment.id}`, cardLast4: outcome.last4 } : {}),
  })
  // The dispute card: the cardholder disputes the payment as soon as it is made.
  if (outcome.ok && outcome.disputes)
    await applyPaymentEvent(payload, {
      provider: 'test',
      eventId: `test_evt_${randomUUID()}`,
      type: 'charge.dispute.created',
      outcome: 'dispute',
      paymentId: payment.id,
      dispute: {
        reference: `test_dp_${payment.id}`,
        amount: payment.amount,
        status: 'open',
        reason: 'fraudulent',
        // As Stripe gives a bank's deadline for evidence: a week from the dispute.
        respondBy: new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString(),
      },
    })
  return outcome.ok ? { kind: 'paid', returnPath } : { kind: 'declined', message: outcome.message }
}
