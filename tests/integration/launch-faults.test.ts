import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startServer } from '../../scripts/lib/steps.mjs'
import { CookieJar, postAuthForm } from './auth-helpers'
import { BASE_URL, eventually, listDocs, queryRequestId, staffLogin } from './helpers'
import { SECOND_SERVER_ENV } from './ops-servers'

// A second server on the same database and build, killed with SIGKILL in the middle of placements
// and payments, then started again: what a power cut or an OOM kill does on launch day.
const PORT = Number(new URL(BASE_URL).port) + 50
type Server = Awaited<ReturnType<typeof startServer>>
let server: Server | null = null
let staff: Record<string, string>

// The test runner's own environment carries unit-test values (vitest.config.ts): the second server
// gets the first one's data folder, and its secrets from .env.local like the first.
const localSecrets = () =>
  Object.fromEntries(
    readFileSync('.env.local', 'utf8')
      .split('\n')
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  )
const LOG_FILE = path.resolve(process.env.TEST_DATA_DIR ?? '.test-data', 'killed-server.log')
const start = async () =>
  startServer({
    port: PORT,
    env: {
      ...localSecrets(),
      ...SECOND_SERVER_ENV,
      DATA_DIR: process.env.TEST_DATA_DIR!,
      NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${PORT}`,
      // Its queries are logged under their request's id: the test sees a held transaction begin.
      DB_LOG_QUERIES: '1',
    },
    logFile: LOG_FILE,
  }) as Promise<Server>
/** The ids of the requests whose order the killed server's log shows written (inside their transaction). */
const ordersWrittenBy = () =>
  new Set(
    readFileSync(LOG_FILE, 'utf8')
      .split('\n')
      .filter((line) => /^\[db-query\] insert into "orders" /i.test(line))
      .map(queryRequestId),
  )

beforeAll(async () => {
  staff = await staffLogin('admin')
  server = await start()
}, 90_000)
afterAll(async () => {
  await server?.stop()
})

const url = () => `http://127.0.0.1:${PORT}`
const origin = () => new URL(url()).origin
const list = (collection: string, where: string) => listDocs(collection, where, staff)
const body = (email: string, placementKey: string) => ({
  placementKey,
  selection: { trim: 'adventure', color: 'sage', options: ['bike-rack'] },
  customer: {
    firstName: 'Killed',
    lastName: 'Midway',
    email,
    phone: '(415) 555-0134',
    country: 'US',
    line1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
  },
  password: 'launch-day-pass-1',
  acceptTerms: true,
})
type Attempt = { email: string; placementKey: string; fault?: string; requestId?: string }
const place = (a: Attempt) =>
  fetch(`${url()}/api/build/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: origin(),
      'x-forwarded-for': `198.18.66.${Math.floor(Math.random() * 250)}`,
      ...(a.fault ? { 'x-pebble-test-fault': a.fault } : {}),
      ...(a.requestId ? { 'x-request-id': a.requestId } : {}),
    },
    body: JSON.stringify(body(a.email, a.placementKey)),
    signal: AbortSignal.timeout(30_000),
  })
const pay = (checkoutUrl: string) =>
  fetch(`${url()}/api/payments/test-checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin() },
    body: new URLSearchParams({ reference: checkoutUrl.split('/').pop()!, card: '4242 4242 4242 4242' }).toString(),
    signal: AbortSignal.timeout(30_000),
  })

describe('kill -9 in the middle of placements and payments', () => {
  it('leaves no half-written order, no payment without its order, no lock; retries with the same placement key get the same order', async () => {
    const attempt = (fault?: string): Attempt => ({
      email: `killed-${randomUUID()}@example.com`,
      placementKey: randomUUID(),
      fault,
    })
    // Orders placed before the kill, whose payments are in flight when it comes.
    const earlier = Array.from({ length: 6 }, () => attempt())
    const placedEarlier = new Map<string, { orderId: number; checkoutUrl: string }>()
    for (const a of earlier) {
      const res = await place(a)
      expect(res.status).toBe(201)
      placedEarlier.set(a.placementKey, await res.json())
    }

    // In flight at the kill: placements held open inside their transaction, plain placements, payments.
    const held = Array.from({ length: 6 }, () => ({ ...attempt('hold=4000'), requestId: `held-${randomUUID()}` }))
    const plain = Array.from({ length: 8 }, () => attempt())
    const acknowledged = new Map<string, number>()
    const inFlight = [
      ...[...held, ...plain].map(async (a) => {
        const res = await place(a).catch(() => null)
        if (res?.status === 201) acknowledged.set(a.placementKey, (await res.json()).orderId)
      }),
      ...[...placedEarlier.values()].map((p) => pay(p.checkoutUrl).catch(() => null)),
    ]
    // The kill comes once a held placement has written its order and holds its transaction open.
    await eventually(async () => held.some((a) => ordersWrittenBy().has(a.requestId)), 15_000)
    process.kill(-server!.child.pid!, 'SIGKILL')
    await Promise.all(inFlight)
    await new Promise((r) =>
      server!.child.exitCode !== null || server!.child.signalCode !== null ? r(null) : server!.child.once('exit', r),
    )

    server = await start()

    // Every buyer retries with the same placement key: one order each, the same one if it was acknowledged.
    // A retry proves it is the buyer's by the account's password (security-order-resume.test.ts). The
    // kill may have come before a new account's password was stored (accounts.ts, storePasswordSoon):
    // then that retry gets a 409 naming nothing, and only then (the buyer signs in by e-mailed link).
    const all = [...earlier, ...held, ...plain]
    const refused = new Set<string>()
    for (const a of all) {
      const res = await place({ ...a, fault: undefined, requestId: undefined })
      if (res.status === 409) {
        expect(await res.json()).toEqual({ code: 'conflict', error: expect.stringMatching(/already placed/) })
        const signIn = await postAuthForm(new CookieJar(), 'callback/credentials', {
          email: a.email,
          password: body(a.email, a.placementKey).password,
        })
        expect(signIn.status, `${a.email} has a password, yet its retry was refused`).toBe(401)
        refused.add(a.placementKey)
        continue
      }
      expect(res.status, await res.clone().text()).toBe(201)
      const { orderId, checkoutUrl } = await res.json()
      const before = acknowledged.get(a.placementKey) ?? placedEarlier.get(a.placementKey)?.orderId
      if (before !== undefined) expect(orderId).toBe(before)
      // A deposit paid just before the kill sends the retry to its confirmation instead of a checkout.
      if (checkoutUrl.startsWith('/payments/test-checkout/')) expect((await pay(checkoutUrl)).status).toBe(303)
      else expect(checkoutUrl).toMatch(/^\/build\/payment-confirmation\?order=/)
    }

    const customers = await list('customers', `where[email][in]=${all.map((a) => a.email).join(',')}`)
    expect(customers).toHaveLength(all.length)
    const orders = await list('orders', `where[customer][in]=${customers.map((c) => c.id).join(',')}`)
    expect(orders).toHaveLength(all.length)
    expect(new Set(orders.map((o) => o.placementKey))).toEqual(new Set(all.map((a) => a.placementKey)))
    const payments = await list('payments', `where[customer][in]=${customers.map((c) => c.id).join(',')}`)
    expect(payments).toHaveLength(all.length)
    const orderIds = new Set(orders.map((o) => o.id))
    const unpaid = new Set(orders.filter((o) => refused.has(o.placementKey)).map((o) => o.id))
    for (const p of payments) {
      expect(orderIds.has(p.order)).toBe(true)
      expect(p).toMatchObject({ kind: 'first' })
      if (!unpaid.has(p.order)) expect(p.status).toBe('succeeded')
    }
    for (const o of orders.filter((o) => !unpaid.has(o.id)))
      expect(o).toMatchObject({ status: 'first-deposit-paid', firstDeposit: { status: 'paid' } })

    // No lock was left behind: a new buyer reserves at once, on the restarted server and on the other one.
    for (const base of [url(), BASE_URL]) {
      const t0 = Date.now()
      const res = await fetch(`${base}/api/build/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: new URL(base).origin, 'x-forwarded-for': '198.18.67.1' },
        body: JSON.stringify(body(`after-kill-${randomUUID()}@example.com`, randomUUID())),
      })
      expect(res.status).toBe(201)
      expect(Date.now() - t0).toBeLessThan(3000)
    }
  }, 240_000)
})
