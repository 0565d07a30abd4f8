import { beforeAll, describe, expect, it } from 'vitest'

import { CookieJar, createCustomer, signIn } from './auth-helpers'
import { moveOrderTo, placeAndPay } from './deposit-helpers'
import { api, editorCookie, eventually, STAFF_EMAIL, staffLogin, type StaffRole } from './helpers'

/**
 * What each staff role may do beyond the plain create/read/update/delete of the role matrix
 * (cms-access-matrix.test.ts): single fields, staff accounts, exports, the dashboard, drafts.
 */
let staff: Record<StaffRole, Record<string, string>>
beforeAll(async () => {
  staff = { admin: await staffLogin('admin'), editor: await staffLogin('editor'), support: await staffLogin('support') }
})
const get = async (path: string, headers?: Record<string, string>) => api(path, { headers, redirect: 'manual' })
const json = async (path: string, headers?: Record<string, string>) => (await get(path, headers)).json()
const patch = (path: string, headers: Record<string, string>, body: unknown) =>
  api(path, { method: 'PATCH', headers, body: JSON.stringify(body) })
const me = async (role: StaffRole) =>
  (await json('/cms-api/users/me', staff[role])).user as { id: number; name: string; role: string }

describe('support', () => {
  it('changes a support request’s status and nothing else', async () => {
    const customer = await createCustomer('roles-support')
    const created = await api('/cms-api/support-requests', {
      method: 'POST',
      headers: staff.admin,
      body: JSON.stringify({
        subject: 'Delivery',
        name: 'Roles Test',
        email: customer.email,
        message: 'Original message',
        customer: customer.id,
      }),
    })
    const { doc } = await created.json()
    const res = await patch(`/cms-api/support-requests/${doc.id}`, staff.support, {
      status: 'resolved',
      message: 'Rewritten by support',
      email: 'x@example.com',
    })
    expect(res.status).toBe(200)
    const after = await json(`/cms-api/support-requests/${doc.id}?depth=0`, staff.admin)
    expect(after).toMatchObject({ status: 'resolved', message: 'Original message', email: customer.email })
  })

  it('reads the support address of the contact form; editors and the public never see it', async () => {
    const address = (await json('/cms-api/globals/settings?depth=0', staff.admin)).support?.email
    expect(address).toMatch(/@/)
    expect((await json('/cms-api/globals/settings?depth=0', staff.support)).support?.email).toBe(address)
    expect((await json('/cms-api/globals/settings?depth=0', staff.editor)).support?.email).toBeUndefined()
    expect((await json('/cms-api/globals/settings?depth=0')).support?.email).toBeUndefined()
  })
})

describe('staff accounts', () => {
  it('a staff member changes their own name but not their own role', async () => {
    const before = await me('editor')
    const res = await patch(`/cms-api/users/${before.id}`, staff.editor, { name: 'Eden Renamed', role: 'admin' })
    expect(res.status).toBe(200)
    expect(await me('editor')).toMatchObject({ name: 'Eden Renamed', role: 'editor' })
    await patch(`/cms-api/users/${before.id}`, staff.editor, { name: before.name })
  })

  it('only admins give roles, and the last admin can be neither demoted nor deleted', async () => {
    const admin = await me('admin')
    const demote = await patch(`/cms-api/users/${admin.id}`, staff.admin, { role: 'editor' })
    expect(demote.status).toBe(400)
    expect(JSON.stringify(await demote.json())).toMatch(/at least one admin/)
    const remove = await api(`/cms-api/users/${admin.id}`, { method: 'DELETE', headers: staff.admin })
    expect(remove.status).toBe(400)
    expect((await me('admin')).role).toBe('admin')

    // With a second admin, the first may step down (and is put back).
    const second = await api('/cms-api/users', {
      method: 'POST',
      headers: staff.admin,
      body: JSON.stringify({
        email: `second-admin-${Date.now()}@example.com`,
        password: 'second-admin-2026',
        role: 'admin',
      }),
    })
    const { doc } = await second.json()
    expect(doc.role).toBe('admin')
    const support = await me('support')
    expect((await patch(`/cms-api/users/${support.id}`, staff.admin, { role: 'editor' })).status).toBe(200)
    expect((await patch(`/cms-api/users/${support.id}`, staff.admin, { role: 'support' })).status).toBe(200)
    expect((await api(`/cms-api/users/${doc.id}`, { method: 'DELETE', headers: staff.admin })).status).toBe(200)
  })

  it('the demo seed made one account per role', async () => {
    const { docs } = await json('/cms-api/users?limit=100&depth=0', staff.admin)
    for (const [role, email] of Object.entries(STAFF_EMAIL))
      expect(docs.find((u: { email: string }) => u.email === email)?.role).toBe(role)
  })
})

