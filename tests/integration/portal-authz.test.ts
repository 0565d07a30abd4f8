/**
 * Authorization matrix of the customer portal: anonymous, customer A, customer B and an editor
 * against every portal route, every portal server action and the CMS API of the portal's
 * collections. Each cell states the exact outcome.
 *
 * Server actions are invoked honestly: the page's own form is read from the HTML a customer gets
 * (React renders the action's id and bound state as hidden fields for browsers without
 * JavaScript) and posted as that browser would, with each actor's cookies. The outcome is then
 * read back from the database through the CMS API as staff.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import {
  Actor,
  anonymous,
  CUSTOMER_A,
  CUSTOMER_B,
  customer,
  customerHeaders,
  DEMO_PASSWORD,
  editor,
  formWith,
} from './actors'
import { api, staffLogin } from './helpers'

type Customer = { id: number; email: string; name: string; phone: string | null; preferences: Record<string, boolean> }

let staff: Record<string, string>
let actors: Record<'anonymous' | 'A' | 'B' | 'editor', Actor>
let a: Customer
let b: Customer

async function customerByEmail(email: string): Promise<Customer> {
  const res = await api(`/cms-api/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: staff,
  })
  const { docs } = (await res.json()) as { docs: Customer[] }
  if (!docs[0]) throw new Error(`no customer ${email}`)
  return docs[0]
}
const customerById = async (id: number): Promise<Customer> =>
  (await api(`/cms-api/customers/${id}?depth=0`, { headers: staff })).json()
const restore = (id: number, data: Record<string, unknown>) =>
  api(`/cms-api/customers/${id}`, { method: 'PATCH', headers: staff, body: JSON.stringify(data) })
async function requestsOf(id: number | null) {
  const where = id === null ? 'where[customer][exists]=false' : `where[customer][equals]=${id}`
  const res = await api(`/cms-api/support-requests?${where}&limit=200&depth=0&sort=-createdAt`, { headers: staff })
  return (
    (await res.json()) as {
      docs: { id: number; message: string; customer: number | null; relatedOrder: number | null }[]
    }
  ).docs
}
async function latestMailTo(address: string) {
  const res = await api(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(address)}&sort=-createdAt&limit=1`, {
    headers: staff,
  })
  return ((await res.json()) as { docs: { subject: string; text: string }[] }).docs[0] ?? null
}

beforeAll(async () => {
  staff = await staffLogin('admin')
  actors = {
    anonymous: anonymous(),
    A: await customer(CUSTOMER_A, 'A'),
    B: await customer(CUSTOMER_B, 'B'),
    editor: await editor(),
  }
  a = await customerByEmail(CUSTOMER_A)
  b = await customerByEmail(CUSTOMER_B)
})

// ------------------------------------------------------------------------------------ routes

const A_ORDER = 'PBL-4KQ8RZ'
const B_ORDER = 'PBL-9MX5CN'
const ROUTES = [
  '/customer-portal/my-pebble',
  '/customer-portal/my-pebble/getting-to-know-your-pebble',
  '/customer-portal/my-pebble/faqs',
  '/customer-portal/my-pebble/latest-news',
  '/customer-portal/account',
  '/customer-portal/account/confirm-email?token=abc',
  '/customer-portal/preferences',
  '/customer-portal/contact',
  '/customer-portal/order-history',
  `/customer-portal/order-history/${A_ORDER}`,
  `/customer-portal/order-history/${B_ORDER}`,
  '/customer-portal/second-deposit',
]

type Outcome = 'sign-in' | 200 | 404
const expected = (actor: string, route: string): Outcome => {
  if (actor === 'anonymous' || actor === 'editor') return 'sign-in' // editors are not customers
  if (actor === 'A' && route.endsWith(B_ORDER)) return 404
  if (actor === 'B' && route.endsWith(A_ORDER)) return 404
  return 200
}
const routeCells = ['anonymous', 'A', 'B', 'editor'].flatMap((actor) =>
  ROUTES.map((route) => [actor, route, expected(actor, route)] as const),
)

describe('portal routes', () => {
  it.each(routeCells)('%s GET %s -> %s', async (actor, route, outcome) => {
    const res = await actors[actor as keyof typeof actors].page(route)
    if (outcome === 'sign-in') {
      expect(res.status).toBe(307)
      expect(res.location).toBe(`/sign-in?callbackUrl=${encodeURIComponent(route)}`)
      return
    }
    expect(res.status).toBe(outcome)
    // Private answers: never stored by a shared cache.
    expect(res.cacheControl).toMatch(/no-store/)
    expect(res.cacheControl).not.toMatch(/public|s-maxage/)
    if (outcome === 404) {
      expect(res.html).not.toContain(actor === 'A' ? 'Riley' : 'Jordan')
    }
  })

  // Nothing is stored under these; Postgres would refuse the NUL in a query.
  it.each(['/customer-portal/my-pebble/faq%00s', `/customer-portal/order-history/${A_ORDER}%00`])(
    'A GET %s -> 404',
    async (route) => {
      const res = await actors.A.page(route)
      expect(res.status).toBe(404)
      expect(res.cacheControl).toMatch(/no-store/)
    },
  )

  it('each customer sees only their own orders and messages', async () => {
    const forA = await actors.A.page('/customer-portal/order-history')
    expect(forA.html).toContain(A_ORDER)
    expect(forA.html).toContain('PBL-2HT7VW')
    expect(forA.html).not.toContain(B_ORDER)
    const forB = await actors.B.page('/customer-portal/order-history')
    expect(forB.html).toContain(B_ORDER)
    expect(forB.html).not.toContain(A_ORDER)
    const contactB = await actors.B.page('/customer-portal/contact')
    expect(contactB.html).toContain('switch from Dune to Basalt')
    expect(contactB.html).not.toContain('Rivian')
  })
})

// ------------------------------------------------------------------------------------ server actions

describe('server action saveAccount (account form)', () => {
  const values = (name: string, email: string) => ({
    name,
    email,
    phone: '(415) 555-0199',
    line1: '1 Test Street',
    line2: '',
    city: 'Oakland',
    state: 'CA',
    zip: '94607',
  })

  it.each([
    ['anonymous', 'sign-in, nothing changes'],
    ['editor', 'sign-in, nothing changes'],
  ])('%s replaying A’s form -> %s', async (actor) => {
    const { html } = await actors.A.page('/customer-portal/account')
    const res = await actors[actor as 'anonymous'].submit(
      '/customer-portal/account',
      formWith(html, 'line1'),
      values('Mallory', CUSTOMER_A),
    )
    expect(res.status).toBe(303)
    expect(res.location).toMatch(/^\/sign-in\?callbackUrl=%2Fcustomer-portal%2Faccount/)
    expect((await customerById(a.id)).name).toBe(a.name)
  })

  it('B replaying A’s form -> changes only B’s own record', async () => {
    const { html } = await actors.A.page('/customer-portal/account')
    const res = await actors.B.submit(
      '/customer-portal/account',
      formWith(html, 'line1'),
      values('Riley Chen-Test', CUSTOMER_B),
    )
    expect(res.status).toBe(200)
    expect(res.html).toContain('Your details are saved.')
    expect((await customerById(b.id)).name).toBe('Riley Chen-Test')
    expect((await customerById(a.id)).name).toBe(a.name)
    await restore(b.id, {
      name: b.name,
      phone: b.phone,
      address: { line1: '2210 SE Hawthorne Blvd', line2: '', city: 'Portland', state: 'OR', zip: '97214' },
    })
  })

  it('A -> saves A; bad input -> 200 with field errors and nothing saved', async () => {
    const { html } = await actors.A.page('/customer-portal/account')
    const bad = await actors.A.submit('/customer-portal/account', formWith(html, 'line1'), {
      ...values('Jordan X', CUSTOMER_A),
      zip: '123',
    })
    expect(bad.status).toBe(200)
    expect(bad.html).toContain('Enter a 5-digit ZIP code')
    expect((await customerById(a.id)).name).toBe(a.name)
    const good = await actors.A.submit(
      '/customer-portal/account',
      formWith(html, 'line1'),
      values('Jordan Avery-Test', CUSTOMER_A),
    )
    expect(good.html).toContain('Your details are saved.')
    expect((await customerById(a.id)).name).toBe('Jordan Avery-Test')
    await restore(a.id, { name: a.name })
  })
})

describe('server action savePreferences', () => {
  const prefsForm = async () => formWith((await actors.A.page('/customer-portal/preferences')).html, 'productNews')

  it.each(['anonymous', 'editor'])('%s replaying A’s form -> sign-in, nothing changes', async (actor) => {
    const res = await actors[actor as 'anonymous'].submit('/customer-portal/preferences', await prefsForm(), {
      events: 'on',
    })
    expect(res.status).toBe(303)
    expect(res.location).toMatch(/^\/sign-in\?callbackUrl=%2Fcustomer-portal%2Fpreferences/)
    expect((await customerById(a.id)).preferences).toEqual(a.preferences)
  })

  it('B replaying A’s form with SMS -> refused for B (no phone on file), nothing changes for anyone', async () => {
    const res = await actors.B.submit('/customer-portal/preferences', await prefsForm(), { sms: 'on' })
    expect(res.status).toBe(200)
    expect(res.html).toContain('Add a phone number in your account first')
    expect((await customerById(b.id)).preferences).toEqual(b.preferences)
    expect((await customerById(a.id)).preferences).toEqual(a.preferences)
  })

  it('B -> changes only B’s preferences', async () => {
    const res = await actors.B.submit('/customer-portal/preferences', await prefsForm(), { productNews: 'on' })
    expect(res.html).toContain('Your preferences are saved.')
    expect((await customerById(b.id)).preferences).toMatchObject({
      productNews: true,
      ownerUpdates: false,
      events: false,
      sms: false,
    })
    expect((await customerById(a.id)).preferences).toEqual(a.preferences)
    await restore(b.id, { preferences: b.preferences })
  })
})

describe('server action sendPortalMessage (portal contact form)', () => {
  const message = (text: string, relatedOrder = '') => ({
    subject: 'Delivery',
    name: 'X',
    email: 'x@example.com',
    phone: '',
    zip: '',
    message: text,
    relatedOrder,
    privacy: 'on',
  })
  const contactForm = async () => formWith((await actors.A.page('/customer-portal/contact')).html, 'relatedOrder')

  it.each(['anonymous', 'editor'])('%s replaying A’s form -> sign-in, nothing stored', async (actor) => {
    const text = `authz probe from ${actor} ${Date.now()}`
    const res = await actors[actor as 'anonymous'].submit(
      '/customer-portal/contact',
      await contactForm(),
      message(text),
    )
    expect(res.status).toBe(303)
    expect(res.location).toMatch(/^\/sign-in\?callbackUrl=%2Fcustomer-portal%2Fcontact/)
    for (const id of [a.id, b.id, null]) expect((await requestsOf(id)).some((r) => r.message === text)).toBe(false)
  })

  it('B naming A’s order -> refused beside the field, nothing stored', async () => {
    const text = `B about A's order ${Date.now()}`
    const res = await actors.B.submit('/customer-portal/contact', await contactForm(), message(text, A_ORDER))
    expect(res.status).toBe(200)
    expect(res.html).toContain('Choose one of your orders, or none.')
    for (const id of [a.id, b.id]) expect((await requestsOf(id)).some((r) => r.message === text)).toBe(false)
  })

  it('B about B’s own order -> stored for B, linked to B’s order', async () => {
    const text = `B about B's order ${Date.now()}`
    const res = await actors.B.submit('/customer-portal/contact', await contactForm(), message(text, B_ORDER))
    expect(res.status).toBe(200)
    const mine = (await requestsOf(b.id)).find((r) => r.message === text)
    expect(mine).toBeTruthy()
    expect(mine!.relatedOrder).not.toBeNull()
    expect((await requestsOf(a.id)).some((r) => r.message === text)).toBe(false)
  })
})

describe('server action sendContactMessage (public /contact)', () => {
  it.each(['anonymous', 'A', 'editor'])(
    '%s -> stored without a customer (the public form never links an account)',
    async (actor) => {
      const { html } = await actors.anonymous.page('/contact')
      const text = `public contact from ${actor} ${Date.now()}`
      const res = await actors[actor as 'A'].submit('/contact', formWith(html, 'message'), {
        subject: 'Something else',
        name: 'Visitor',
        email: 'visitor@example.com',
        phone: '',
        zip: '',
        message: text,
        privacy: 'on',
      })
      expect(res.status).toBe(200)
      expect((await requestsOf(null)).some((r) => r.message === text)).toBe(true)
      expect((await requestsOf(a.id)).some((r) => r.message === text)).toBe(false)
    },
  )
})

describe('server actions saveAccount (new e-mail) + confirmEmail', () => {
  it('the link confirms only for its signed-in owner, once', async () => {
    const newEmail = `jordan.${Date.now()}@example.com`
    const { html } = await actors.A.page('/customer-portal/account')
    const requested = await actors.A.submit('/customer-portal/account', formWith(html, 'line1'), {
      name: a.name,
      email: newEmail,
      phone: a.phone ?? '',
      line1: '1450 Mission Street',
      line2: 'Apt 5B',
      city: 'San Francisco',
      state: 'CA',
      zip: '94103',
      currentPassword: DEMO_PASSWORD,
    })
    expect(requested.html).toContain(`We sent a link to ${newEmail}`)
    expect((await customerById(a.id)).email).toBe(CUSTOMER_A) // nothing changes yet
    const mail = await latestMailTo(newEmail)
    const link = mail?.text.match(/https?:\/\/\S+confirm-email\?token=\S+/)?.[0]
    expect(link).toBeTruthy()
    const path = new URL(link!).pathname + new URL(link!).search

    // Anonymous and editor opening the link are sent to sign in; B may open it but not use it.
    expect((await actors.anonymous.page(path)).status).toBe(307)
    expect((await actors.editor.page(path)).status).toBe(307)
    const forB = await actors.B.page(path)
    expect(forB.html).toContain('This confirmation link is not valid any more')
    expect(forB.html).not.toContain(newEmail)

    const confirmPage = await actors.A.page(path)
    expect(confirmPage.html).toContain(newEmail)
    const confirmForm = formWith(confirmPage.html, 'token')
    const token = new URL(link!).searchParams.get('token')!
    for (const actor of ['anonymous', 'editor'] as const) {
      const res = await actors[actor].submit(path, confirmForm, { token })
      expect(res.status).toBe(303)
      expect(res.location).toMatch(/^\/sign-in\?callbackUrl=/)
    }
    const byB = await actors.B.submit(path, confirmForm, { token })
    expect(byB.html).toContain('This confirmation link is not valid any more')
    expect((await customerById(b.id)).email).toBe(CUSTOMER_B)
    expect((await customerById(a.id)).email).toBe(CUSTOMER_A)

    const byA = await actors.A.submit(path, confirmForm, { token })
    expect(byA.html).toContain(`your e-mail address is now ${newEmail}`)
    expect((await customerById(a.id)).email).toBe(newEmail)
    const replay = await actors.A.submit(path, confirmForm, { token })
    expect(replay.html).toContain('This confirmation link is not valid any more')

    await restore(a.id, { email: CUSTOMER_A })
    expect((await customerById(a.id)).email).toBe(CUSTOMER_A)
  })
})

// ------------------------------------------------------------------------------------ CMS API

describe('CMS API: support-requests, owner-pages, faqs, email-change-requests', () => {
  type Who = 'anonymous' | 'A' | 'B' | 'admin'
  let headers: Record<Who, Record<string, string>>
  beforeAll(async () => {
    headers = {
      anonymous: { 'content-type': 'application/json' },
      A: await customerHeaders(CUSTOMER_A),
      B: await customerHeaders(CUSTOMER_B),
      admin: staff,
    }
  })
  const call = (who: Who, method: string, path: string, body?: unknown) =>
    api(path, { method, headers: headers[who], body: body === undefined ? undefined : JSON.stringify(body) })

  it.each([
    ['anonymous', 403],
    ['A', 200],
    ['B', 200],
    ['admin', 200],
  ] as const)('GET /cms-api/support-requests as %s -> %s, only their own', async (who, status) => {
    const res = await call(who, 'GET', '/cms-api/support-requests?limit=10&depth=0')
    expect(res.status).toBe(status)
    if (status !== 200) return
    const { docs } = (await res.json()) as { docs: { customer: number | null }[] }
    expect(docs.length).toBeGreaterThan(0)
    if (who === 'A') expect(docs.every((d) => d.customer === a.id)).toBe(true)
    if (who === 'B') expect(docs.every((d) => d.customer === b.id)).toBe(true)
    if (who === 'admin') expect(new Set(docs.map((d) => d.customer)).size).toBeGreaterThan(1)
  })

  it.each([
    ['anonymous', 403],
    ['A', 200],
    ['B', 404],
    ['admin', 200],
  ] as const)('GET one of A’s support requests by id as %s -> %s', async (who, status) => {
    const [mine] = await requestsOf(a.id)
    expect((await call(who, 'GET', `/cms-api/support-requests/${mine.id}`)).status).toBe(status)
  })

  it.each([
    ['anonymous', 403],
    ['A', 403],
    ['B', 403],
  ] as const)(
    'POST /cms-api/support-requests as %s -> %s (only the form’s server code creates them)',
    async (who, status) => {
      const res = await call(who, 'POST', '/cms-api/support-requests', {
        subject: 'x',
        name: 'x',
        email: 'x@example.com',
        message: 'direct write attempt',
        customer: a.id,
      })
      expect(res.status).toBe(status)
    },
  )

  it.each([
    ['anonymous', 403],
    ['A', 403],
    ['B', 403],
    ['admin', 200],
  ] as const)(
    'PATCH a support request’s status as %s -> %s (admins and support move it along)',
    async (who, status) => {
      const [mine] = await requestsOf(a.id)
      const before = (await (await call('admin', 'GET', `/cms-api/support-requests/${mine.id}`)).json()).status
      const res = await call(who, 'PATCH', `/cms-api/support-requests/${mine.id}`, { status: 'resolved' })
      expect(res.status).toBe(status)
      await call('admin', 'PATCH', `/cms-api/support-requests/${mine.id}`, { status: before })
    },
  )

  it.each([
    ['anonymous', 403],
    ['A', 403],
    ['B', 403],
  ] as const)('DELETE a support request as %s -> %s', async (who, status) => {
    const [mine] = await requestsOf(a.id)
    expect((await call(who, 'DELETE', `/cms-api/support-requests/${mine.id}`)).status).toBe(status)
  })

  it.each(
    ['owner-pages', 'faqs'].flatMap(
      (slug) =>
        [
          [slug, 'anonymous', 403],
          [slug, 'A', 200],
          [slug, 'B', 200],
          [slug, 'admin', 200],
        ] as const,
    ),
  )('GET /cms-api/%s as %s -> %s (customers read, visitors do not)', async (slug, who, status) => {
    const res = await call(who, 'GET', `/cms-api/${slug}?limit=2&depth=0`)
    expect(res.status).toBe(status)
    if (status === 200) expect(((await res.json()) as { docs: unknown[] }).docs.length).toBeGreaterThan(0)
  })

  it.each(
    ['owner-pages', 'faqs'].flatMap(
      (slug) =>
        [
          [slug, 'anonymous', 403],
          [slug, 'A', 403],
          [slug, 'admin', 201],
        ] as const,
    ),
  )('POST /cms-api/%s as %s -> %s (staff write)', async (slug, who, status) => {
    const richText = {
      root: {
        type: 'root',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: [
          {
            type: 'paragraph',
            version: 1,
            format: '',
            indent: 0,
            direction: 'ltr',
            textFormat: 0,
            children: [{ type: 'text', version: 1, text: 'Probe', format: 0, detail: 0, mode: 'normal', style: '' }],
          },
        ],
      },
    }
    const data =
      slug === 'faqs'
        ? { question: `Probe ${Date.now()}?`, answer: richText }
        : { title: `Probe ${Date.now()}`, content: richText }
    const res = await call(who, 'POST', `/cms-api/${slug}`, data)
    expect(res.status).toBe(status)
    if (res.status === 201)
      await call('admin', 'DELETE', `/cms-api/${slug}/${((await res.json()) as { doc: { id: number } }).doc.id}`)
  })

  it.each([
    ['anonymous', 403],
    ['A', 403],
    ['admin', 200],
  ] as const)('GET /cms-api/email-change-requests as %s -> %s', async (who, status) => {
    expect((await call(who, 'GET', '/cms-api/email-change-requests')).status).toBe(status)
  })

  it.each([
    ['anonymous', false],
    ['A', false],
    ['admin', true],
  ] as const)('the support address in GET /cms-api/globals/settings as %s: shown %s', async (who, shown) => {
    const res = await call(who, 'GET', '/cms-api/globals/settings')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { support?: { email?: string; subjects?: unknown[] } }
    expect(body.support?.subjects?.length).toBeGreaterThan(0)
    expect(Boolean(body.support?.email)).toBe(shown)
  })

  it('GET /api/get-settings never includes the support address', async () => {
    const text = await (await api('/api/get-settings')).text()
    expect(text).not.toContain('owners@pebble.example')
  })
})
