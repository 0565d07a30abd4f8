import fc from 'fast-check'
import Stripe from 'stripe'
import { describe, it } from 'vitest'

import { type FuzzRequest, type FuzzRoute, fuzzRoute, oddString } from './fuzz'
import { BASE_URL } from './helpers'

// The test server's test-only webhook secret (scripts/test.mjs).
const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_pebble_test_only_not_a_real_secret'
const stripe = new Stripe('sk_test_offline_not_used')
const hex64 = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 })

/**
 * next-auth's routes. A fuzz-only client address (TEST-NET-3, RFC 5737) keeps their rate limits
 * from spending the budgets of the tests that sign in; the address is part of what is fuzzed.
 */
const fuzzAddress = fc.record(
  { 'x-forwarded-for': fc.oneof(fc.ipV4().map((ip) => `203.0.113.${Number(ip.split('.')[3])}`), fc.constant('203.0.113.7, 198.51.100.1')) },
  { requiredKeys: ['x-forwarded-for'] },
)
const authForm = fc.record(
  {
    email: fc.oneof(fc.constantFrom('someone@example.com', 'customer@example.com', 'not-an-email', ''), oddString),
    password: fc.oneof(fc.constantFrom('pebble-demo-2026', ''), oddString),
    csrfToken: fc.oneof(hex64, oddString),
    callbackUrl: fc.oneof(fc.constantFrom('/customer-portal', 'https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example'), oddString),
    redirect: fc.constantFrom('true', 'false'),
    json: fc.constantFrom('true', 'false'),
    token: oddString,
  },
  { requiredKeys: [] },
)
const auth = (action: string): FuzzRoute => ({ path: `/api/auth/${action}`, accepts: ['GET', 'POST'], redirects: true, shape: authForm, headers: fuzzAddress })

/**
 * Stripe webhook deliveries: a Stripe-Signature that is missing, garbage, signed with another
 * secret or stale; and events malformed in one way or another but correctly signed (what a bug on
 * Stripe's side or a leaked secret could send). None may be recorded.
 */
const signatureHeader = fc.oneof(
  fc.constant({}),
  oddString.filter((value) => value.length < 500 && /^[\x20-\x7e]*$/.test(value)).map((value) => ({ 'stripe-signature': value })),
  fc.tuple(fc.integer({ min: 0, max: 2_000_000_000 }), hex64).map(([t, v1]) => ({ 'stripe-signature': `t=${t},v1=${v1}` })),
)
const eventTypes = fc.constantFrom('checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired', 'payment_intent.payment_failed')
/** A well-formed event, then broken in one place: no event may come out of this well-formed. */
const malformedEvent = fc
  .record({ id: fc.string({ minLength: 1, maxLength: 30 }).map((s) => `evt_${s}`), type: eventTypes, amount: fc.integer({ min: 0, max: 10_000_000 }) })
  .chain(({ id, type, amount }) => {
    const object = type.startsWith('checkout.')
      ? { id: 'cs_test_fuzz', object: 'checkout.session', amount_total: amount, currency: 'usd', payment_status: 'paid', metadata: { paymentId: '1', idempotencyKey: 'deposit:1:first' } }
      : { id: 'pi_fuzz', object: 'payment_intent', amount, currency: 'usd', metadata: { paymentId: '1' }, last_payment_error: { message: 'declined' } }
    const base = { id, object: 'event', type, created: 1_700_000_000, data: { object } }
    const notAString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 }))
    const notAnObject = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }))
    const notACount = fc.oneof(fc.string(), fc.double({ noInteger: true }), fc.integer({ max: -1 }), fc.boolean(), fc.object({ maxDepth: 1 }))
    return fc.oneof(
      fc.constant(Object.fromEntries(Object.entries(base).filter(([key]) => key !== 'id'))),
      notAString.map((value) => ({ ...base, id: value })),
      fc.constant({ ...base, id: '' }),
      notAString.map((value) => ({ ...base, type: value })),
      fc.constant({ ...base, data: undefined }),
      notAnObject.map((value) => ({ ...base, data: value })),
      notAnObject.map((value) => ({ ...base, data: { object: value } })),
      notACount.map((value) => ({ ...base, data: { object: { ...object, [type.startsWith('checkout.') ? 'amount_total' : 'amount']: value } } })),
      notAnObject.filter((value) => value !== null).map((value) => ({ ...base, data: { object: { ...object, metadata: value } } })),
      notAString.filter((value) => value !== null).map((value) => ({ ...base, data: { object: { ...object, currency: value } } })),
      notAString.map((value) => ({ ...base, data: { object: { ...object, id: value } } })),
      fc.oneof(fc.jsonValue({ maxDepth: 3 }).filter((value) => !value || typeof value !== 'object' || Array.isArray(value)), fc.constant([base])),
    )
  })
