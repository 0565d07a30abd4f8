import fc from 'fast-check'
import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'

import { CUSTOMER_A, customerHeaders } from './actors'
import { type Answer, encodeAny, type FuzzRequest, type FuzzRoute, fuzzRoute, oddString, toQuery } from './fuzz'
import { fuzzSeeds } from './fuzz-seeds'
import { BASE_URL, staffLogin } from './helpers'

/**
 * `npm test` runs this file twice, on SQLite and on Postgres (DATABASE_URL tells which), and each
 * pass sends half of every test's generated requests: every route is still fuzzed on both
 * databases, and the file takes half the time (on Postgres it was a third of the pass). Every test
 * replays the committed seeds (fuzz-seeds.ts), so each run sends the same requests; the CMS API's
 * tests first replay a seed of each database's own, far apart, so the two halves differ there.
 * `npm run fuzz` draws new seeds; PEBBLE_FUZZ_SEED replays one (on the same database).
 */
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
const half = (runs: number) => Math.ceil(runs / 2)

// The test server's test-only webhook secret (scripts/test.mjs).
const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_pebble_test_only_not_a_real_secret'
const stripe = new Stripe('sk_test_offline_not_used')
const hex64 = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 })

/**
 * next-auth's routes. A fuzz-only client address (TEST-NET-3, RFC 5737) keeps their rate limits
 * from spending the budgets of the tests that sign in; the address is part of what is fuzzed.
 */
const fuzzAddress = fc.record(
  {
    'x-forwarded-for': fc.oneof(
      fc.ipV4().map((ip) => `203.0.113.${Number(ip.split('.')[3])}`),
      fc.constant('203.0.113.7, 198.51.100.1'),
    ),
  },
  { requiredKeys: ['x-forwarded-for'] },
)
const authForm = fc.record(
  {
    email: fc.oneof(fc.constantFrom('someone@example.com', 'customer@example.com', 'not-an-email', ''), oddString),
    password: fc.oneof(fc.constantFrom('pebble-demo-2026', ''), oddString),
    csrfToken: fc.oneof(hex64, oddString),
    callbackUrl: fc.oneof(
      fc.constantFrom(
        '/customer-portal',
        'https://evil.example/',
        '//evil.example/x',
        'javascript:alert(1)',
        '/\\evil.example',
      ),
      oddString,
    ),
    redirect: fc.constantFrom('true', 'false'),
    json: fc.constantFrom('true', 'false'),
    token: oddString,
  },
  { requiredKeys: [] },
)
const auth = (action: string): FuzzRoute => ({
  path: `/api/auth/${action}`,
  accepts: ['GET', 'POST'],
  redirects: true,
  shape: authForm,
  headers: fuzzAddress,
})

/**
 * Stripe webhook deliveries: a Stripe-Signature that is missing, garbage, signed with another
 * secret or stale; and events malformed in one way or another but correctly signed (what a bug on
 * Stripe's side or a leaked secret could send). None may be recorded.
 */
