import Stripe from 'stripe'
import { z } from 'zod'

import type { Checkout, CheckoutRequest, PaymentEvent, PaymentProvider } from './provider-types'

type Metadata = Stripe.Metadata | null | undefined

const fromMetadata = (metadata: Metadata) => ({
  paymentId: metadata?.paymentId ? Number(metadata.paymentId) : undefined,
  idempotencyKey: metadata?.idempotencyKey || undefined,
})

/** A Checkout Session event as our payments see it. */
function sessionEvent(
  event: { id: string; type: string },
  session: Stripe.Checkout.Session,
  outcome: PaymentEvent['outcome'],
  failureMessage?: string,
): PaymentEvent {
  return {
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    outcome,
    ...fromMetadata(session.metadata),
    reference: session.id,
    amount: session.amount_total ?? undefined,
    currency: session.currency ?? undefined,
    failureMessage,
  }
}

/**
 * Maps a verified Stripe event to a payment event. Out-of-order delivery is safe because the
 * handler never moves a succeeded payment back (see events.ts); unknown types are ignored.
 */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      // Card payments are paid on completion; delayed methods report later with async_payment_*.
      return sessionEvent(
        event,
        event.data.object,
        event.data.object.payment_status === 'paid' ? 'succeeded' : 'ignored',
      )
    case 'checkout.session.async_payment_succeeded':
      return sessionEvent(event, event.data.object, 'succeeded')
    case 'checkout.session.async_payment_failed':
      return sessionEvent(event, event.data.object, 'failed', 'The payment failed. Nothing was charged.')
    case 'checkout.session.expired':
      return sessionEvent(event, event.data.object, 'failed', 'The checkout expired before payment.')
    case 'payment_intent.payment_failed': {
      const intent = event.data.object
      return {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        outcome: 'failed',
        ...fromMetadata(intent.metadata),
        amount: intent.amount,
        currency: intent.currency,
        failureMessage: intent.last_payment_error?.message ?? 'Your card was declined. Nothing was charged.',
      }
    }
    default:
      return { provider: 'stripe', eventId: event.id, type: event.type, outcome: 'ignored' }
  }
}

/** Stripe Checkout: one session per deposit, created with an idempotency key derived from our ids. */
export class StripeProvider implements PaymentProvider {
  readonly id = 'stripe' as const
  private readonly stripe: Stripe

  constructor(secretKey: string, client?: Stripe) {
    this.stripe = client ?? new Stripe(secretKey, { maxNetworkRetries: 2, appInfo: { name: 'pebble-site' } })
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const metadata = {
      paymentId: String(request.paymentId),
      idempotencyKey: request.idempotencyKey,
      orderNumber: request.orderNumber,
      kind: request.kind,
    }
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: request.customerEmail,
        client_reference_id: String(request.orderId),
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: request.amount, product_data: { name: request.description } },
          },
        ],
        metadata,
        payment_intent_data: { metadata, description: request.description },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: request.idempotencyKey },
    )
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL.')
    return { reference: session.id, url: session.url }
  }

  async checkoutOutcome(reference: string): Promise<PaymentEvent | null> {
    const session = await this.stripe.checkout.sessions.retrieve(reference)
    if (session.payment_status === 'paid')
      return sessionEvent({ id: `return:${session.id}`, type: 'checkout.session.retrieved' }, session, 'succeeded')
    return null
  }
}

/** Verifies a webhook delivery (raw body + Stripe-Signature) and returns the event, or throws. */
export function verifyStripeEvent(rawBody: string, signature: string | null, webhookSecret: string): Stripe.Event {
  if (!signature) throw new Error('Missing Stripe-Signature header.')
  // The key is not used to verify; constructEvent needs only the body, header and secret.
  const stripe = new Stripe('sk_unused_for_verification')
  return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)
}

/** What toPaymentEvent reads from an event, as Stripe sends it (metadata values are strings; amounts are integer cents). */
const metadata = z.record(z.string(), z.string()).nullish()
const cents = z.number().int().nonnegative()
const eventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.looseObject({ id: z.string().min(1).max(255) }) }),
})
const sessionObject = z.looseObject({
  amount_total: cents.nullish(),
  currency: z.string().max(10).nullish(),
  payment_status: z.string().nullish(),
  metadata,
})
const intentObject = z.looseObject({
  amount: cents,
  currency: z.string().max(10),
  metadata,
  last_payment_error: z.looseObject({ message: z.string().nullish() }).nullish(),
})

/**
 * Checks a verified event's shape before it is handled: a signed but malformed event (no id, a
 * session without an amount that is a number…) is refused with a message, and nothing is recorded.
 * A well-formed event of a type we do not handle passes (it is recorded as ignored).
 */
export function malformedStripeEvent(event: unknown): string | null {
  const envelope = eventEnvelope.safeParse(event)
  if (!envelope.success)
    return `Malformed event: ${envelope.error.issues[0]?.path.join('.') || 'body'}: ${envelope.error.issues[0]?.message}`
  const { type, data } = envelope.data
  const object = type.startsWith('checkout.session.')
    ? sessionObject
    : type === 'payment_intent.payment_failed'
      ? intentObject
      : null
  const checked = object?.safeParse(data.object)
  if (checked && !checked.success)
    return `Malformed ${type}: data.object.${checked.error.issues[0]?.path.join('.')}: ${checked.error.issues[0]?.message}`
  const paymentId = (data.object as { metadata?: Record<string, string> | null }).metadata?.paymentId
  if (paymentId !== undefined && !/^[1-9]\d{0,15}$/.test(paymentId))
    return `Malformed ${type}: metadata.paymentId is not an id.`
  return null
}
