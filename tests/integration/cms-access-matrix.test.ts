import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { api } from './helpers'
import { CookieJar, createCustomer, graphql, postAuthForm, signIn, staffAuth } from './auth-helpers'

/**
 * The CMS API's authorization matrix: for each collection, each actor and each operation, the
 * exact answer of Payload's REST API (/cms-api/{collection}) and of its GraphQL API
 * (/cms-api/graphql). Customers are authenticated by their next-auth session cookie (the Payload
 * auth strategy), the editor by a Payload token. Customers A and B are fresh accounts made for
 * this run, so no other test's data or rate limits interfere.
 *
 * The target of read/update/delete is a record that belongs to customer A. Expected cells:
 * a status number, or for `list`: 'all' (200, sees every record), 'own' (200, sees only records
 * that belong to the actor: A sees the target, B does not).
 *
 * Adding a collection = one entry in COLLECTIONS (its fixture, data, GraphQL names and rule).
 */
type Actor = 'anonymous' | 'customerA' | 'customerB' | 'editor'
type Op = 'list' | 'read' | 'update' | 'delete' | 'create'
type Cell = number | 'all' | 'own'
type Rule = Record<Actor, Record<Op, Cell>>

const ACTORS: Actor[] = ['anonymous', 'customerB', 'customerA', 'editor'] // editor last: its delete removes the target
const OPS: Op[] = ['list', 'read', 'update', 'create', 'delete']

/** Staff do everything; nobody else anything. */
const STAFF_ONLY: Rule = {
  anonymous: { list: 403, read: 403, update: 403, create: 403, delete: 403 },
  customerA: { list: 403, read: 403, update: 403, create: 403, delete: 403 },
  customerB: { list: 403, read: 403, update: 403, create: 403, delete: 403 },
  editor: { list: 'all', read: 200, update: 200, create: 201, delete: 200 },
}
/** A customer reads their own records; only staff write. */
const OWNER_READS: Rule = {
  anonymous: { list: 403, read: 403, update: 403, create: 403, delete: 403 },
  customerA: { list: 'own', read: 200, update: 403, create: 403, delete: 403 },
  customerB: { list: 'own', read: 404, update: 403, create: 403, delete: 403 },
  editor: { list: 'all', read: 200, update: 200, create: 201, delete: 200 },
}
/** The customer record itself: a customer reads and updates only their own; only staff create or delete. */
const SELF_READS_AND_UPDATES: Rule = {
  anonymous: { list: 403, read: 403, update: 403, create: 403, delete: 403 },
  customerA: { list: 'own', read: 200, update: 200, create: 403, delete: 403 },
  customerB: { list: 'own', read: 404, update: 403, create: 403, delete: 403 },
  editor: { list: 'all', read: 200, update: 200, create: 201, delete: 200 },
}
/** Written only by server code: staff read and delete, nobody creates or changes through the API. */
const SERVER_WRITTEN: Rule = {
  ...STAFF_ONLY,
  editor: { list: 'all', read: 200, update: 403, create: 403, delete: 200 },
}

type Ctx = { a: { id: number; email: string }; b: { id: number; email: string }; staff: Record<string, string> }
type CollectionCase = {
  slug: string
  /** GraphQL names: singular (Customer) and plural (Customers). */
  gql: [string, string]
  rule: Rule
  /** The id of a record that belongs to customer A. */
  target: (ctx: Ctx) => Promise<number | string>
  createData: (ctx: Ctx) => Record<string, unknown>
  updateData: (ctx: Ctx) => Record<string, unknown>
  /** Who a listed record belongs to (for 'own'). */
  ownerOf: (doc: Record<string, unknown>) => unknown
}

const unique = () => randomBytes(4).toString('hex')
const orderData = (customer: number) => ({
  number: `T-${unique()}`,
  customer,
  status: 'reserved',
  configuration: { trim: { uid: 'essential', label: 'Essential', price: 8490000 }, color: { uid: 'glacier-white', name: 'Glacier White', price: 0 }, options: [] },
  pricing: { trim: 8490000, color: 0, options: 0, destinationFee: 150000, total: 8640000 },
  // Select values without hyphens: the same data then works as GraphQL variables (enum names).
  firstDeposit: { amount: 25000, status: 'paid' },
  secondDeposit: { amount: 250000, status: 'due' },
})
async function createAsEditor(ctx: Ctx, slug: string, data: Record<string, unknown>) {
  const res = await api(`/cms-api/${slug}`, { method: 'POST', headers: ctx.staff, body: JSON.stringify(data) })
  if (res.status !== 201) throw new Error(`fixture ${slug}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)

const COLLECTIONS: CollectionCase[] = [
  {
    slug: 'customers',
    gql: ['Customer', 'Customers'],
    rule: SELF_READS_AND_UPDATES,
    target: async (ctx) => ctx.a.id,
    createData: () => ({ name: 'Made by matrix', email: `matrix-${unique()}@example.com`, password: 'matrix-pass-2026' }),
    updateData: () => ({ name: 'Renamed by matrix' }),
    ownerOf: (doc) => doc.id,
  },
  {
    slug: 'orders',
    gql: ['Order', 'Orders'],
    rule: OWNER_READS,
    target: (ctx) => createAsEditor(ctx, 'orders', orderData(ctx.a.id)),
    createData: (ctx) => orderData(ctx.a.id),
    updateData: (ctx) => orderData(ctx.a.id),
    ownerOf: (doc) => idOf(doc.customer),
  },
  {
    slug: 'subscribers',
    gql: ['Subscriber', 'Subscribers'],
    rule: STAFF_ONLY,
    target: (ctx) => createAsEditor(ctx, 'subscribers', { email: ctx.a.email, source: 'matrix' }),
    createData: () => ({ email: `matrix-${unique()}@example.com`, source: 'matrix' }),
    updateData: () => ({ source: 'matrix-updated' }),
    ownerOf: () => null,
  },
  {
    slug: 'outbox',
    gql: ['Outbox', 'Outboxes'],
    rule: SERVER_WRITTEN,
    // A real message to A: an e-mail sign-in link request makes the site send one.
    target: async (ctx) => {
      const res = await postAuthForm(new CookieJar(), 'signin/email', { email: ctx.a.email })
      expect(res.status).toBe(200)
      const list = await api(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(ctx.a.email)}&limit=1`, { headers: ctx.staff })
      return ((await list.json()) as { docs: { id: number }[] }).docs[0].id
    },
    createData: (ctx) => ({ to: ctx.a.email, subject: 'Forged', text: 'Forged', transport: 'smtp' }),
    updateData: () => ({ subject: 'Changed' }),
    ownerOf: () => null,
  },
]

