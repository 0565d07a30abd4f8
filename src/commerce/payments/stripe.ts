import Stripe from 'stripe'

import type { Checkout, CheckoutRequest, PaymentEvent, PaymentProvider } from './provider'

type Metadata = Stripe.Metadata | null | undefined

const fromMetadata = (metadata: Metadata) => ({
  paymentId: metadata?.paymentId ? Number(metadata.paymentId) : undefined,
  idempotencyKey: metadata?.idempotencyKey || undefined,
})

/** A Checkout Session event as our payments see it. */
function sessionEvent(event: { id: string; type: string }, session: Stripe.Checkout.Session, outcome: PaymentEvent['outcome'], failureMessage?: string): PaymentEvent {
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
      return sessionEvent(event, event.data.object, event.data.object.payment_status === 'paid' ? 'succeeded' : 'ignored')
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
    const metadata = { paymentId: String(request.paymentId), idempotencyKey: request.idempotencyKey, orderNumber: request.orderNumber, kind: request.kind }
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: request.customerEmail,
        client_reference_id: String(request.orderId),
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: request.amount, product_data: { name: request.description } } }],
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
    if (session.payment_status === 'paid') return sessionEvent({ id: `return:${session.id}`, type: 'checkout.session.retrieved' }, session, 'succeeded')
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