const signedMalformedEvents: fc.Arbitrary<FuzzRequest> = fc
  .oneof({ weight: 4, arbitrary: malformedEvent.map((event) => JSON.stringify(event) ?? 'undefined') }, { weight: 1, arbitrary: oddString })
  .map((payload) => ({
    method: 'POST',
    path: '/api/payments/webhook/stripe',
    contentType: 'application/json',
    body: payload,
    headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
  }))

/**
 * The build flow's routes take only same-origin requests: most generated requests carry this
 * site's Origin so they reach the validation behind that check.
 */
const origin: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ origin: new URL(BASE_URL).origin }) },
  { weight: 1, arbitrary: fc.constantFrom<Record<string, string>>({}, { origin: 'https://evil.example' }, { origin: 'null' }) },
)
const anyText = fc.oneof(fc.constantFrom('adventure', 'sage', 'bike-rack', 'essential', ''), oddString, fc.jsonValue())
/** Values that fit in a URL: Node.js itself answers a longer request line with a bare 431. */
const queryValue = anyText.filter((value) => (JSON.stringify(value) ?? '').length < 1_000)
/** Quote queries with the right keys and any values. */
const quoteQueries = fc
  .record({ trim: queryValue, color: queryValue, options: queryValue, term: queryValue, band: queryValue, down: queryValue }, { requiredKeys: [] })
  .map((query): FuzzRequest => ({
    method: 'GET',
    path: `/api/build/quote?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value) ?? ''])).toString()}`,
    contentType: null,
    body: null,
  }))
/** Order bodies shaped like the real one, anonymous: none can pass (no generated customer is complete), so none may be written. */
const orderShape = fc.record(
  {
    placementKey: fc.oneof(fc.uuid(), oddString),
    selection: fc.oneof(fc.record({ trim: anyText, color: anyText, options: fc.oneof(fc.array(anyText, { maxLength: 60 }), anyText) }, { requiredKeys: [] }), anyText),
    financing: fc.oneof(fc.record({ mode: fc.oneof(fc.constantFrom('full', 'finance'), anyText), termMonths: fc.oneof(fc.integer(), anyText), creditBand: anyText, downPercent: fc.oneof(fc.integer(), anyText) }, { requiredKeys: [] }), anyText),
    customer: fc.oneof(fc.dictionary(fc.constantFrom('firstName', 'lastName', 'email', 'phone', 'country', 'line1', 'city', 'state', 'zip'), anyText), anyText),
    password: fc.oneof(fc.constant('integration-pass-1'), oddString),
    acceptTerms: fc.oneof(fc.constant(true), anyText),
  },
  { requiredKeys: [] },
)

/**
 * Every API route of the site, one line each. next-auth's: one per action it answers, and one it
 * does not; GET and POST may answer 2xx JSON (e.g. `{ url }` to a form posted with json=true) or
 * redirect to a page of the site, other methods get a 405.
 */
const ROUTES: FuzzRoute[] = [
  { path: '/api/header', accepts: ['GET'] },
  { path: '/api/get-settings', accepts: ['GET'] },
  {
    path: '/api/popup-data',
    accepts: ['POST'],
    shape: fc.record(
      { type: fc.oneof(fc.constantFrom('page', 'post', 'PAGE', 'product', ''), oddString, fc.jsonValue()), uid: fc.oneof(fc.constantFrom('team', 'home', 'charging'), oddString, fc.jsonValue()) },
      { requiredKeys: [] },
    ),
  },
  auth('session'),
  auth('csrf'),
  auth('providers'),
  auth('signin'),
  auth('signin/credentials'),
  auth('signin/email'),
  auth('callback/credentials'),
  auth('callback/email'),
  auth('signout'),
  auth('_log'),
  auth('error'),
  auth('verify-request'),
  auth('no-such-action'),
  { path: '/api/build/quote', accepts: ['GET'], requests: quoteQueries },
  { path: '/api/build/account-check', accepts: ['POST'], headers: origin, shape: fc.record({ email: fc.oneof(fc.constantFrom('customer@example.com', 'someone@example.com'), oddString, fc.jsonValue()) }, { requiredKeys: [] }) },
  { path: '/api/build/orders', accepts: [], tries: ['POST'], headers: origin, shape: orderShape },
  { path: '/api/payments/test-checkout', accepts: [], tries: ['POST'], headers: origin, shape: fc.record({ reference: fc.oneof(fc.constant('test_cs_doesnotexist000'), oddString), card: fc.oneof(fc.constant('4242424242424242'), oddString) }, { requiredKeys: [] }) },
  // No generated delivery is a valid event: a 2xx would mean one was accepted.
  { path: '/api/payments/webhook/stripe', accepts: [], tries: ['POST'], headers: signatureHeader, requests: signedMalformedEvents },
]

describe('API routes under generated input: 4xx with a JSON message, never a 5xx, nothing written', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
    await fuzzRoute(route, { runs: 1_000 })
  }, 120_000)
})
