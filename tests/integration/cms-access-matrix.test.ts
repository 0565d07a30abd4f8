import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, serverDatabase, staffLogin } from './helpers'
import { CookieJar, createCustomer, graphql, signIn } from './auth-helpers'

/**
 * The CMS API's role matrix: for each collection and global, each actor (anonymous, two
 * customers, an admin, an editor, a support agent) and each operation, the exact answer of
 * Payload's REST API (/cms-api/{collection}); for the customer-data collections also of GraphQL.
 * Customers are authenticated by their next-auth session cookie, staff by a Payload token.
 * Customers A and B are fresh accounts made for this run.
 *
 * The target of read and update is a record that belongs to customer A where the collection has
 * an owner; delete always gets a fresh record of its own. Expected cells are a status number or,
 * for `list`: 'all' (200, the target is listed), 'own' (200, only the actor's records: A sees
 * the target, B does not).
 */
type Actor = 'anonymous' | 'customerA' | 'customerB' | 'admin' | 'editor' | 'support'
type Op = 'list' | 'read' | 'update' | 'create' | 'delete'
type Cell = number | 'all' | 'own'
type Cells = Record<Op, Cell>
type Rule = Record<Actor, Cells>

const ACTORS: Actor[] = ['anonymous', 'customerA', 'customerB', 'admin', 'editor', 'support']
const OPS: Op[] = ['list', 'read', 'update', 'create', 'delete']
type StaffRole = 'admin' | 'editor' | 'support'

const NONE: Cells = { list: 403, read: 403, update: 403, create: 403, delete: 403 }
const EVERYTHING: Cells = { list: 'all', read: 200, update: 200, create: 201, delete: 200 }
const READS: Cells = { list: 'all', read: 200, update: 403, create: 403, delete: 403 }
const READS_OWN: Cells = { list: 'own', read: 200, update: 403, create: 403, delete: 403 }
const OTHERS: Cells = { list: 'own', read: 404, update: 403, create: 403, delete: 403 }

/** Pages, posts, media, authors, tags, redirects, the catalog: everyone reads, the content team writes. */
const PUBLIC_CONTENT: Rule = {
  anonymous: READS,
  customerA: READS,
  customerB: READS,
  admin: EVERYTHING,
  editor: EVERYTHING,
  support: READS,
}
/** Owner pages and FAQs: for signed-in customers and staff; the content team writes. */
const OWNER_CONTENT: Rule = { ...PUBLIC_CONTENT, anonymous: NONE }
/** The customer record: A reads and updates their own; admins everything; support reads; editors nothing. */
const CUSTOMER_RECORD: Rule = {
  anonymous: NONE,
  customerA: { ...READS_OWN, update: 200 },
  customerB: OTHERS,
  admin: EVERYTHING,
  editor: NONE,
  support: READS,
}
/** Orders: a customer reads their own; admins write; support reads; editors nothing. */
const ORDERS: Rule = {
  anonymous: NONE,
  customerA: READS_OWN,
  customerB: OTHERS,
  admin: EVERYTHING,
  editor: NONE,
  support: READS,
}
/** Support requests: as orders, and support moves them along (its status; see the field test below). */
const SUPPORT_REQUESTS: Rule = { ...ORDERS, support: { ...READS, update: 200 } }
/** Payments: written by server code only; admins may correct one; nobody deletes. */
const PAYMENTS: Rule = { ...ORDERS, admin: { ...READS, update: 200 } }
const SUBSCRIBERS: Rule = {
  anonymous: NONE,
  customerA: NONE,
  customerB: NONE,
  admin: EVERYTHING,
  editor: NONE,
  support: READS,
}
/** Mail the site sent: support reads it (did the customer get it?); admins may delete. */
const OUTBOX: Rule = { ...SUBSCRIBERS, admin: { ...READS, delete: 200 } }
/** Money actions (refunds, disputes): append-only, written by server code; admins and support read them, nobody edits or deletes. */
const MONEY_ACTIONS: Rule = { ...SUBSCRIBERS, admin: READS }
/** Form submissions: written only by the form block's server action (tests/integration/forms.test.ts); staff who read customer data read them. */
const FORM_SUBMISSIONS: Rule = OUTBOX
/** Server records only admins see (payment events, e-mail change requests). */
const ADMIN_RECORDS: Rule = { ...SUBSCRIBERS, admin: { ...READS, delete: 200 }, support: NONE }
const VERIFICATION_TOKENS: Rule = { ...ADMIN_RECORDS, admin: READS }
/** Staff accounts: every staff member sees the team; only admins manage it (own-account edits are tested below). */
const STAFF_ACCOUNTS: Rule = {
  anonymous: NONE,
  customerA: NONE,
  customerB: NONE,
  admin: EVERYTHING,
  editor: READS,
  support: READS,
}