describe('drafts stay with staff', () => {
  it('old versions and drafts of pages, posts and owner pages are not readable by customers or the public', async () => {
    const customer = await createCustomer('roles-versions')
    const jar = await signIn(customer.email, customer.password)
    for (const slug of ['pages', 'posts', 'owner-pages']) {
      expect((await get(`/cms-api/${slug}/versions?limit=1`)).status, `${slug} anonymous`).toBe(403)
      expect((await jar.fetch(`/cms-api/${slug}/versions?limit=1`)).status, `${slug} customer`).toBe(403)
      expect((await get(`/cms-api/${slug}/versions?limit=1`, staff.editor)).status, `${slug} editor`).toBe(200)
    }
  })

  it('an owner page draft is invisible to customers until published, and staff preview it on its real URL', async () => {
    const customer = await createCustomer('roles-owner')
    const jar = await signIn(customer.email, customer.password)
    const { docs } = await json('/cms-api/owner-pages?limit=1&sort=order&depth=0', staff.editor)
    const page = docs[0] as { id: number; slug: string; title: string }
    const path = `/customer-portal/my-pebble/${page.slug}`
    const marker = `Owner draft ${Date.now()}`
    const customerSees = async () => (await (await jar.fetch(path)).text()).includes(marker)

    expect(
      (
        await api(`/cms-api/owner-pages/${page.id}?draft=true`, {
          method: 'PATCH',
          headers: staff.editor,
          body: JSON.stringify({ title: marker, _status: 'draft' }),
        })
      ).status,
    ).toBe(200)
    expect(await customerSees()).toBe(false)
    // Asked for drafts over the API, the customer still gets published owner pages only.
    const listed = await jar.fetch('/cms-api/owner-pages?depth=0&limit=2&draft=true')
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { docs: unknown[] }).docs.length).toBeGreaterThan(0)
    const byTitle = await jar.fetch(
      `/cms-api/owner-pages?depth=0&limit=2&draft=true&where[title][equals]=${encodeURIComponent(marker)}`,
    )
    expect(byTitle.status).toBe(200)
    expect(((await byTitle.json()) as { docs: unknown[] }).docs).toEqual([])

    const cookie = await editorCookie()
    const enter = await api(`/preview?path=${encodeURIComponent(path)}`, { headers: { cookie }, redirect: 'manual' })
    expect(enter.status).toBe(307)
    const bypass = enter.headers.get('set-cookie')!.match(/__prerender_bypass=[^;]+/)![0]
    const previewed = await api(path, { headers: { cookie: `${cookie}; ${bypass}` }, redirect: 'manual' })
    expect(previewed.status).toBe(200)
    const html = await previewed.text()
    expect(html).toContain(marker)
    expect(html).toContain('Exit preview')

    expect(
      (
        await api(`/cms-api/owner-pages/${page.id}`, {
          method: 'PATCH',
          headers: staff.editor,
          body: JSON.stringify({ title: marker, _status: 'published' }),
        })
      ).status,
    ).toBe(200)
    await eventually(customerSees)
    await api(`/cms-api/owner-pages/${page.id}`, {
      method: 'PATCH',
      headers: staff.editor,
      body: JSON.stringify({ title: page.title, _status: 'published' }),
    })
  })

  it('a forged preview cookie does not open an owner page', async () => {
    const { docs } = await json('/cms-api/owner-pages?limit=1&depth=0', staff.editor)
    const res = await get(`/customer-portal/my-pebble/${docs[0].slug}`, {
      cookie: '__prerender_bypass=forged; payload-token=forged',
    })
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toMatch(/\/sign-in\?callbackUrl=/)
  })
})

