/**
 * An instance leaves the cluster while visitors keep coming through nginx (scripts/lib/cluster.mjs):
 * first a deploy's SIGTERM (it drains; nobody notices), then a crash (kill -9; only what was in
 * flight on it may fail, and a buyer's retry finds their order). Run by `npm test`'s cluster step
 * after cluster.test.ts, as it stops instance 2 and starts it again itself. Skipped elsewhere.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { startServer } from '../../scripts/lib/steps.mjs'
import {
  clusterGet as get,
  orderBody,
  passwordSignInStatus,
  placeOrder,
  staffDocs,
  staffHeaders,
} from './cluster-helpers'
import { eventually } from './helpers'
import { localSecrets } from './ops-servers'

const MODE = process.env.CLUSTER_MODE
const [ONE, TWO] = (process.env.CLUSTER_INSTANCE_URLS ?? '').split(',')
const NGINX = process.env.CLUSTER_NGINX_URL ?? ''
const DATA_DIRS = (process.env.CLUSTER_DATA_DIRS ?? '').split(',')
const [, PID_TWO] = (process.env.CLUSTER_INSTANCE_PIDS ?? '').split(',').map(Number)
const INSTANCE_ENV = JSON.parse(process.env.CLUSTER_INSTANCE_ENV ?? '{}') as Record<string, string>

const CLIENTS = 6
/** A header nginx never answers from its cache (scripts/lib/nginx.mjs): the page reaches an instance. */
const UNCACHED = { authorization: 'Bearer cluster-failover-visitor' }
type Outcome = { visitor: number; what: string; sentAt: number; doneAt: number; status: number | null; error?: string }
type Order = { placementKey: string; email: string; orderId?: number }

/**
 * Visitors through nginx until stopped: each asks for pages past nginx's cache (so they reach
 * an instance) and reserves once. Every answer is kept with when it was sent and answered.
 */
function visitors() {
  const outcomes: Outcome[] = []
  const orders: Order[] = []
  let running = true
  const visitor = async (n: number) => {
    for (let i = 0; running; i++) {
      const sentAt = Date.now()
      const reserving = i === 3
      const order: Order = { placementKey: randomUUID(), email: `cluster-leave-${randomUUID()}@example.com` }
      const what = reserving ? 'POST /api/build/orders' : `GET /charging (visitor ${n}-${i})`
      try {
        const res = reserving
          ? await placeOrder(NGINX, orderBody(order.email, order.placementKey))
          : await get(NGINX, '/charging', { headers: UNCACHED })
        const body = await res.text()
        if (reserving) {
          if (res.status === 201) order.orderId = (JSON.parse(body) as { orderId: number }).orderId
          orders.push(order)
        }
        outcomes.push({ visitor: n, what, sentAt, doneAt: Date.now(), status: res.status })
      } catch (error) {
        if (reserving) orders.push(order)
        outcomes.push({ visitor: n, what, sentAt, doneAt: Date.now(), status: null, error: (error as Error).message })
      }
    }
  }
  const all = Promise.all(Array.from({ length: CLIENTS }, (_, n) => visitor(n)))
  return {
    outcomes,
    orders,
    /** Every visitor has had `count` answers to requests sent at or after `since`, and has reserved. */
    servedEach: (since: number, count: number) =>
      eventually(
        async () =>
          orders.length === CLIENTS &&
          Array.from({ length: CLIENTS }, (_, n) => n).every(
            (n) => outcomes.filter((o) => o.visitor === n && o.sentAt >= since && !failed(o)).length >= count,
          ),
        30_000,
      ),
    stop: async () => {
      running = false
      await all
    },
  }
}

const failed = (o: Outcome) => o.status === null || o.status >= 400

/**
 * Waits until the process has exited. It is not this process's child: the test runner that started
 * it reaps it only after this test file, so until then an exited process shows as a zombie (Z).
 */
async function exited(pid: number, timeoutMs: number) {
  const started = Date.now()
  const state = () => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0]
    } catch {
      return 'gone'
    }
  }
  while (Date.now() - started < timeoutMs) {
    if (['Z', 'X', 'gone'].includes(state())) return Date.now() - started
    await new Promise((r) => setTimeout(r, 50)) // poll: the process's state
  }
  throw new Error(`process ${pid} still runs after ${timeoutMs} ms`)
}