type Ctx = { a: { id: number; email: string }; b: { id: number; email: string } }
type Fixture = { id: number | string }
type CollectionCase = {
  slug: string
  rule: Rule
  /** GraphQL names (singular, plural) where the GraphQL API is checked too. */
  gql?: [string, string]
  /** A record for read/update (and a fresh one for each delete); A's where the collection has an owner. */
  fixture: (ctx: Ctx) => Promise<number | string>
  /** A record to delete, when it cannot be a fresh fixture. */
  disposable?: () => Promise<number | string>
  create: (ctx: Ctx) => Record<string, unknown> | FormData
  update: (ctx: Ctx) => Record<string, unknown>
  /** Who a listed record belongs to (for 'own'). */
  ownerOf?: (doc: Record<string, unknown>) => unknown
}

const unique = () => randomBytes(4).toString('hex')
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)
const richText = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
      },
    ],
  },
})
// A 1×1 PNG for media uploads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

let adminHeaders: Record<string, string>
const made: { slug: string; id: number | string }[] = []

async function asAdmin(slug: string, data: Record<string, unknown> | FormData): Promise<number> {
  const form = data instanceof FormData
  const res = await api(`/cms-api/${slug}`, {
    method: 'POST',
    headers: form ? { Authorization: adminHeaders.Authorization } : adminHeaders,
    body: form ? data : JSON.stringify(data),
  })
  if (res.status !== 201) throw new Error(`fixture ${slug}: ${res.status} ${await res.text()}`)
  const id = ((await res.json()) as { doc: { id: number } }).doc.id
  made.push({ slug, id })
  return id
}
/** Records only server code writes, made through Payload's Local API on the test server's database. */
async function asServer(slug: string, data: Record<string, unknown>): Promise<number> {
  const payload = await serverDatabase()
  const doc = await payload.create({
    collection: slug as 'payments',
    data: data as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  made.push({ slug, id: doc.id })
  return doc.id as number
}
const firstId = async (slug: string) =>
  ((await (await api(`/cms-api/${slug}?limit=1&depth=0`, { headers: adminHeaders })).json()) as { docs: Fixture[] })
    .docs[0].id

const orderData = (customer: number) => ({
  number: `T-${unique()}`,
  customer,
  status: 'reserved',
  configuration: {
    trim: { uid: 'essential', label: 'Essential', price: 8490000 },
    color: { uid: 'glacier-white', name: 'Glacier White', price: 0 },
    options: [],
  },
  pricing: { trim: 8490000, color: 0, options: 0, destinationFee: 150000, total: 8640000 },
  // Select values without hyphens: the same data then works as GraphQL variables (enum names).
  firstDeposit: { amount: 25000, status: 'paid' },
  secondDeposit: { amount: 250000, status: 'due' },
})
const media = () => {
  const form = new FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), `matrix-${unique()}.png`)
  form.append('_payload', JSON.stringify({ alternativeText: 'Matrix test image' }))
  return form
}
const page = () => ({ title: `Matrix page ${unique()}`, _status: 'published' })
const post = async () => ({
  title: `Matrix post ${unique()}`,
  date: '2026-01-01T00:00:00.000Z',
  mainImage: await firstId('media'),
  _status: 'published',
})
const trim = async () => ({
  uid: `matrix-${unique()}`,
  label: 'Matrix trim',
  price: 100,
  colors: [{ color: await firstId('colors'), price: 0, isDefault: true }],
})
const option = async () => ({
  uid: `matrix-${unique()}`,
  name: 'Matrix option',
  price: 100,
  category: await firstId('option-categories'),
})
const payment = (ctx: Ctx, order: number) => ({
  order,
  customer: ctx.a.id,
  kind: 'first',
  amount: 25000,
  status: 'succeeded',
  provider: 'test',
  idempotencyKey: `matrix:${unique()}`,
})

