import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { malformedStripeEvent, toPaymentEvent, verifyStripeEvent } from '@/commerce/payments/stripe'
import { testCardOutcome } from '@/commerce/payments/test-cards'
import { ORDER_NUMBER_PATTERN, newOrderNumber } from '@/commerce/orders/number'
import { customerInfoSchema } from '@/commerce/orders/customer-info'
import { fieldErrors } from '@/kit/rules/field-errors'

const SECRET = 'whsec_unit_test_secret'
const stripe = new Stripe('sk_test_unit')

const session = (extra: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  amount_total: 25_000,
  currency: 'usd',
  payment_status: 'paid',
  metadata: { paymentId: '7', idempotencyKey: 'deposit:3:first' },
  ...extra,
})
const event = (type: string, object: Record<string, unknown>) =>
  ({ id: 'evt_1', object: 'event', type, data: { object } }) as unknown as Stripe.Event

describe('Stripe events → payment events', () => {
  it.each([
    ['checkout.session.completed', session(), 'succeeded'],
    ['checkout.session.completed', session({ payment_status: 'unpaid' }), 'ignored'],
    ['checkout.session.async_payment_succeeded', session(), 'succeeded'],
    ['checkout.session.async_payment_failed', session(), 'failed'],
    ['checkout.session.expired', session({ payment_status: 'unpaid' }), 'failed'],
    ['customer.created', { id: 'cus_1' }, 'ignored'],
  ])('%s (%#) → %s', (type, object, outcome) => {
    const mapped = toPaymentEvent(event(type, object))
    expect(mapped.outcome).toBe(outcome)
    expect(mapped.eventId).toBe('evt_1')
    if (type.startsWith('checkout.'))
      expect(mapped).toMatchObject({
        paymentId: 7,
        idempotencyKey: 'deposit:3:first',
        reference: 'cs_test_1',
        amount: 25_000,
        currency: 'usd',
      })
  })

  it('a failed PaymentIntent carries our payment id and the decline message', () => {
    const mapped = toPaymentEvent(
      event('payment_intent.payment_failed', {
        id: 'pi_1',
        amount: 25_000,
        currency: 'usd',
        metadata: { paymentId: '9', idempotencyKey: 'deposit:4:second' },
        last_payment_error: { message: 'Your card was declined.' },
      }),
    )
    expect(mapped).toMatchObject({
      outcome: 'failed',
      paymentId: 9,
      idempotencyKey: 'deposit:4:second',
      failureMessage: 'Your card was declined.',
    })
  })
})

describe('webhook signature verification', () => {
  const payload = JSON.stringify(event('checkout.session.completed', session()))
  it('accepts a payload signed with our secret', () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })
    expect(verifyStripeEvent(payload, header, SECRET).id).toBe('evt_1')
  })
  it.each([
    ['another secret', () => stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }), payload],
    [
      'an old timestamp',
      () =>
        stripe.webhooks.generateTestHeaderString({
          payload,
          secret: SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 301,
        }),
      payload,
    ],
    [
      'a changed body',
      () => stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      payload.replace('25000', '25001'),
    ],
    ['no header', () => null, payload],
  ])('rejects %s', (_name, header, body) => {
    expect(() => verifyStripeEvent(body, header(), SECRET)).toThrow()
  })
})

describe('signed events that are not well formed', () => {
  const intent = { id: 'pi_1', amount: 25_000, currency: 'usd', metadata: { paymentId: '9' }, last_payment_error: null }
  it.each([
    ['a checkout session', event('checkout.session.completed', session())],
    [
      'a session without amount, currency or metadata',
      event('checkout.session.expired', session({ amount_total: null, currency: null, metadata: null })),
    ],
    ['a failed payment intent', event('payment_intent.payment_failed', intent)],
    ['a type we do not handle', event('customer.created', { id: 'cus_1', anything: [1, 'two'] })],
  ])('pass: %s', (_name, value) => {
    expect(malformedStripeEvent(value)).toBeNull()
  })

  it.each([
    ['not an object', 'evt_1'],
    ['an array', [event('checkout.session.completed', session())]],
    ['no id', { type: 'checkout.session.completed', data: { object: session() } }],
    ['an id that is not a string', { ...event('checkout.session.completed', session()), id: 12 }],
    ['no type', { id: 'evt_1', data: { object: session() } }],
    ['no data', { id: 'evt_1', type: 'checkout.session.completed' }],
    ['data.object not an object', { id: 'evt_1', type: 'checkout.session.completed', data: { object: 'cs_1' } }],
    ['an object without id', event('checkout.session.completed', { ...session(), id: undefined })],
    ['an amount that is text', event('checkout.session.completed', session({ amount_total: '25000' }))],
    ['a fractional amount', event('checkout.session.completed', session({ amount_total: 250.5 }))],
    ['a negative amount', event('payment_intent.payment_failed', { ...intent, amount: -1 })],
    ['metadata that is not an object', event('checkout.session.completed', session({ metadata: 'paymentId=7' }))],
    ['metadata values that are not text', event('checkout.session.completed', session({ metadata: { paymentId: 7 } }))],
    [
      'a payment id that is not an id',
      event('checkout.session.completed', session({ metadata: { paymentId: '7; drop table payments' } })),
    ],
    ['a currency that is not text', event('payment_intent.payment_failed', { ...intent, currency: ['usd'] })],
  ])('refused with a message: %s', (_name, value) => {
    expect(malformedStripeEvent(value)).toMatch(/^Malformed/)
  })
})

describe('test provider cards', () => {
  it.each([
    ['4242 4242 4242 4242', { ok: true }],
    ['4242-4242-4242-4242', { ok: true }],
    ['4000 0000 0000 0002', { ok: false, declined: true }],
    ['5555 5555 5555 4444', { ok: false, declined: false }],
    ['', { ok: false, declined: false }],
  ])('%s', (card, outcome) => expect(testCardOutcome(card)).toMatchObject(outcome))
})

describe('order numbers', () => {
  it('are PBL- and six unambiguous characters, and vary', () => {
    const numbers = Array.from({ length: 200 }, newOrderNumber)
    for (const n of numbers) expect(n).toMatch(ORDER_NUMBER_PATTERN)
    expect(new Set(numbers).size).toBeGreaterThan(195)
  })
})

describe('customer information', () => {
  const valid = {
    firstName: 'Robin',
    lastName: 'Alvarez',
    email: 'Robin@Example.com ',
    phone: '(415) 555-0134',
    country: 'US',
    line1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
  }
  it('accepts a US address and normalises the e-mail', () => {
    expect(customerInfoSchema.parse(valid).email).toBe('robin@example.com')
  })
  it.each([
    ['zip', { zip: '9410' }, '5-digit'],
    ['zip', { zip: '94105-1234' }, '5-digit'],
    ['country', { country: 'CA' }, 'United States only'],
    ['state', { state: 'XX' }, 'Choose your state'],
    ['phone', { phone: '12' }, 'US phone'],
    ['firstName', { firstName: '  ' }, 'first name'],
  ])('%s: %j → a message for that field', (field, patch, message) => {
    const result = customerInfoSchema.safeParse({ ...valid, ...patch })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)[field]).toContain(message)
  })
})