/** Instance 2 again, on its port and data folder, with the cluster's settings and secrets. */
let restarted: Awaited<ReturnType<typeof startServer>> | null = null
async function restartTwo(name: string) {
  const port = Number(new URL(TWO).port)
  restarted = await startServer({
    port,
    logFile: path.join(DATA_DIRS[1], `${name}.log`),
    env: { ...localSecrets(), ...INSTANCE_ENV, DATA_DIR: DATA_DIRS[1], INSTANCE_NAME: name },
  })
  // nginx sends it traffic again once its fail_timeout (2 s) has passed: an answer through nginx comes from it.
  await eventually(async () => {
    const res = await get(NGINX, '/api/health', { headers: { authorization: `Bearer ${process.env.METRICS_TOKEN}` } })
    return ((await res.json()) as { instance?: string }).instance === name
  }, 15_000)
}

afterAll(async () => {
  await restarted?.stop()
})

/** Every reservation the buyers were told went through is there; a retry of any other finds or makes exactly one. */
async function everyOrderKept(orders: Order[]) {
  const admin = await staffHeaders(ONE, 'admin@example.com')
  for (const order of orders.filter((o) => o.orderId === undefined)) {
    const body = orderBody(order.email, order.placementKey)
    const retry = await placeOrder(NGINX, body)
    if (retry.status === 409) {
      // A retry proves it is the buyer's by the account's password (security-order-resume.test.ts).
      // The crash may have come before a new account's password was stored (accounts.ts): then,
      // and only then, the retry is refused naming nothing, and the buyer signs in by e-mailed link.
      expect(await retry.json()).toEqual({ code: 'conflict', error: expect.stringMatching(/already placed/) })
      expect(await passwordSignInStatus(NGINX, order.email, body.password), `${order.email}'s retry refused`).toBe(401)
      const [kept] = await staffDocs(ONE, admin, 'orders', `where[placementKey][equals]=${order.placementKey}`)
      order.orderId = kept?.id as number
      continue
    }
    expect(retry.status, await retry.clone().text()).toBe(201)
    order.orderId = ((await retry.json()) as { orderId: number }).orderId
  }
  const stored = await staffDocs(
    ONE,
    admin,
    'orders',
    `where[placementKey][in]=${orders.map((o) => o.placementKey).join(',')}`,
  )
  expect(stored).toHaveLength(orders.length)
  expect(new Set(stored.map((o) => o.id))).toEqual(new Set(orders.map((o) => o.orderId)))
}

describe.runIf(MODE === 'redis')('an instance leaves while visitors keep coming through nginx', () => {
  it('SIGTERM (a deploy): it drains, and not one request fails', async () => {
    const load = visitors()
    await load.servedEach(0, 2)
    const signalledAt = Date.now()
    process.kill(PID_TWO, 'SIGTERM')
    const drainedIn = await exited(PID_TWO, 30_000)
    // Every visitor goes on being answered, by the instance left.
    await load.servedEach(Date.now(), 2)
    await load.stop()

    const after = load.outcomes.filter((o) => o.sentAt >= signalledAt)
    console.log(
      `[cluster] SIGTERM: ${load.outcomes.length} requests (${after.length} after the signal), instance 2 gone in ${drainedIn} ms, ${load.outcomes.filter(failed).length} failed`,
    )
    expect(load.outcomes.filter(failed)).toEqual([])
    expect(after.length).toBeGreaterThan(CLIENTS)
    expect(load.orders).toHaveLength(CLIENTS)
    await everyOrderKept(load.orders)
  }, 90_000)

  it('kill -9 (a crash): only requests in flight on it may fail; a retry finds or makes each order once', async () => {
    await restartTwo('instance-2-restarted')
    const load = visitors()
    await load.servedEach(0, 2)
    const killedAt = Date.now()
    process.kill(-restarted!.child.pid!, 'SIGKILL')
    await load.servedEach(killedAt + 1, 2)
    await load.stop()

    const failures = load.outcomes.filter(failed)
    console.log(
      `[cluster] kill -9: ${load.outcomes.length} requests, ${failures.length} failed (${failures.map((f) => `${f.what} ${f.status ?? f.error}`).join('; ') || 'none'})`,
    )
    // At most one request per visitor was in flight; each failure was sent before the kill.
    expect(failures.length).toBeLessThanOrEqual(CLIENTS)
    for (const f of failures) expect(f.sentAt, f.what).toBeLessThanOrEqual(killedAt)
    // The instances left answer everything sent after it.
    const after = load.outcomes.filter((o) => o.sentAt > killedAt)
    expect(after.length).toBeGreaterThan(CLIENTS)
    expect(after.filter(failed)).toEqual([])
    await everyOrderKept(load.orders)
  }, 120_000)
})
