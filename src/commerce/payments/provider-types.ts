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

/** A provider event reduced to what our payments care about. */
export type PaymentEvent = {
  provider: ProviderId
  eventId: string
  type: string
  outcome: 'succeeded' | 'failed' | 'ignored'
  /** Our payment, as the provider echoes it back (metadata), or its checkout reference. */
  paymentId?: number
  idempotencyKey?: string
  reference?: string
  /** What the provider says was charged, checked against the payment's amount. */
  amount?: number
  currency?: string
  failureMessage?: string
}

/** Where deposits are charged (the factory in provider.ts picks one: Stripe, or the test provider in a demo). */
export interface PaymentProvider {
  readonly id: ProviderId
  createCheckout(request: CheckoutRequest): Promise<Checkout>
  /** Asks the provider how a checkout ended (a return URL may arrive before the webhook); null while open. */
  checkoutOutcome(reference: string): Promise<PaymentEvent | null>
}
