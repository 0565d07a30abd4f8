import { env } from '@/config/env'

import type { ProviderId } from './Payments'
import type { PaymentProvider } from './provider-types'
import { PAYMENTS_NOT_SET_UP, paymentProviderFor } from './provider-rule.mjs'

export { PAYMENTS_NOT_SET_UP, paymentProviderFor }

/** The provider this server uses, or null when none is set up. */
export const configuredProviderId = (): ProviderId | null => paymentProviderFor(env)

export function activeProviderId(): ProviderId {
  const id = configuredProviderId()
  if (!id) throw new Error(PAYMENTS_NOT_SET_UP)
  return id
}

let provider: PaymentProvider | undefined

/** The provider deposits are charged with: Stripe with a key; the built-in test provider in a demo or development. */

export async function getPaymentProvider(): Promise<PaymentProvider> {
  if (!provider) {
    if (activeProviderId() === 'stripe' && env.stripeSecretKey) {
      const { StripeProvider } = await import('./stripe')
      provider = new StripeProvider(env.stripeSecretKey, env.stripeApi)
    } else {
      const { TestProvider } = await import('./test-provider')
      provider = new TestProvider()
    }
  }
  return provider
}
