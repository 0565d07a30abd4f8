import { describe, expect, it } from 'vitest'

import { paymentProviderFor } from '@/commerce/payments/provider'

describe('who takes deposits', () => {
  it('Stripe whenever its key is set, demo or not', () => {
    expect(paymentProviderFor({ stripeSecretKey: 'sk_test_x', demo: false, development: false })).toBe('stripe')
    expect(paymentProviderFor({ stripeSecretKey: 'sk_test_x', demo: true, development: false })).toBe('stripe')
  })
  it('the test provider only on a demo site or in development', () => {
    expect(paymentProviderFor({ demo: true, development: false })).toBe('test')
    expect(paymentProviderFor({ demo: false, development: true })).toBe('test')
  })
  it('nobody on a production site that is not a demo and has no Stripe key', () => {
    expect(paymentProviderFor({ demo: false, development: false })).toBeNull()
    expect(paymentProviderFor({ stripeSecretKey: '', demo: false, development: false })).toBeNull()
  })
})