/** Fresh customers A and B for one pass (a pass may delete A's record). */
async function newContext(): Promise<{ ctx: Ctx; jars: Partial<Record<Actor, CookieJar>> }> {
  const staff = await staffAuth()
  const [a, b] = await Promise.all([createCustomer('matrix-a'), createCustomer('matrix-b')])
  return { ctx: { a, b, staff }, jars: { customerA: await signIn(a.email, a.password), customerB: await signIn(b.email, b.password) } }
}

type Pass = { ctx: Ctx; jars: Partial<Record<Actor, CookieJar>>; target: number | string }

function rest(pass: Pass, actor: Actor, path: string, init: RequestInit = {}) {
  const headers = { 'content-type': 'application/json', ...(init.headers as Record<string, string>) }
  if (actor === 'editor') return api(path, { ...init, headers: { ...headers, ...pass.ctx.staff } })
  if (actor === 'anonymous') return api(path, { ...init, headers })
  return pass.jars[actor]!.fetch(path, { ...init, headers })
}
const gqlAs = (pass: Pass, actor: Actor, query: string, variables?: Record<string, unknown>) =>
  graphql(query, actor === 'editor' ? pass.ctx.staff : actor === 'anonymous' ? null : pass.jars[actor]!, variables)
const actorId = (pass: Pass, actor: Actor) => (actor === 'customerA' ? pass.ctx.a.id : actor === 'customerB' ? pass.ctx.b.id : null)

for (const collection of COLLECTIONS) {
  describe(`CMS API authorization: ${collection.slug} over REST`, () => {
    const pass = {} as Pass
    beforeAll(async () => {
      Object.assign(pass, await newContext())
      pass.target = await collection.target(pass.ctx)
    })
    for (const actor of ACTORS) {
      for (const op of OPS) {
        const want = collection.rule[actor][op]
        it(`${op} as ${actor} → ${want}`, async () => {
          const base = `/cms-api/${collection.slug}`
          const { target, ctx } = pass
          const res =
            op === 'list'
              ? await rest(pass, actor, `${base}?limit=100&depth=0`)
              : op === 'read'
                ? await rest(pass, actor, `${base}/${target}?depth=0`)
                : op === 'update'
                  ? await rest(pass, actor, `${base}/${target}`, { method: 'PATCH', body: JSON.stringify(collection.updateData(ctx)) })
                  : op === 'create'
                    ? await rest(pass, actor, base, { method: 'POST', body: JSON.stringify(collection.createData(ctx)) })
                    : await rest(pass, actor, `${base}/${target}`, { method: 'DELETE' })
          const body = (await res.json()) as { docs?: Record<string, unknown>[] }
          if (typeof want === 'number') return expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(want)
          expect(res.status).toBe(200)
          const ids = body.docs!.map((d) => d.id)
          if (want === 'all') return expect(ids).toContain(target)
          // 'own': every listed record is the actor's, and A's target shows only to A.
          for (const doc of body.docs!) expect(String(collection.ownerOf(doc))).toBe(String(actorId(pass, actor)))
          expect(ids.includes(target)).toBe(actor === 'customerA')
        })
      }
    }
  })

  describe(`CMS API authorization: ${collection.slug} over GraphQL`, () => {
    const pass = {} as Pass
    beforeAll(async () => {
      Object.assign(pass, await newContext())
      pass.target = await collection.target(pass.ctx)
    })
    for (const actor of ACTORS) {
      for (const op of OPS) {
        const want = collection.rule[actor][op]
        it(`${op} as ${actor} → ${want}`, async () => {
          const [one, many] = collection.gql
          const { target, ctx } = pass
          const res =
            op === 'list'
              ? await gqlAs(pass, actor, `{ ${many}(limit: 100) { docs { id } } }`)
              : op === 'read'
                ? await gqlAs(pass, actor, `{ ${one}(id: ${target}) { id } }`)
                : op === 'update'
                  ? await gqlAs(pass, actor, `mutation($data: mutation${one}UpdateInput!) { update${one}(id: ${target}, data: $data) { id } }`, { data: collection.updateData(ctx) })
                  : op === 'create'
                    ? await gqlAs(pass, actor, `mutation($data: mutation${one}Input!) { create${one}(data: $data) { id } }`, { data: collection.createData(ctx) })
                    : await gqlAs(pass, actor, `mutation { delete${one}(id: ${target}) { id } }`)
          const body = (await res.json()) as { data?: Record<string, { docs?: { id: number }[] } | null>; errors?: { message: string; extensions?: { statusCode?: number } }[] }
          expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200)
          if (typeof want === 'number' && want >= 400) return expect(body.errors?.[0]?.extensions?.statusCode, JSON.stringify(body).slice(0, 300)).toBe(want)
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