const signatureHeader = fc.oneof(
  fc.constant({}),
  oddString
    .filter((value) => value.length < 500 && /^[\x20-\x7e]*$/.test(value))
    .map((value) => ({ 'stripe-signature': value })),
  fc
    .tuple(fc.integer({ min: 0, max: 2_000_000_000 }), hex64)
    .map(([t, v1]) => ({ 'stripe-signature': `t=${t},v1=${v1}` })),
)
const eventTypes = fc.constantFrom(
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'payment_intent.payment_failed',
)
/** A well-formed event, then broken in one place: no event may come out of this well-formed. */
const malformedEvent = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 30 }).map((s) => `evt_${s}`),
    type: eventTypes,
    amount: fc.integer({ min: 0, max: 10_000_000 }),
  })
  .chain(({ id, type, amount }) => {
    const object = type.startsWith('checkout.')
      ? {
          id: 'cs_test_fuzz',
          object: 'checkout.session',
          amount_total: amount,
          currency: 'usd',
          payment_status: 'paid',
          metadata: { paymentId: '1', idempotencyKey: 'deposit:1:first' },
        }
      : {
          id: 'pi_fuzz',
          object: 'payment_intent',
          amount,
          currency: 'usd',
          metadata: { paymentId: '1' },
          last_payment_error: { message: 'declined' },
        }
    const base = { id, object: 'event', type, created: 1_700_000_000, data: { object } }
    const notAString = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.object({ maxDepth: 1 }),
    )
    const notAnObject = fc.oneof(
      fc.integer(),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 2 }),
    )
    // NaN and ±Infinity are left out: JSON.stringify writes them as null, which Stripe itself
    // sends for a session without an amount, and which is therefore well-formed.
    const notACount = fc.oneof(
      fc.string(),
      fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ max: -1 }),
      fc.boolean(),
      fc.object({ maxDepth: 1 }),
    )
    return fc.oneof(
      fc.constant(Object.fromEntries(Object.entries(base).filter(([key]) => key !== 'id'))),
      notAString.map((value) => ({ ...base, id: value })),
      fc.constant({ ...base, id: '' }),
      notAString.map((value) => ({ ...base, type: value })),
      fc.constant({ ...base, data: undefined }),
      notAnObject.map((value) => ({ ...base, data: value })),
      notAnObject.map((value) => ({ ...base, data: { object: value } })),
      notACount.map((value) => ({
        ...base,
        data: { object: { ...object, [type.startsWith('checkout.') ? 'amount_total' : 'amount']: value } },
      })),
      notAnObject
        .filter((value) => value !== null)
        .map((value) => ({ ...base, data: { object: { ...object, metadata: value } } })),
      notAString
        .filter((value) => value !== null)
        .map((value) => ({ ...base, data: { object: { ...object, currency: value } } })),
      notAString.map((value) => ({ ...base, data: { object: { ...object, id: value } } })),
      fc.oneof(
        fc.jsonValue({ maxDepth: 3 }).filter((value) => !value || typeof value !== 'object' || Array.isArray(value)),
        fc.constant([base]),
      ),
    )
  })
const signedMalformedEvents: fc.Arbitrary<FuzzRequest> = fc
  .oneof(
    { weight: 4, arbitrary: malformedEvent.map((event) => JSON.stringify(event) ?? 'undefined') },
    { weight: 1, arbitrary: oddString },
  )
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
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>({}, { origin: 'https://evil.example' }, { origin: 'null' }),
  },
)
const anyText = fc.oneof(fc.constantFrom('adventure', 'sage', 'bike-rack', 'essential', ''), oddString, fc.jsonValue())
/** Values that fit in a URL: Node.js itself answers a longer request line with a bare 431. */
const queryValue = anyText.filter((value) => (JSON.stringify(value) ?? '').length < 1_000)
/** Quote queries with the right keys and any values. */
const quoteQueries = fc
  .record(
    { trim: queryValue, color: queryValue, options: queryValue, term: queryValue, band: queryValue, down: queryValue },
    { requiredKeys: [] },
  )
  .map((query): FuzzRequest => ({
    method: 'GET',
    path: `/api/build/quote?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')])).toString()}`,
    contentType: null,
    body: null,
  }))
