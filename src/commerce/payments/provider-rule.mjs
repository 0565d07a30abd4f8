// THE rule for who takes deposits. Plain JavaScript so that the production server
// (scripts/serve.mjs) can apply it before it takes a request; the app applies it through
// provider.ts.

export const PAYMENTS_NOT_SET_UP =
  'No payment provider is set up, so this site cannot take deposits. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET ' +
  'to take real payments, or PEBBLE_DEMO=1 if this site is a demo whose deposits are test payments.'

/**
 * Stripe when its key is set; the built-in test provider (any visitor can "pay" with
 * 4242 4242 4242 4242) only on a site that says it is a demo (`PEBBLE_DEMO=1`) or in development;
 * otherwise nobody, and the server refuses to start rather than let test cards pay real orders.
 */
export function paymentProviderFor({ stripeSecretKey, demo, development }) {
  if (stripeSecretKey) return 'stripe'
  return demo || development ? 'test' : null
}

/** The same rule read from a process environment (the production server's, before the app loads). */
export const paymentProviderFromEnvironment = (environment) =>
  paymentProviderFor({
    stripeSecretKey: environment.STRIPE_SECRET_KEY,
    demo: environment.PEBBLE_DEMO === '1',
    development: environment.NODE_ENV === 'development',
  })
