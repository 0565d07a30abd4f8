/**
 * Security probe: Payload's own collections (docs/security.md). Customers are an auth collection
 * too, and Payload's default access for `payload-locked-documents` is "anyone signed in": a
 * customer created a lock on an order in a staff member's name, and the admin's next save failed
 * with 423. `payload-preferences` had the same default for creating rows and an endpoint that
 * checks only for a signed-in user. Now customers get nothing from either; staff lock and keep
 * preferences only in their own name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CUSTOMER_A, customerHeaders } from './actors'
import { api, serverDatabase, staffLogin } from './helpers'

type Headers = Record<string, string>
let customer: Headers
let admin: Headers
let editor: Headers
let ids: { admin: number; editor: number; support: number; order: number }

const call = (headers: Headers, method: string, path: string, body?: unknown) =>
  api(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
const lockOn = (order: number, user: number) => ({
  document: { relationTo: 'orders', value: order },
  user: { relationTo: 'users', value: user },
})
const userId = async (email: string) =>
  (await (await call(admin, 'GET', `/cms-api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json())
    .docs[0].id as number

/** Locks on the test's order, whoever made them (through the database: staff may not remove others' locks). */
async function clearLocks() {
  const payload = await serverDatabase()
  await payload.db.deleteMany({
    collection: 'payload-locked-documents',
    where: { 'document.value': { equals: ids.order } },
  })
}

beforeAll(async () => {
  customer = await customerHeaders(CUSTOMER_A)
  admin = await staffLogin('admin')
  editor = await staffLogin('editor')
  const order = (await (await call(admin, 'GET', '/cms-api/orders?where[number][equals]=PBL-4KQ8RZ&depth=0')).json())
    .docs[0]
  ids = {
    admin: await userId('admin@example.com'),
    editor: await userId('editor@example.com'),
    support: await userId('support@example.com'),
    order: order.id,
  }
  await clearLocks()
})

afterAll(async () => {
  if (ids) await clearLocks()
})

describe('payload-locked-documents', () => {
  it('as found: a customer locks an order in a staff member’s name -> 403, and the admin’s save goes through', async () => {
    const created = await call(customer, 'POST', '/cms-api/payload-locked-documents', lockOn(ids.order, ids.support))
    expect(created.status).toBe(403)
    const save = await call(admin, 'PATCH', `/cms-api/orders/${ids.order}`, {})
    expect(save.status).toBe(200)
  })

  it('customers can neither read, change nor remove locks (REST and GraphQL)', async () => {
    const staffLock = await call(editor, 'POST', '/cms-api/payload-locked-documents', lockOn(ids.order, ids.editor))
    expect(staffLock.status).toBe(201)
    const lockId = (await staffLock.json()).doc.id
    expect((await call(customer, 'GET', '/cms-api/payload-locked-documents')).status).toBe(403)
    expect((await call(customer, 'GET', `/cms-api/payload-locked-documents/${lockId}`)).status).toBe(403)
    expect(
      (
        await call(customer, 'PATCH', `/cms-api/payload-locked-documents/${lockId}`, {
          user: { relationTo: 'customers', value: 1 },
        })
      ).status,
    ).toBe(403)
    expect((await call(customer, 'DELETE', `/cms-api/payload-locked-documents/${lockId}`)).status).toBe(403)
    const graphql = await call(customer, 'POST', '/cms-api/graphql', {
      query: `mutation { createPayloadLockedDocument(data: { document: { relationTo: orders, value: ${ids.order} }, user: { relationTo: users, value: ${ids.support} } }) { id } }`,
    })
    const body = await graphql.json()
    expect(body.data?.createPayloadLockedDocument ?? null).toBeNull()
    expect(body.errors?.length).toBeGreaterThan(0)
    await clearLocks()
  })

  it('staff lock only in their own name, see everyone’s locks, remove only their own, and may take one over', async () => {
    expect((await call(editor, 'POST', '/cms-api/payload-locked-documents', lockOn(ids.order, ids.admin))).status).toBe(
      403,
    )
    const mine = await call(editor, 'POST', '/cms-api/payload-locked-documents', lockOn(ids.order, ids.editor))
    expect(mine.status).toBe(201)
    const lockId = (await mine.json()).doc.id
    // The admin shows who is editing: staff read every lock.
    const seen = await (
      await call(admin, 'GET', `/cms-api/payload-locked-documents?where[document.value][equals]=${ids.order}&depth=0`)
    ).json()
    expect(seen.docs.map((d: { id: number }) => d.id)).toContain(lockId)
    // Someone else's lock: not theirs to remove, nor to hand to a third person.
    expect([403, 404]).toContain((await call(admin, 'DELETE', `/cms-api/payload-locked-documents/${lockId}`)).status)
    expect(
      (
        await call(admin, 'PATCH', `/cms-api/payload-locked-documents/${lockId}`, {
          user: { relationTo: 'users', value: ids.support },
        })
      ).status,
    ).toBe(403)
    // "Take over": the admin moves the lock to themselves, then it is theirs to remove.
    expect(
      (
        await call(admin, 'PATCH', `/cms-api/payload-locked-documents/${lockId}`, {
          user: { relationTo: 'users', value: ids.admin },
        })
      ).status,
    ).toBe(200)
    expect((await call(admin, 'DELETE', `/cms-api/payload-locked-documents/${lockId}`)).status).toBe(200)
  })
})

describe('payload-preferences', () => {
  it('as found: a customer stores a preference through Payload’s endpoint -> 403', async () => {
    expect((await call(customer, 'POST', '/cms-api/payload-preferences/probe-key', { value: { x: 1 } })).status).toBe(
      403,
    )
    expect((await call(customer, 'GET', '/cms-api/payload-preferences/probe-key')).status).toBe(403)
    expect((await call(customer, 'DELETE', '/cms-api/payload-preferences/probe-key')).status).toBe(403)
    expect(
      (await call(customer, 'POST', '/cms-api/payload-preferences', { key: 'probe-key', value: { x: 1 } })).status,
    ).toBe(403)
    expect((await call(customer, 'GET', '/cms-api/payload-preferences')).status).toBe(403)
  })

  it('staff keep their own preferences and see nobody else’s', async () => {
    const key = `security-probe-${Date.now()}`
    expect(
      (await call(editor, 'POST', `/cms-api/payload-preferences/${key}`, { value: { columns: ['title'] } })).status,
    ).toBe(200)
    expect((await (await call(editor, 'GET', `/cms-api/payload-preferences/${key}`)).json()).value).toEqual({
      columns: ['title'],
    })
    const adminSees = await (await call(admin, 'GET', `/cms-api/payload-preferences?where[key][equals]=${key}`)).json()
    expect(adminSees.docs).toEqual([])
    expect((await call(editor, 'DELETE', `/cms-api/payload-preferences/${key}`)).status).toBe(200)
  })
})

describe('payload-migrations', () => {
  it.each(['GET', 'POST', 'DELETE'])(
    '%s /cms-api/payload-migrations answers 404 JSON (Payload answered 501), to staff too',
    async (method) => {
      const res = await call(
        admin,
        method,
        '/cms-api/payload-migrations',
        method === 'POST' ? { name: 'x', batch: 1 } : undefined,
      )
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/json/)
    },
  )
})