/** Order bodies shaped like the real one, anonymous: none can pass (no generated customer is complete), so none may be written. */
const orderShape = fc.record(
  {
    placementKey: fc.oneof(fc.uuid(), oddString),
    selection: fc.oneof(
      fc.record(
        { trim: anyText, color: anyText, options: fc.oneof(fc.array(anyText, { maxLength: 60 }), anyText) },
        { requiredKeys: [] },
      ),
      anyText,
    ),
    financing: fc.oneof(
      fc.record(
        {
          mode: fc.oneof(fc.constantFrom('full', 'finance'), anyText),
          termMonths: fc.oneof(fc.integer(), anyText),
          creditBand: anyText,
          downPercent: fc.oneof(fc.integer(), anyText),
        },
        { requiredKeys: [] },
      ),
      anyText,
    ),
    customer: fc.oneof(
      fc.dictionary(
        fc.constantFrom('firstName', 'lastName', 'email', 'phone', 'country', 'line1', 'city', 'state', 'zip'),
        anyText,
      ),
      anyText,
    ),
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
  { path: '/api/health', accepts: ['GET'] },
  // Without the scraper's token or a staff session: never a 2xx.
  { path: '/api/metrics', accepts: [], tries: ['GET'] },
  { path: '/api/launch-figures', accepts: [], tries: ['GET'] },
  // The outbox job's door: only the site's own servers (the jobs secret); everyone else gets a 403.
  { path: '/api/mail/deliver', accepts: ['POST'] },
  { path: '/api/jobs/second-deposit-reminders', accepts: ['POST'] },
  { path: '/api/jobs/reconcile-refunds', accepts: ['POST'] },
  {
    path: '/api/popup-data',
    accepts: ['POST'],
    shape: fc.record(
      {
        type: fc.oneof(fc.constantFrom('page', 'post', 'PAGE', 'product', ''), oddString, fc.jsonValue()),
        uid: fc.oneof(fc.constantFrom('team', 'home', 'charging'), oddString, fc.jsonValue()),
      },
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
  {
    path: '/api/build/account-check',
    accepts: ['POST'],
    headers: origin,
    shape: fc.record(
      { email: fc.oneof(fc.constantFrom('customer@example.com', 'someone@example.com'), oddString, fc.jsonValue()) },
      { requiredKeys: [] },
    ),
  },
  { path: '/api/build/orders', accepts: [], tries: ['POST'], headers: origin, shape: orderShape },
  {
    path: '/api/payments/test-checkout',
    accepts: [],
    tries: ['POST'],
    headers: origin,
    shape: fc.record(
      {
        reference: fc.oneof(fc.constant('test_cs_doesnotexist000'), oddString),
        card: fc.oneof(fc.constant('4242424242424242'), oddString),
      },
      { requiredKeys: [] },
    ),
  },
  // No generated delivery is a valid event: a 2xx would mean one was accepted.
  {
    path: '/api/payments/webhook/stripe',
    accepts: [],
    tries: ['POST'],
    headers: signatureHeader,
    requests: signedMalformedEvents,
  },
]

describe('API routes under generated input: 4xx with a JSON message, never a 5xx, nothing written', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s',
    async (_path, route) => {
      await fuzzRoute(route, { runs: half(1_000) })
    },
    120_000,
  )
})

// ------------------------------------------------------------------------------------ the CMS API

/**
 * Payload's REST API (/cms-api) under generated query strings, and its GraphQL API under generated
 * queries, as a visitor, a customer and an admin (who reaches the most code). Reads only, so
 * nothing may be written. Seeded like every test here, and first with a seed of each database's
 * own (see the top of this file).
 */
const CMS_SEEDS = process.env.PEBBLE_FUZZ_SEED ? fuzzSeeds() : [onPostgres ? 1_893_275_303 : 20_261_125, ...fuzzSeeds()]

const COLLECTIONS = [
  'pages',
  'posts',
  'media',
  'authors',
  'tags',
  'users',
  'subscribers',
  'customers',
  'orders',
  'outbox',
  'redirects',
  'verification-tokens',
  'support-requests',
  'owner-pages',
  'faqs',
  'email-change-requests',
  'trims',
  'colors',
  'options',
  'option-categories',
  'payments',
  'payment-events',
  'payload-locked-documents',
  'payload-preferences',
  'payload-jobs',
  'payload-migrations',
  'no-such-collection',
]
const GLOBALS = ['settings', 'header', 'footer', 'build-settings', 'no-such-global']
/** Field paths of those collections (and their versions), nested ones, and paths that exist nowhere. */
const PATHS = [
  'id',
  'title',
  'slug',
  'date',
  'createdAt',
  'updatedAt',
  '_status',
  'author',
  'author.name',
  'author.id',
  'tags',
  'tags.name',
  'mainImage',
  'excerpt',
  'email',
  'name',
  'number',
  'status',
  'customer',
  'customer.email',
  'firstDeposit.amount',
  'secondDeposit.status',
  'secondDeposit.dueDate',
  'pricing.total',
  'order',
  'amount',
  'kind',
  'paidAt',
  'version.title',
  'version.date',
  'parent',
  'latest',
  'document.value',
  'document.relationTo',
  'user.value',
  'user',
  'key',
  'value',
  'role',
  'lockUntil',
  'loginAttempts',
  'blocks.blockType',
  'content',
  'meta.title',
  'filename',
  'filesize',
  'width',
  'source',
  'expires',
  'nope',
  'nope.deeper',
  '__proto__',
  'constructor.prototype',
  'title.nope',
  '',
]
const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
  'EQUALS',
  'foo',
  '__proto__',
]
/** Values kept short: Node.js answers a request line over its header limit with a bare 431. */
const shortOdd = oddString.filter((value) => value.length <= 200)
const scalar = fc.oneof(
  shortOdd,
  fc.integer(),
  fc.double().map(String),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1.5',
    '1e3',
    '1e400',
    'NaN',
    'Infinity',
    'null',
    'true',
    'false',
    '[]',
    '{}',
    '',
    ' ',
    'notadate',
    '2026-01-01',
    '2026-13-45',
    '2026-11-25T07:55:43.199Z',
    '1700000000000',
    'PBL-4KQ8RZ',
    '1,2,3',
    '1,abc',
    ',',
    'customers',
    'users',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
)
const whereValue = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('relationTo', 'value', 'a', '0', '25'), scalar, { maxKeys: 2 }),
  },
)
const condition = fc.dictionary(fc.constantFrom(...OPERATORS), whereValue, { minKeys: 1, maxKeys: 2 })
const where: fc.Arbitrary<Record<string, unknown>> = fc.letrec((tie) => ({
  where: fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...PATHS), condition, { minKeys: 1, maxKeys: 2 }) },
    { weight: 1, arbitrary: fc.record({ and: fc.array(tie('where'), { maxLength: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ or: fc.array(tie('where'), { maxLength: 3 }) }) },
  ),
})).where as fc.Arbitrary<Record<string, unknown>>
const listParams = fc.record(
  {
    // Bracket notation mostly; JSON text too, which Payload parses itself (and junk that is not JSON).
    where: fc.oneof(
      { weight: 6, arbitrary: where },
      { weight: 1, arbitrary: where.map((w) => JSON.stringify(w)) },
      { weight: 1, arbitrary: shortOdd },
    ),
    sort: fc.oneof(
      fc.constantFrom(...PATHS),
      fc.constantFrom(...PATHS).map((path) => `-${path}`),
      shortOdd,
      fc.array(fc.constantFrom(...PATHS), { maxLength: 3 }),
    ),
    limit: scalar,
    page: scalar,
    depth: scalar,
    draft: scalar,
    pagination: scalar,
    trash: scalar,
    locale: scalar,
    select: fc.dictionary(fc.constantFrom(...PATHS), fc.constantFrom('true', 'false', '1', ''), { maxKeys: 3 }),
    populate: fc.dictionary(
      fc.constantFrom('authors', 'tags', 'media', 'nope'),
      fc.dictionary(fc.constantFrom('name', 'id', 'nope'), fc.constantFrom('true', 'false')),
      { maxKeys: 2 },
    ),
    joins: fc.dictionary(
      fc.constantFrom('payments', 'nope'),
      fc.oneof(scalar, fc.record({ limit: scalar, sort: scalar }, { requiredKeys: [] })),
      { maxKeys: 1 },
    ),
  },
  { requiredKeys: [] },
)
/** Every kind of path Payload's REST API answers GETs on, with ids that are, and are not, ids. */
const idLike = fc.oneof(
  fc.nat({ max: 50 }).map(String),
  fc.constantFrom('abc', 'NaN', '-1', '1.5', '1e3', '0x10', '%00', '%2e%2e', 'me', 'count', 'versions', '1abc', ' 1'),
  shortOdd.map(encodeAny),
)
const restPath = fc.oneof(
  fc.constantFrom(...COLLECTIONS).map((c) => `/cms-api/${c}`),
  fc.tuple(fc.constantFrom(...COLLECTIONS), idLike).map(([c, id]) => `/cms-api/${c}/${id}`),
  fc.constantFrom(...COLLECTIONS).map((c) => `/cms-api/${c}/count`),
  fc.constantFrom(...COLLECTIONS).map((c) => `/cms-api/${c}/versions`),
  fc.tuple(fc.constantFrom(...COLLECTIONS), idLike).map(([c, id]) => `/cms-api/${c}/versions/${id}`),
  fc.constantFrom(
    '/cms-api/customers/me',
    '/cms-api/users/me',
    '/cms-api/orders/export.csv',
    '/cms-api/subscribers/export.csv',
    '/cms-api/payload-preferences/nav',
  ),
  fc.constantFrom(...GLOBALS).map((g) => `/cms-api/globals/${g}`),
  fc.constantFrom(...GLOBALS).map((g) => `/cms-api/globals/${g}/versions`),
  fc.tuple(fc.constantFrom(...GLOBALS), idLike).map(([g, id]) => `/cms-api/globals/${g}/versions/${id}`),
)
const cmsRestRequests = (actors: Record<string, string>[]): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      path: restPath,
      params: listParams,
      raw: fc.option(fc.webQueryParameters(), { freq: 5 }),
      headers: fc.constantFrom(...actors),
    })
    .map(({ path, params, raw, headers }) => ({
      method: 'GET' as const,
      path: `${path}?${raw ?? toQuery(params)}`.slice(0, 6_000),
      contentType: null,
      body: null,
      headers,
    }))