const moneyAction = (order: number, payment: number) => ({
  order,
  payment,
  kind: 'refund',
  amount: 1000,
  status: 'succeeded',
  actor: 'staff',
  actorEmail: 'admin@example.com',
  reason: 'Matrix refund',
  idempotencyKey: `matrix:${unique()}`,
})

const form = () => ({
  title: `Matrix form ${unique()}`,
  fields: [{ blockType: 'text', name: 'name', label: 'Name', required: true }],
  confirmationType: 'message',
  confirmationMessage: richText('Thanks.'),
})
const submission = () => ({ form: formId, submissionData: [{ field: 'name', value: `Matrix ${unique()}` }] })

// Values needing other records are resolved once, before the cases run.
let formId: number
let postData: Record<string, unknown>
let trimData: Record<string, unknown>
let optionData: Record<string, unknown>

const COLLECTIONS: CollectionCase[] = [
  {
    slug: 'pages',
    rule: PUBLIC_CONTENT,
    fixture: () => asAdmin('pages', page()),
    create: page,
    update: () => ({ title: 'Renamed by matrix', _status: 'published' }),
  },
  {
    slug: 'posts',
    rule: PUBLIC_CONTENT,
    fixture: () => asAdmin('posts', { ...postData, slug: `matrix-${unique()}` }),
    create: () => ({ ...postData, slug: `matrix-${unique()}` }),
    update: () => ({ title: 'Renamed by matrix', _status: 'published' }),
  },
  {
    slug: 'media',
    rule: PUBLIC_CONTENT,
    fixture: () => asAdmin('media', media()),
    create: media,
    update: () => ({ alternativeText: 'Described by matrix' }),
  },
  {
    slug: 'authors',
    rule: PUBLIC_CONTENT,
    fixture: () => asAdmin('authors', { name: 'Matrix Author' }),
    create: () => ({ name: 'Matrix Author' }),
    update: () => ({ role: 'Tester' }),
  },
  {
    slug: 'tags',
    rule: PUBLIC_CONTENT,
    fixture: () => asAdmin('tags', { name: `Matrix ${unique()}` }),
    create: () => ({ name: `Matrix ${unique()}` }),
    update: () => ({ name: `Matrix ${unique()}` }),
  },
  {
    slug: 'redirects',
    rule: PUBLIC_CONTENT,
    fixture: () => asAdmin('redirects', { from: `/matrix-${unique()}`, to: { url: '/charging' } }),
    create: () => ({ from: `/matrix-${unique()}`, to: { url: '/charging' } }),
    update: () => ({ type: 'temporary' }),
  },
  {
    slug: 'colors',
    rule: PUBLIC_CONTENT,
    fixture: () => asAdmin('colors', { uid: `matrix-${unique()}`, name: 'Matrix', swatch: '#123456' }),
    create: () => ({ uid: `matrix-${unique()}`, name: 'Matrix', swatch: '#123456' }),
    update: () => ({ description: 'Changed' }),
  },
  {
    slug: 'option-categories',
    rule: PUBLIC_CONTENT,
    fixture: () => asAdmin('option-categories', { label: `Matrix ${unique()}` }),
    create: () => ({ label: `Matrix ${unique()}` }),
    update: () => ({ intro: 'Changed' }),
  },
  {
    slug: 'options',
    rule: PUBLIC_CONTENT,
    fixture: () => asAdmin('options', { ...optionData, uid: `matrix-${unique()}` }),
    create: () => ({ ...optionData, uid: `matrix-${unique()}` }),
    update: () => ({ description: 'Changed' }),
  },
  {
    slug: 'trim-levels',
    rule: PUBLIC_CONTENT,
    fixture: () => asAdmin('trim-levels', { ...trimData, uid: `matrix-${unique()}` }),
    create: () => ({ ...trimData, uid: `matrix-${unique()}` }),
    update: () => ({ description: 'Changed' }),
  },
  {
    slug: 'owner-pages',
    rule: OWNER_CONTENT,
    fixture: () =>
      asAdmin('owner-pages', { title: `Matrix ${unique()}`, content: richText('For owners.'), _status: 'published' }),
    create: () => ({ title: `Matrix ${unique()}`, content: richText('For owners.'), _status: 'published' }),
    update: () => ({ summary: 'Changed', _status: 'published' }),
  },
  {
    slug: 'faqs',
    rule: OWNER_CONTENT,
    fixture: () => asAdmin('faqs', { question: 'Matrix?', answer: richText('Yes.') }),
    create: () => ({ question: 'Matrix?', answer: richText('Yes.') }),
    update: () => ({ question: 'Matrix, changed?' }),
  },
  {
    slug: 'customers',
    gql: ['Customer', 'Customers'],
    rule: CUSTOMER_RECORD,
    // A's own record for read and update; deletes get a customer of their own.
    fixture: async (ctx) => ctx.a.id,
    disposable: async () => {
      const { id } = await createCustomer('matrix-delete')
      made.push({ slug: 'customers', id })
      return id
    },
    // No password: Payload's local strategy is off for customers (staff never set one; the customer resets it by mail).
    create: () => ({ name: 'Made by matrix', email: `matrix-${unique()}@example.com` }),
    update: () => ({ name: 'Renamed by matrix' }),
    ownerOf: (doc) => doc.id,
  },
  {
    slug: 'orders',
    gql: ['Order', 'Orders'],
    rule: ORDERS,
    fixture: (ctx) => asAdmin('orders', orderData(ctx.a.id)),
    create: (ctx) => orderData(ctx.a.id),
    update: (ctx) => orderData(ctx.a.id),
    ownerOf: (doc) => idOf(doc.customer),
  },
  {
    slug: 'support-requests',
    rule: SUPPORT_REQUESTS,
    fixture: (ctx) =>
      asAdmin('support-requests', {
        subject: 'Matrix',
        name: 'A',
        email: ctx.a.email,
        message: 'Hello',
        customer: ctx.a.id,
      }),
    create: (ctx) => ({ subject: 'Matrix', name: 'A', email: ctx.a.email, message: 'Hello' }),
    update: () => ({ status: 'resolved' }),
    ownerOf: (doc) => idOf(doc.customer),
  },
  {
    slug: 'payments',
    rule: PAYMENTS,
    fixture: async (ctx) => asServer('payments', payment(ctx, await asAdmin('orders', orderData(ctx.a.id)))),
    create: (ctx) => payment(ctx, 1),
    update: () => ({ failureMessage: 'Noted by matrix' }),
    ownerOf: (doc) => idOf(doc.customer),
  },
  {
    slug: 'money-actions',
    gql: ['MoneyAction', 'MoneyActions'],
    rule: MONEY_ACTIONS,
    fixture: async (ctx) => {
      const order = await asAdmin('orders', orderData(ctx.a.id))
      return asServer('money-actions', moneyAction(order, await asServer('payments', payment(ctx, order))))
    },
    create: () => moneyAction(1, 1),
    update: () => ({ reason: 'Rewritten by matrix' }),
  },
  {
    // A delivery window's move as the buyer was told it (commerce/delivery/tell.ts): server-written, like money actions.
    slug: 'window-moves',
    rule: MONEY_ACTIONS,
    fixture: async (ctx) =>
      asServer('window-moves', {
        order: await asAdmin('orders', orderData(ctx.a.id)),
        from: 'March – April 2027',
        to: 'May – June 2027',
        reason: 'Matrix.',
      }),
    create: () => ({ order: 1, from: 'a', to: 'b', reason: 'Forged by matrix' }),
    update: () => ({ reason: 'Rewritten by matrix' }),
  },
  {
    slug: 'subscribers',
    gql: ['Subscriber', 'Subscribers'],
    rule: SUBSCRIBERS,
    fixture: () => asAdmin('subscribers', { email: `matrix-${unique()}@example.com`, source: 'matrix' }),
    create: () => ({ email: `matrix-${unique()}@example.com`, source: 'matrix' }),
    update: () => ({ source: 'matrix-updated' }),
  },
  {
    slug: 'outbox',
    gql: ['Outbox', 'Outboxes'],
    rule: OUTBOX,
    fixture: (ctx) => asServer('outbox', { to: ctx.a.email, subject: 'Matrix', text: 'Matrix', transport: 'smtp' }),
    create: (ctx) => ({ to: ctx.a.email, subject: 'Forged', text: 'Forged', transport: 'smtp' }),
    update: () => ({ subject: 'Changed' }),
  },
  {
    slug: 'forms',
    rule: PUBLIC_CONTENT,
    fixture: () => asAdmin('forms', form()),
    create: form,
    update: () => ({ title: `Renamed by matrix ${unique()}` }),
  },
  {
    slug: 'form-submissions',
    gql: ['FormSubmission', 'FormSubmissions'],
    rule: FORM_SUBMISSIONS,
    fixture: () => asServer('form-submissions', submission()),
    create: submission,
    update: () => ({ submissionData: [{ field: 'name', value: 'Changed by matrix' }] }),
  },
  {
    slug: 'payment-events',
    rule: ADMIN_RECORDS,
    fixture: () =>
      asServer('payment-events', {
        eventId: `evt_matrix_${unique()}`,
        provider: 'stripe',
        type: 'checkout.session.completed',
      }),
    create: () => ({ eventId: `evt_forged_${unique()}`, provider: 'stripe', type: 'forged' }),
    update: () => ({ outcome: 'Changed' }),
  },
  {
    slug: 'email-change-requests',
    rule: ADMIN_RECORDS,
    fixture: (ctx) =>
      asServer('email-change-requests', {
        customer: ctx.a.id,
        newEmail: `new-${unique()}@example.com`,
        tokenHash: unique(),
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      }),
    create: (ctx) => ({
      customer: ctx.a.id,
      newEmail: `forged-${unique()}@example.com`,
      tokenHash: unique(),
      expiresAt: new Date().toISOString(),
    }),
    update: () => ({ newEmail: `changed-${unique()}@example.com` }),
  },
  {
    slug: 'verification-tokens',
    rule: VERIFICATION_TOKENS,
    fixture: (ctx) =>
      asServer('verification-tokens', {
        identifier: ctx.a.email,
        purpose: 'sign-in-link',
        tokenHash: unique(),
        expires: new Date(Date.now() + 600_000).toISOString(),
      }),
    create: (ctx) => ({
      identifier: ctx.a.email,
      purpose: 'sign-in-link',
      tokenHash: unique(),
      expires: new Date().toISOString(),
    }),
    update: () => ({ purpose: 'password-reset' }),
  },
  {
    slug: 'users',
    rule: STAFF_ACCOUNTS,
    fixture: () =>
      asAdmin('users', {
        email: `matrix-${unique()}@example.com`,
        password: 'matrix-pass-2026',
        name: 'Matrix Staff',
        role: 'support',
      }),
    create: () => ({
      email: `matrix-${unique()}@example.com`,
      password: 'matrix-pass-2026',
      name: 'Made by matrix',
      role: 'support',
    }),
    update: () => ({ name: 'Renamed by matrix' }),
  },
]

