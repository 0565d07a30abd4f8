import Stripe from 'stripe'
import { z } from 'zod'

import type {
  Checkout,
  CheckoutRequest,
  DisputeReport,
  PaymentEvent,
  PaymentProvider,
  RefundablePayment,
  RefundReport,
  RefundResult,
  RefundStatus,
} from './provider-types'

type Metadata = Stripe.Metadata | null | undefined

type Expandable = string | { id: string } | null | undefined
const idOf = (value: Expandable) => (typeof value === 'string' ? value : (value?.id ?? undefined))

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
    chargeReference: idOf(session.payment_intent),
  }
}

/** Stripe's refund statuses as ours: `requires_action` and `pending` are still in flight. */
const refundStatusOf = (status: string | null | undefined): RefundStatus =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending'

const refundFailure = (refund: Stripe.Refund) =>
  refundStatusOf(refund.status) === 'failed'
    ? `The refund failed at the bank${refund.failure_reason ? ` (${refund.failure_reason.replace(/_/g, ' ')})` : ''}.`
    : undefined

const refundReport = (refund: Stripe.Refund): RefundReport => ({
  reference: refund.id,
  amount: refund.amount,
  status: refundStatusOf(refund.status),
  idempotencyKey: refund.metadata?.idempotencyKey || undefined,
  failureMessage: refundFailure(refund),
})

/** A dispute is open until Stripe closes it; `won` and `warning_closed` leave us the money. */
const disputeReport = (dispute: Stripe.Dispute, closed: boolean): DisputeReport => ({
  reference: dispute.id,
  amount: dispute.amount,
  status: !closed ? 'open' : dispute.status === 'lost' ? 'lost' : 'won',
  reason: dispute.reason,
  respondBy: dispute.evidence_details?.due_by
    ? new Date(dispute.evidence_details.due_by * 1000).toISOString()
    : undefined,
})

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
    case 'charge.refunded': {
      // Our refunds and those made in the Stripe dashboard alike; matched to the payment by its payment intent.
      const charge = event.data.object
      return {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        outcome: 'refund',
        ...fromMetadata(charge.metadata),
        idempotencyKey: undefined,
        chargeReference: idOf(charge.payment_intent),
        refunds: charge.refunds?.data.map(refundReport),
        amountRefunded: charge.amount_refunded,
      }
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object
      return {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        outcome: 'refund',
        paymentId: fromMetadata(refund.metadata).paymentId,
        chargeReference: idOf(refund.payment_intent),
        refunds: [refundReport(refund)],
      }
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object
      return {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        outcome: 'dispute',
        chargeReference: idOf(dispute.payment_intent),
        dispute: disputeReport(dispute, event.type === 'charge.dispute.closed'),
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

  /** `api` points the SDK elsewhere than api.stripe.com: only the tests' local stand-in of Stripe's API. */
  constructor(secretKey: string, api?: { host: string; port?: number; protocol?: 'http' | 'https' }) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, appInfo: { name: 'pebble-site' }, ...api })
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

  private async intentOf(payment: RefundablePayment): Promise<string> {
    let intent = payment.chargeReference
    if (!intent && payment.providerReference)
      intent = idOf((await this.stripe.checkout.sessions.retrieve(payment.providerReference)).payment_intent)
    if (!intent) throw new Error(`Payment ${payment.id} has no Stripe payment intent to refund.`)
    return intent
  }

  /** Refunds part or all of the payment's payment intent; the key (`refund:…`, from our ids) makes a retry the same refund. */
  async refund(payment: RefundablePayment, amount: number, idempotencyKey: string): Promise<RefundResult> {
    const intent = await this.intentOf(payment)
    let refund: Stripe.Refund
    try {
      refund = await this.stripe.refunds.create(
        { payment_intent: intent, amount, metadata: { paymentId: String(payment.id), idempotencyKey } },
        { idempotencyKey },
      )
    } catch (error) {
      // Stripe refused the request itself (already refunded, amount too large…): a final answer, not an outage.
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        return { reference: `refused:${idempotencyKey}`, status: 'failed', failureMessage: error.message }
      throw error
    }
    return { reference: refund.id, status: refundStatusOf(refund.status), failureMessage: refundFailure(refund) }
  }

  async refundStatus(reference: string): Promise<RefundResult> {
    const refund = await this.stripe.refunds.retrieve(reference)
    return { reference: refund.id, status: refundStatusOf(refund.status), failureMessage: refundFailure(refund) }
  }

  /** The payment intent's refunds, ours found by the key we put in their metadata (Stripe keeps idempotency keys 24 hours only). */
  async findRefund(payment: RefundablePayment, idempotencyKey: string): Promise<RefundResult | null> {
    const intent = await this.intentOf(payment)
    for await (const refund of this.stripe.refunds.list({ payment_intent: intent, limit: 100 }))
      if (refund.metadata?.idempotencyKey === idempotencyKey)
        return { reference: refund.id, status: refundStatusOf(refund.status), failureMessage: refundFailure(refund) }
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
const expandable = z.union([z.string().max(255), z.looseObject({ id: z.string().max(255) })]).nullish()
const refundObject = z.looseObject({
  id: z.string().min(1).max(255),
  amount: cents,
  status: z.string().max(40).nullish(),
  payment_intent: expandable,
  metadata,
})
const chargeObject = z.looseObject({
  amount_refunded: cents,
  payment_intent: expandable,
  refunds: z.looseObject({ data: z.array(refundObject) }).nullish(),
  metadata,
})
const disputeObject = z.looseObject({
  amount: cents,
  status: z.string().max(40),
  reason: z.string().max(100).nullish(),
  evidence_details: z.looseObject({ due_by: z.number().int().positive().nullish() }).nullish(),
  payment_intent: expandable,
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
      : type === 'charge.refunded'
        ? chargeObject
        : type.startsWith('refund.')
          ? refundObject
          : type.startsWith('charge.dispute.')
            ? disputeObject
            : null
  const checked = object?.safeParse(data.object)
  if (checked && !checked.success)
    return `Malformed ${type}: data.object.${checked.error.issues[0]?.path.join('.')}: ${checked.error.issues[0]?.message}`
  const paymentId = (data.object as { metadata?: Record<string, string> | null }).metadata?.paymentId
  if (paymentId !== undefined && !/^[1-9]\d{0,15}$/.test(paymentId))
    return `Malformed ${type}: metadata.paymentId is not an id.`
  return null
}