/** GraphQL: real query names and fields, arguments of every shape, misspellings, variables, garbage. */
const GQL_QUERIES = [
  'Posts',
  'Post',
  'Pages',
  'Page',
  'Orders',
  'Order',
  'Customers',
  'Customer',
  'Media',
  'Users',
  'Authors',
  'Tags',
  'Faqs',
  'PayloadLockedDocuments',
  'PayloadPreferences',
  'versionsPosts',
  'versionPost',
  'countPosts',
  'docAccessPost',
  'meUser',
  'meCustomer',
  'Access',
  'Settings',
  'Header',
  'Nope',
  'Postz',
]
const GQL_FIELDS = [
  'id',
  'title',
  'slug',
  'date',
  'docs { id }',
  'docs { id title date }',
  'docs { titel }',
  'docs { author { name } }',
  'totalDocs',
  'canAccessAdmin',
  'posts { read { permission } }',
  'email',
  'number',
  'status',
  'user { email }',
  'titel',
  '__typename',
  'nope',
]
const gqlScalar = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  shortOdd.map((value) => JSON.stringify(value)),
  fc.constantFrom(
    'true',
    'false',
    'null',
    '"notadate"',
    '"2026-01-01T00:00:00.000Z"',
    '"abc"',
    '"1"',
    'published',
    'draft',
    'ENUM_NOPE',
    '1e400',
    '[]',
    '{}',
  ),
)
const gqlValue: fc.Arbitrary<string> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 5, arbitrary: gqlScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`) },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.constantFrom('relationTo', 'value', 'equals', 'in'), tie('value'), { maxKeys: 2 })
        .map(
          (o) =>
            `{ ${Object.entries(o)
              .map(([k, v]) => `${k}: ${v}`)
              .join(', ')} }`,
        ),
    },
  ),
})).value as fc.Arbitrary<string>
const gqlPath = fc.constantFrom(
  'id',
  'title',
  'slug',
  'date',
  'createdAt',
  'author',
  'tags',
  '_status',
  'email',
  'number',
  'status',
  'customer',
  'titel',
  'AND',
  'OR',
)
const gqlWhere = fc
  .array(fc.tuple(gqlPath, fc.constantFrom(...OPERATORS), gqlValue), { minLength: 1, maxLength: 3 })
  .map((conditions) => `{ ${conditions.map(([path, op, value]) => `${path}: { ${op}: ${value} }`).join(', ')} }`)
const gqlArgs = fc
  .record(
    { where: gqlWhere, id: gqlValue, limit: gqlValue, page: gqlValue, sort: gqlValue, draft: gqlValue, limt: gqlValue },
    { requiredKeys: [] },
  )
  .map((args) =>
    Object.keys(args).length
      ? `(${Object.entries(args)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ')})`
      : '',
  )
const gqlQuery = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...GQL_QUERIES),
        gqlArgs,
        fc.array(fc.constantFrom(...GQL_FIELDS), { minLength: 1, maxLength: 3 }),
      )
      .map(([name, args, fields]) => ({ query: `{ ${name}${args} { ${fields.join(' ')} } }` })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('Post_where', 'Order_where', 'Customer_where', 'Post_whre'),
        fc.constantFrom('Posts', 'Orders', 'Customers'),
        fc.jsonValue({ maxDepth: 3 }),
      )
      .map(([type, name, w]) => ({
        query: `query($w: ${type}) { ${name}(where: $w) { docs { id } } }`,
        variables: { w },
      })),
  },
  { weight: 1, arbitrary: shortOdd.map((query) => ({ query })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => ({ query: value })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '{',
        '{ Posts { docs { id }',
        'query { Access }',
        '{ __schema { types { name } } }',
        '{ __type(name: "Post") { fields { name } } }',
        'mutation',
        '{ Posts(where: { id: { in: [] } }) { docs { id } } }',
      )
      .map((query) => ({ query })),
  },
)
const gqlRequests = (actors: Record<string, string>[]): fc.Arbitrary<FuzzRequest> =>
  fc.tuple(gqlQuery, fc.constantFrom(...actors)).map(([body, headers]) => ({
    method: 'POST',
    path: '/cms-api/graphql',
    contentType: 'application/json',
    body: JSON.stringify(body),
    headers,
  }))