type Pass = {
  ctx: Ctx
  jars: Record<'customerA' | 'customerB', CookieJar>
  staff: Record<StaffRole, Record<string, string>>
}
const pass = {} as Pass

beforeAll(async () => {
  adminHeaders = await staffLogin('admin')
  const [a, b] = await Promise.all([createCustomer('matrix-a'), createCustomer('matrix-b')])
  pass.ctx = { a, b }
  pass.jars = { customerA: await signIn(a.email, a.password), customerB: await signIn(b.email, b.password) }
  pass.staff = { admin: adminHeaders, editor: await staffLogin('editor'), support: await staffLogin('support') }
  postData = await post()
  formId = (await firstId('forms')) as number
  trimData = await trim()
  optionData = await option()
})

// Nothing the matrix made stays behind for the browser tests (a new trim would change /build).
afterAll(async () => {
  const payload = await serverDatabase()
  for (const { slug, id } of made.reverse()) {
    await payload
      .delete({ collection: slug as 'pages', id, overrideAccess: true, context: { disableRevalidate: true } })
      .catch(() => undefined)
  }
})

function rest(actor: Actor, path: string, init: RequestInit = {}) {
  const form = init.body instanceof FormData
  const headers: Record<string, string> = form ? {} : { 'content-type': 'application/json' }
  if (actor === 'anonymous') return api(path, { ...init, headers })
  if (actor === 'customerA' || actor === 'customerB') return pass.jars[actor].fetch(path, { ...init, headers })
  const auth = pass.staff[actor]
  return api(path, { ...init, headers: { ...headers, Authorization: auth.Authorization } })
}
const actorId = (actor: Actor) => (actor === 'customerA' ? pass.ctx.a.id : actor === 'customerB' ? pass.ctx.b.id : null)
/** Remembers what a create cell made, so afterAll removes it. */
async function track(slug: string, res: Response) {
  const body = (await res.json()) as { doc?: { id: number } }
  if (res.status === 201 && body.doc) made.push({ slug, id: body.doc.id })
  return body
}

