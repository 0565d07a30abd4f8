import { env } from '@/config/env'

import type { PaymentKind, ProviderId } from './Payments'
import { PAYMENTS_NOT_SET_UP, paymentProviderFor } from './provider-rule.mjs'

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

/** Where deposits are charged. Stripe in production; the built-in test provider everywhere else. */
export interface PaymentProvider {
  readonly id: ProviderId
  createCheckout(request: CheckoutRequest): Promise<Checkout>
  /** Asks the provider how a checkout ended (a return URL may arrive before the webhook); null while open. */
  checkoutOutcome(reference: string): Promise<PaymentEvent | null>
}

export { PAYMENTS_NOT_SET_UP, paymentProviderFor }

/** The provider this server uses, or null when none is set up. */
export const configuredProviderId = (): ProviderId | null => paymentProviderFor(env)

export function activeProviderId(): ProviderId {
  const id = configuredProviderId()
  if (!id) throw new Error(PAYMENTS_NOT_SET_UP)
  return id
}

let provider: PaymentProvider | undefined

export async function getPaymentProvider(): Promise<PaymentProvider> {
  if (!provider) {
    if (activeProviderId() === 'stripe' && env.stripeSecretKey) {
      const { StripeProvider } = await import('./stripe')
      provider = new StripeProvider(env.stripeSecretKey)
    } else {
      const { TestProvider } = await import('./test-provider')
      provider = new TestProvider()
    }
  }
  return provider
}