/**
 * The REST API's answers: never a 5xx; a 4xx carries a JSON message in one of Payload's shapes; a
 * 2xx may be a document list or a download (the CSV exports); a 3xx stays on this site.
 */
function checkCmsRest(request: FuzzRequest, answer: Answer) {
  const where = `GET ${request.path.slice(0, 300)} -> ${answer.status} ${answer.contentType}: ${answer.text.slice(0, 200)}`
  expect(answer.status, where).toBeLessThan(500)
  if (answer.status >= 300 && answer.status < 400) {
    expect(new URL(answer.location!, BASE_URL).origin, where).toBe(new URL(BASE_URL).origin)
    return
  }
  if (answer.status < 300) return
  expect(answer.contentType, where).toMatch(/^application\/json/)
  const body = JSON.parse(answer.text)
  const message = body.error ?? body.errors?.[0]?.message ?? body.message
  expect(typeof message, where).toBe('string')
  expect(message.length, where).toBeGreaterThan(0)
}

/** GraphQL's answers: never a 5xx, JSON, no internal error inside, no field-name suggestions. */
function checkGraphQL(request: FuzzRequest, answer: Answer) {
  const where = `${String(request.body).slice(0, 200)} -> ${answer.status}: ${answer.text.slice(0, 300)}`
  expect(answer.status, where).toBeLessThan(500)
  expect(answer.contentType, where).toMatch(/json/)
  const body = JSON.parse(answer.text) as { errors?: { message?: string; extensions?: { statusCode?: number } }[] }
  for (const error of body.errors ?? []) {
    expect(error.extensions?.statusCode ?? 400, where).toBeLessThan(500)
    expect(error.message, where).not.toMatch(/Did you mean|Something went wrong/)
  }
}