for (const collection of COLLECTIONS) {
  describe(`role matrix: ${collection.slug} over REST`, () => {
    let target: number | string
    beforeAll(async () => {
      target = await collection.fixture(pass.ctx)
    })
    for (const actor of ACTORS) {
      for (const op of OPS) {
        const want = collection.rule[actor][op]
        it(`${op} as ${actor} → ${want}`, async () => {
          const base = `/cms-api/${collection.slug}`
          const res =
            op === 'list'
              ? // The target by id: visitors' and customers' pages are small (src/content/api/ceilings.ts).
                await rest(actor, `${base}?depth=0&where[id][equals]=${target}`)
              : op === 'read'
                ? await rest(actor, `${base}/${target}?depth=0`)
                : op === 'update'
                  ? await rest(actor, `${base}/${target}`, {
                      method: 'PATCH',
                      body: JSON.stringify(collection.update(pass.ctx)),
                    })
                  : op === 'create'
                    ? await rest(actor, base, {
                        method: 'POST',
                        body: ((data) => (data instanceof FormData ? data : JSON.stringify(data)))(
                          collection.create(pass.ctx),
                        ),
                      })
                    : await rest(
                        actor,
                        `${base}/${await (collection.disposable ?? (() => collection.fixture(pass.ctx)))()}`,
                        { method: 'DELETE' },
                      )
          const body = (await track(collection.slug, res)) as { docs?: Record<string, unknown>[] }
          if (typeof want === 'number') return expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(want)
          expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200)
          const ids = body.docs!.map((d) => d.id)
          if (want === 'all') return expect(ids).toContain(target)
          // 'own': A's target shows only to A, and every record the actor's newest page lists is theirs.
          expect(ids.includes(target)).toBe(actor === 'customerA')
          const newest = (await (await rest(actor, `${base}?depth=0&sort=-createdAt`)).json()) as {
            docs: Record<string, unknown>[]
          }
          if (actor === 'customerA') expect(newest.docs.length).toBeGreaterThan(0)
          for (const doc of newest.docs) expect(String(collection.ownerOf!(doc))).toBe(String(actorId(actor)))
        })
      }
    }
  })

  if (!collection.gql) continue
  describe(`role matrix: ${collection.slug} over GraphQL`, () => {
    let target: number | string
    beforeAll(async () => {
      target = await collection.fixture(pass.ctx)
    })
    const gqlAs = (actor: Actor, query: string, variables?: Record<string, unknown>) =>
      graphql(
        query,
        actor === 'anonymous'
          ? null
          : actor === 'customerA' || actor === 'customerB'
            ? pass.jars[actor]
            : pass.staff[actor],
        variables,
      )
    for (const actor of ACTORS) {
      for (const op of OPS) {
        const want = collection.rule[actor][op]
        it(`${op} as ${actor} → ${want}`, async () => {
          const [one, many] = collection.gql!
          const res =
            op === 'list'
              ? await gqlAs(actor, `{ ${many}(where: { id: { equals: ${JSON.stringify(target)} } }) { docs { id } } }`)
              : op === 'read'
                ? await gqlAs(actor, `{ ${one}(id: ${target}) { id } }`)
                : op === 'update'
                  ? await gqlAs(
                      actor,
                      `mutation($data: mutation${one}UpdateInput!) { update${one}(id: ${target}, data: $data) { id } }`,
                      { data: collection.update(pass.ctx) },
                    )
                  : op === 'create'
                    ? await gqlAs(actor, `mutation($data: mutation${one}Input!) { create${one}(data: $data) { id } }`, {
                        data: collection.create(pass.ctx),
                      })
                    : await gqlAs(
                        actor,
                        `mutation { delete${one}(id: ${await (collection.disposable ?? (() => collection.fixture(pass.ctx)))()}) { id } }`,
                      )
          const body = (await res.json()) as {
            data?: Record<string, { id?: number; docs?: { id: number }[] } | null>
            errors?: { message: string; extensions?: { statusCode?: number } }[]
          }
          expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200)
          if (op === 'create' && body.data) {
            const created = Object.values(body.data)[0]
            if (created?.id) made.push({ slug: collection.slug, id: created.id })
          }
          if (typeof want === 'number' && want >= 400)
            return expect(body.errors?.[0]?.extensions?.statusCode, JSON.stringify(body).slice(0, 300)).toBe(want)
          expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
          if (want === 'all' || want === 'own') {
            const ids = Object.values(body.data!)[0]!.docs!.map((d) => d.id)
            expect(ids.includes(target as number)).toBe(want === 'all' || actor === 'customerA')
          }
        })
      }
    }
  })
}

