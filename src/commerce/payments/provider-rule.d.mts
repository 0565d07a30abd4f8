export const PAYMENTS_NOT_SET_UP: string
export function paymentProviderFor(settings: {
  stripeSecretKey?: string
  demo: boolean
  development: boolean
}): 'stripe' | 'test' | null
export function paymentProviderFromEnvironment(
  environment: Record<string, string | undefined>,
): 'stripe' | 'test' | null