describe('the CMS API under generated queries: never a 5xx, a JSON message with each 4xx, nothing written', () => {
  let actors: Record<string, string>[]
  beforeAll(async () => {
    const json = { 'content-type': 'application/json' }
    actors = [json, await customerHeaders(CUSTOMER_A), { ...(await staffLogin('admin')) }]
  })

  it('REST: /cms-api/… with generated where, sort, select, populate, joins and ids', async () => {
    await fuzzRoute(
      {
        path: '/cms-api',
        accepts: ['GET'],
        requests: cmsRestRequests(actors),
        onlyRequests: true,
        check: checkCmsRest,
      },
      { runs: half(1_500), seeds: CMS_SEEDS },
    )
  }, 300_000)

  it('GraphQL: /cms-api/graphql with generated queries and variables', async () => {
    await fuzzRoute(
      {
        path: '/cms-api/graphql',
        accepts: ['POST'],
        requests: gqlRequests(actors),
        onlyRequests: true,
        check: checkGraphQL,
      },
      { runs: half(800), seeds: CMS_SEEDS },
    )
  }, 300_000)
})

/** A path segment as anyone may type it: odd text (encoded), raw percent signs and half escapes, dots. */
const pathSegment = fc.oneof(
  oddString.map(encodeAny),
  fc
    .array(
      fc.oneof(
        fc.constantFrom('%', '%E0', '%A4', '%A', '%C3%28', '%FF', '%00', '%25', '%2F', '%5C', '..', '.', '~', '!', "'"),
        fc.string({ unit: fc.constantFrom(...'abcXYZ019-_%'), maxLength: 8 }),
      ),
      { maxLength: 6 },
    )
    .map((parts) => parts.join('')),
)
const PATH_PREFIXES = [
  '/',
  '/post/',
  '/blog/',
  '/blog/tag/',
  '/search/',
  '/api/',
  '/cms-api/',
  '/cms-api/pages/',
  '/customer-portal/',
  '/build/',
  '/_next/static/',
]
const noFiveHundred = (request: FuzzRequest, answer: Answer) => {
  expect(
    answer.status,
    `${request.method} ${request.path.slice(0, 200)} answered ${answer.status}: ${answer.text.slice(0, 200)}`,
  ).toBeLessThan(500)
}