/** Globals: everyone reads them; the content team changes them. */
const GLOBALS = ['header', 'footer', 'settings', 'commerce']
const GLOBAL_UPDATE: Record<Actor, number> = {
  anonymous: 403,
  customerA: 403,
  customerB: 403,
  admin: 200,
  editor: 200,
  support: 403,
}
for (const slug of GLOBALS) {
  describe(`role matrix: global ${slug}`, () => {
    for (const actor of ACTORS) {
      it(`read as ${actor} → 200, update → ${GLOBAL_UPDATE[actor]}`, async () => {
        expect((await rest(actor, `/cms-api/globals/${slug}?depth=0`)).status).toBe(200)
        const res = await rest(actor, `/cms-api/globals/${slug}`, { method: 'POST', body: JSON.stringify({}) })
        expect(res.status, (await res.text()).slice(0, 300)).toBe(GLOBAL_UPDATE[actor])
      })
    }
  })
}

/** The production plan: staff read it, only admins change it (the admin's update: tests/integration/delivery-windows.test.ts). */
const PLAN_READ: Record<Actor, number> = {
  anonymous: 403,
  customerA: 403,
  customerB: 403,
  admin: 200,
  editor: 200,
  support: 200,
}
describe('role matrix: global production-plan', () => {
  for (const actor of ACTORS) {
    it(`read as ${actor} → ${PLAN_READ[actor]}${actor === 'admin' ? '' : ', update → 403'}`, async () => {
      expect((await rest(actor, '/cms-api/globals/production-plan?depth=0')).status).toBe(PLAN_READ[actor])
      if (actor === 'admin') return
      const res = await rest(actor, '/cms-api/globals/production-plan', { method: 'POST', body: JSON.stringify({}) })
      expect(res.status, (await res.text()).slice(0, 300)).toBe(403)
    })
  }
})
