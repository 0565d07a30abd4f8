import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { runCrowd } from '../../scripts/lib/launch-crowd.mjs'
import { fakeAddress } from './auth-helpers'
import { CUSTOMER_A, customer } from './actors'
import { api, BASE_URL, editorCookie, eventually } from './helpers'
import { parseExposition, type Sample, scrape, total } from './metrics-helpers'

// /api/metrics on whichever database this pass runs: closed to the public, and after a crowd of
// reservations its counters and histograms moved by what the crowd did.
const isPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
const HTTP = 'pebble_http_request_duration_seconds_count'
const requests = (s: Sample[], route: string, method: string, status: string) =>
  total(s, HTTP, { route, method, status })

describe('GET /api/metrics', () => {
  it('refuses callers without the token: 401 JSON, for no token, another scheme or a wrong one', async () => {
    for (const authorization of [undefined, `Basic ${process.env.METRICS_TOKEN}`, 'Bearer not-the-token']) {
      const res = await api('/api/metrics', { headers: authorization ? { authorization } : {} })
      expect(res.status).toBe(401)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/)
      const body = await res.text()
      expect(JSON.parse(body)).toEqual({ error: expect.any(String) })
      expect(body).not.toContain('pebble_')
    }
  })

  it('answers the token holder in Prometheus text format, with Node’s own figures', async () => {
    const res = await api('/api/metrics', { headers: { authorization: `Bearer ${process.env.METRICS_TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const samples = parseExposition(await res.text())
    const names = new Set(samples.map((s) => s.name))
    for (const name of ['nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'pebble_admission_waiting'])
      expect(names).toContain(name)
    expect(total(samples, 'pebble_jobs', { state: 'queued' })).toBeGreaterThanOrEqual(0)
    if (isPostgres) expect(names).toContain('pebble_pg_pool_connections')
  })
})

describe('after a crowd of reservations', () => {
  it('counts each reservation, payment and request once, by route template; admission and the database moved too', async () => {
    const before = await scrape(BASE_URL)
    const address = fakeAddress()
    const crowd = await runCrowd({
      baseUrl: BASE_URL,
      buyers: 4,
      reservations: 10,
      addressOf: () => address,
    })
    expect(crowd.problems).toEqual([])
    expect(crowd.acknowledged).toHaveLength(10)
    expect(crowd.paid).toHaveLength(10)
    // Receipts go out through the outbox job a moment after their payments: wait until they have.
    let after = await scrape(BASE_URL)
    const moved = (name: string, labels: Record<string, string> = {}) =>
      total(after, name, labels) - total(before, name, labels)
    await eventually(async () => {
      after = await scrape(BASE_URL)
      return moved('pebble_mail_total', { transport: 'smtp' }) >= 10
    }, 20_000)
    const movedRequests = (route: string, method: string, status: string) =>
      requests(after, route, method, status) - requests(before, route, method, status)

    expect(moved('pebble_reservations_total', { outcome: 'placed' })).toBe(10)
    expect(moved('pebble_payment_events_total', { event: 'succeeded', result: 'applied' })).toBe(10)
    expect(movedRequests('/api/build/orders', 'POST', '201')).toBe(10)
    expect(movedRequests('/build', 'GET', '200')).toBe(10)
    expect(movedRequests('/api/build/quote', 'GET', '200')).toBe(10)
    expect(movedRequests('/api/payments/test-checkout', 'POST', '303')).toBe(10)
    expect(movedRequests('/build/payment-confirmation', 'GET', '200')).toBe(10)
    // The latency histogram: every order in a bucket no lower than its count, and its time in the sum.
    const orders = { route: '/api/build/orders', method: 'POST', status: '201' }
    expect(moved('pebble_http_request_duration_seconds_bucket', { ...orders, le: '+Inf' })).toBe(10)
    expect(moved('pebble_http_request_duration_seconds_sum', orders)).toBeGreaterThan(0)
    // Build page, order, checkout and confirmation wait their turn in the admission line (the quote does not).
    expect(moved('pebble_admission_wait_seconds_count', { outcome: 'admitted' })).toBeGreaterThanOrEqual(40)
    expect(moved('pebble_mail_total', { transport: 'smtp' })).toBeGreaterThanOrEqual(10)
    if (!isPostgres) expect(moved('pebble_sqlite_writer_wait_seconds_count')).toBeGreaterThanOrEqual(10)
    else expect(after.some((s) => s.name === 'pebble_pg_pool_connections' && s.labels.state === 'in_use')).toBe(true)

    // No label took an address, an order number, a placement key or an e-mail.
    const values = after.flatMap((s) => Object.values(s.labels))
    for (const { orderNumber, placementKey, email } of crowd.acknowledged)
      for (const secret of [orderNumber, placementKey, email])
        expect(values.some((v) => v.includes(secret))).toBe(false)
    expect(values.some((v) => v.includes('@'))).toBe(false)
  })
})

describe('labels', () => {
  it('name the route template, never the path asked for', async () => {
    const slug = `metrics-probe-${randomUUID()}`
    const order = `PB-${randomUUID().slice(0, 8)}`
    const paths = [
      `/post/${slug}`,
      `/customer-portal/order-history/${order}`,
      `/${slug}/deeper/still?email=someone%40example.com`,
      `/cms-api/orders/${order}`,
      `/_next/static/chunks/${slug}.js`,
    ]
    const before = await scrape(BASE_URL)
    for (const path of paths) await api(path, { redirect: 'manual' }).then((r) => r.arrayBuffer())
    await api(`/${slug}`, { method: 'PROPFIND' }).then((r) => r.arrayBuffer())
    const after = await scrape(BASE_URL)

    const routes = new Set(after.filter((s) => s.name === HTTP).map((s) => s.labels.route))
    for (const template of ['/post/[slug]', '/customer-portal/order-history/[number]', '/[slug]/[...rest]'])
      expect(routes).toContain(template)
    expect(routes).toContain('/cms-api/[...slug]')
    expect(routes).toContain('/_next/static')
    expect(total(after, HTTP, { route: '/post/[slug]' }) - total(before, HTTP, { route: '/post/[slug]' })).toBe(1)
    expect(after.some((s) => s.name === HTTP && s.labels.method === 'OTHER')).toBe(true)
    const values = after.flatMap((s) => Object.values(s.labels))
    expect(values.filter((v) => v.includes(slug) || v.includes(order) || v.includes('@'))).toEqual([])
    // Every route label is a template of the build or one of the fixed few.
    for (const route of routes) expect(route).toMatch(/^(\/[^?]*|unmatched)$/)
  })
})

describe('GET /api/launch-figures (the admin dashboard’s launch panel)', () => {
  it('gives staff this instance’s key figures, moving with a reservation; refuses anyone else', async () => {
    expect((await api('/api/launch-figures')).status).toBe(401)
    const buyer = await customer(CUSTOMER_A)
    expect((await buyer.request('/api/launch-figures')).status).toBe(403)
    const cookie = await editorCookie()
    const read = async () => {
      const res = await api('/api/launch-figures', { headers: { cookie } })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      return res.json()
    }
    const before = await read()
    const crowd = await runCrowd({ baseUrl: BASE_URL, buyers: 1, reservations: 1, addressOf: () => fakeAddress() })
    expect(crowd.paid).toHaveLength(1)
    const after = await read()
    expect(after.instance).toBe(before.instance)
    expect(after.counters.reservations - before.counters.reservations).toBe(1)
    expect(after.counters.depositsPaid - before.counters.depositsPaid).toBe(1)
    expect(after.counters.requests).toBeGreaterThan(before.counters.requests)
    expect(after.gauges.heapUsedMb).toBeGreaterThan(0)
  })
})
