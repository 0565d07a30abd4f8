import type { PaymentKind, ProviderId } from './Payments'

export type CheckoutRequest = {
  paymentId: number
  orderId: number
  orderNumber: string
  kind: PaymentKind
  amount: number
  description: string
  customerEmail: string
  /** Derived from our ids (`deposit:{orderId}:{kind}`): asking twice creates one checkout. */
  idempotencyKey: string
  successUrl: string
  cancelUrl: string
}

export type Checkout = { reference: string; url: string }

/** What the provider says of a refund: done, still in flight (settled later by a webhook or the reconciliation), or failed. */
export type RefundStatus = 'succeeded' | 'pending' | 'failed'
export type RefundResult = { reference: string; status: RefundStatus; failureMessage?: string }

/** The payment a refund is taken from, as the provider knows it. */
export type RefundablePayment = {
  id: number
  amount: number
  providerReference?: string | null
  chargeReference?: string | null
  cardLast4?: string | null
}

/** A refund as a provider event reports it (ours, found by its idempotency key, or one made at the provider). */
export type RefundReport = {
  reference: string
  amount: number
  status: RefundStatus
  idempotencyKey?: string
  failureMessage?: string
}

/** A dispute (chargeback) as a provider event reports it. */
export type DisputeReport = {
  reference: string
  amount: number
  status: 'open' | 'won' | 'lost'
  /** The provider's reason code (Stripe: `fraudulent`, `product_not_received`…). */
  reason?: string
  /** The last moment to answer it with evidence (Stripe: evidence_details.due_by), ISO. */
  respondBy?: string
}

/** A provider event reduced to what our payments care about. */
export type PaymentEvent = {
  provider: ProviderId
  eventId: string
  type: string
  outcome: 'succeeded' | 'failed' | 'ignored' | 'refund' | 'dispute'
  /** Our payment, as the provider echoes it back (metadata), or its checkout reference. */
  paymentId?: number
  idempotencyKey?: string
  reference?: string
  /** What the provider says was charged, checked against the payment's amount. */
  amount?: number
  currency?: string
  failureMessage?: string
  /** The charge behind the payment (Stripe: payment intent), kept for refunds and to match refund and dispute events. */
  chargeReference?: string
  /** refund: the refunds the event reports (a charge.refunded lists all of them; refund.updated one). */
  refunds?: RefundReport[]
  /** refund: the charge's total refunded so far, when the event does not list its refunds. */
  amountRefunded?: number
  dispute?: DisputeReport
  /** The test provider's card, which decides its refunds and disputes. */
  cardLast4?: string
}

/** Where deposits are charged (the factory in provider.ts picks one: Stripe, or the test provider in a demo). */
export interface PaymentProvider {
  readonly id: ProviderId
  createCheckout(request: CheckoutRequest): Promise<Checkout>
  /** Asks the provider how a checkout ended (a return URL may arrive before the webhook); null while open. */
  checkoutOutcome(reference: string): Promise<PaymentEvent | null>
  /** Refunds `amount` cents of a paid payment; the same key never refunds twice. Throws when the provider cannot be reached. */
  refund(payment: RefundablePayment, amount: number, idempotencyKey: string): Promise<RefundResult>
  /** Asks the provider how a refund ended (the reconciliation of refunds left in flight). */
  refundStatus(reference: string): Promise<RefundResult>
  /**
   * Asks the provider whether it made the refund we sent with `idempotencyKey` (a process that
   * died during the call never learnt): the refund as it stands, or null when none was made.
   */
  findRefund(payment: RefundablePayment, idempotencyKey: string): Promise<RefundResult | null>
}