describe('generated paths and media file names: never a 5xx', () => {
  it('any path under the site’s prefixes', async () => {
    const requests: fc.Arbitrary<FuzzRequest> = fc.record({
      method: fc.constantFrom<'GET' | 'POST'>('GET', 'GET', 'POST'),
      path: fc
        .tuple(fc.constantFrom(...PATH_PREFIXES), fc.array(pathSegment, { minLength: 1, maxLength: 3 }))
        .map(([prefix, segments]) => prefix + segments.join('/')),
      contentType: fc.constant(null),
      body: fc.constant(null),
    })
    await fuzzRoute(
      { path: '/…', accepts: ['GET'], requests, onlyRequests: true, check: noFiveHundred },
      { runs: half(400) },
    )
  }, 300_000)

  it('any media file name', async () => {
    const requests: fc.Arbitrary<FuzzRequest> = fc.record({
      method: fc.constant<'GET'>('GET'),
      path: fc
        .tuple(pathSegment, fc.constantFrom('', '.jpg', '.png', '.svg', '.pdf', '.webp'))
        .map(([name, ext]) => `/cms-api/media/file/${name}${ext}`),
      contentType: fc.constant(null),
      body: fc.constant(null),
    })
    await fuzzRoute(
      { path: '/cms-api/media/file', accepts: ['GET'], requests, onlyRequests: true, check: noFiveHundred },
      { runs: half(400) },
    )
  }, 300_000)
})