describe('orders for staff', () => {
  const csv = async (path: string, role?: StaffRole) => {
    const res = await get(path, role ? staff[role] : undefined)
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() }
  }
  const rows = (text: string) =>
    text
      .trim()
      .split('\r\n')
      .map((line) => line.split(','))

  it('admins and support export orders as CSV; editors and the public cannot', async () => {
    for (const role of ['admin', 'support'] as const) {
      const { status, type, text } = await csv('/cms-api/orders/export.csv', role)
      expect(status).toBe(200)
      expect(type).toMatch(/^text\/csv/)
      const [header, ...data] = rows(text)
      expect(header.slice(0, 5)).toEqual(['number', 'placed at', 'status', 'customer name', 'customer email'])
      expect(data.map((r) => r[0])).toContain('PBL-4KQ8RZ')
    }
    expect((await csv('/cms-api/orders/export.csv', 'editor')).status).toBe(403)
    const anonymous = await csv('/cms-api/orders/export.csv')
    expect(anonymous.status).toBe(401)
    expect(JSON.parse(anonymous.text).error).toMatch(/sign in/i)
  })

  it('the export takes the list’s filters, and says what is wrong with a bad one', async () => {
    const { text } = await csv('/cms-api/orders/export.csv?status=second-deposit-due', 'admin')
    const data = rows(text).slice(1)
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((r) => r[2] === 'Second deposit due')).toBe(true)
    const deposit = rows((await csv('/cms-api/orders/export.csv?deposit=second:paid', 'admin')).text).slice(1)
    expect(deposit.length).toBeGreaterThan(0)
    expect(deposit.every((r) => r[13] === 'paid')).toBe(true)
    expect(rows((await csv('/cms-api/orders/export.csv?from=2999-01-01', 'admin')).text)).toHaveLength(1)
    for (const bad of ['status=lost', 'deposit=third:paid', 'from=yesterday', 'from=2026-12-01&to=2026-11-01']) {
      const res = await csv(`/cms-api/orders/export.csv?${bad}`, 'admin')
      expect(res.status, bad).toBe(400)
      expect(JSON.parse(res.text).error, bad).toBeTruthy()
    }
  })

  it('an order’s status is not edited, not even by an admin, and the admin is told why', async () => {
    const { docs } = await json('/cms-api/orders?where[number][equals]=PBL-2HT7VW&depth=0', staff.admin)
    const res = await patch(`/cms-api/orders/${docs[0].id}`, staff.admin, { status: 'reserved' })
    expect(res.status).toBe(403)
    expect((await res.json()).errors[0].message).toMatch(/^An order’s status cannot be edited: it changes only through/)
    const stored = await json(`/cms-api/orders/${docs[0].id}?depth=0`, staff.admin)
    expect(stored.status).toBe('in-production')
    // The demo's history keeps its dates: production started once, three weeks ago, not again at seeding.
    expect(stored.history.filter((h: { status: string }) => h.status === 'in-production')).toHaveLength(1)
  })

  it('an admin moves a paid order on stage by stage, each once; support and editors may not', async () => {
    const paid = await placeAndPay()
    await moveOrderTo(paid.orderId, 'second-deposit-paid', staff.admin)
    const stage = (role: StaffRole, to: string) =>
      api(`/cms-api/orders/${paid.orderId}/stage`, {
        method: 'POST',
        headers: staff[role],
        body: JSON.stringify({ to }),
      })
    for (const role of ['support', 'editor'] as const) expect((await stage(role, 'in-production')).status).toBe(403)
    const skipped = await stage('admin', 'ready')
    expect(skipped.status).toBe(409)
    expect((await skipped.json()).error).toBe(
      'The order is “Second deposit paid”: it cannot move to “Ready for handover” now.',
    )
    expect((await stage('admin', 'shipped')).status).toBe(400)
    // A double click: one move, the other is told where the order is now.
    const both = await Promise.all([stage('admin', 'in-production'), stage('admin', 'in-production')])
    expect(both.map((res) => res.status).sort()).toEqual([200, 409])
    for (const to of ['ready', 'delivered']) expect((await stage('admin', to)).status).toBe(200)
    const order = await json(`/cms-api/orders/${paid.orderId}?depth=0`, staff.admin)
    expect(order.status).toBe('delivered')
    expect(order.history.map((h: { status: string }) => h.status)).toEqual([
      'reserved',
      'first-deposit-paid',
      'second-deposit-paid',
      'in-production',
      'ready',
      'delivered',
    ])
    expect((await stage('admin', 'delivered')).status).toBe(409)
  })

  it('subscribers export for admins and support only', async () => {
    expect((await csv('/cms-api/subscribers/export.csv', 'admin')).status).toBe(200)
    expect((await csv('/cms-api/subscribers/export.csv', 'support')).status).toBe(200)
    expect((await csv('/cms-api/subscribers/export.csv', 'editor')).status).toBe(403)
  })

  it('the dashboard shows order counts and deposit totals to admins and support, not to editors', async () => {
    const dashboard = async (role: StaffRole) =>
      (await get('/admin', { cookie: `payload-token=${staff[role].Authorization.slice(4)}` })).text()
    for (const role of ['admin', 'support'] as const) {
      const html = await dashboard(role)
      expect(html).toContain('Second deposits received')
      expect(html).toContain('Download orders (CSV)')
    }
    expect(await dashboard('editor')).not.toContain('Second deposits received')
  })
})

describe('customers and the admin', () => {
  it('a signed-in customer never reaches /admin', async () => {
    const customer = await createCustomer('roles-admin')
    const jar: CookieJar = await signIn(customer.email, customer.password)
    const res = await jar.fetch('/admin')
    const html = res.status === 200 ? await res.text() : ''
    expect(html).not.toContain('Second deposits received')
    expect(html).not.toMatch(/collections\/orders/)
    expect([200, 302, 303, 307]).toContain(res.status)
  })
})
