import { randomUUID } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formWith } from './actors'
import { createCustomer, fakeAddress, staffAuth } from './auth-helpers'
import { api, eventually, serverDatabase } from './helpers'
import { scrape, total } from './metrics-helpers'
import { type Answer, freshSecrets, request, type SpareServer, startSpareServer } from './ops-servers'

// Two instances of the site started from the suite's ONE build, with the same secrets in their
// environment (not the suite server's .env.local ones): a deploy with several instances behind a
// load balancer. Then one of them is told to stop (SIGTERM) while clients keep it busy.
let a: SpareServer
let b: SpareServer
const secrets = freshSecrets()

beforeAll(async () => {
  ;[a, b] = await Promise.all([
    startSpareServer(0, 'instance-a', { ...secrets }),
    startSpareServer(1, 'instance-b', { ...secrets, SHUTDOWN_TIMEOUT_MS: '15000' }),
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
})

/** A browser's cookies for one site, sent to whichever instance the request goes to. */
class Browser {
  cookies = new Map<string, string>()
  readonly address = fakeAddress()
  async fetch(base: string, path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    headers.set('x-forwarded-for', this.address)
    if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin')
    const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init, headers })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      const value = pair.slice(at + 1).trim()
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.cookies.delete(pair.slice(0, at).trim())
      else this.cookies.set(pair.slice(0, at).trim(), value)
    }
    return res
  }
}
const urlOf = (server: { port: number }) => `http://127.0.0.1:${server.port}`

describe('two instances from one build with the same secrets', () => {
  it('a customer signed in on one is signed in on the other; a form from one posts to the other', async () => {
    const who = await createCustomer('instances')
    const browser = new Browser()
    const { csrfToken } = await (await browser.fetch(urlOf(a), '/api/auth/csrf')).json()
    const signIn = await browser.fetch(urlOf(a), '/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrfToken,
        email: who.email,
        password: who.password,
        callbackUrl: `${urlOf(a)}/customer-portal/my-pebble`,
        json: 'true',
      }),
    })
    expect(signIn.status).toBe(200)

    // The session made by A, read by B.
    const onB = await (await browser.fetch(urlOf(b), '/api/auth/session')).json()
    expect(onB.user?.email).toBe(who.email)
    // The suite's own server has other secrets (.env.local): there, the same cookie is nobody.
    const onSuite = await (
      await api('/api/auth/session', {
        headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      })
    ).json()
    expect(onSuite.user).toBeUndefined()

    // The preferences form as A rendered it (its server action's fields), submitted to B.
    const page = await browser.fetch(urlOf(a), '/customer-portal/preferences')
    expect(page.status).toBe(200)
    const form = formWith(await page.text(), 'productNews')
    const body = new FormData()
    for (const [k, v] of form.hidden) body.append(k, v)
    body.append('productNews', 'on')
    body.append('events', 'on')
    const saved = await browser.fetch(urlOf(b), '/customer-portal/preferences', {
      method: 'POST',
      body,
      headers: { origin: urlOf(b), accept: 'text/html' },
    })
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('Your preferences are saved.')
    const stored = await api(`/cms-api/customers/${who.id}?depth=0`, { headers: await staffAuth() })
    expect((await stored.json()).preferences).toMatchObject({ productNews: true, events: true })
  }, 60_000)

  it('each names itself in /api/health and in its log lines', async () => {
    for (const [server, name] of [
      [a, 'instance-a'],
      [b, 'instance-b'],
    ] as const) {
      const id = `instance-${randomUUID()}`
      const res = await fetch(`${urlOf(server)}/api/health`, {
        headers: { 'x-request-id': id, authorization: `Bearer ${process.env.METRICS_TOKEN}` },
      })
      expect(await res.json()).toMatchObject({ status: 'ok', instance: name })
      const line = () =>
        server
          .log()
          .split('\n')
          .find((l) => l.includes(id))
      await eventually(async () => line() !== undefined, 5_000)
      expect(JSON.parse(line()!)).toMatchObject({ instance: name, request_id: id, path: '/api/health', status: 200 })
    }
  })
})

type Tally = { ok: number; okDuringDrain: number; refused: number; draining503: number; failed: string[] }

describe('SIGTERM while clients keep the instance busy', () => {
  it('finishes every request it started, refuses new connections, and exits 0 within the cap', async () => {
    const base = urlOf(b)
    const tally: Tally = { ok: 0, okDuringDrain: 0, refused: 0, draining503: 0, failed: [] }
    let signalledAt = 0
    const stopBy = Date.now() + 60_000

    // A client as a load balancer's connection pool: one keep-alive connection, requests back to back.
    const client = async (n: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      const paths = ['/charging', '/api/build/quote?trim=adventure&color=sage&options=bike-rack', '/charging', '/']
      for (let i = n; Date.now() < stopBy; i++) {
        const sentAt = Date.now()
        let answer: Answer
        try {
          answer = await request(agent, `${base}${paths[i % paths.length]}`, { timeoutMs: 20_000 })
        } catch (error) {
          const code = (error as { code?: string }).code
          if (code === 'ECONNREFUSED') tally.refused++
          else tally.failed.push(`${paths[i % paths.length]}: ${code ?? (error as Error).message}`)
          break
        }
        if (answer.status === 200) {
          tally.ok++
          if (signalledAt && sentAt >= signalledAt) tally.okDuringDrain++
        } else if (answer.status === 503 && signalledAt) tally.draining503++
        else tally.failed.push(`${paths[i % paths.length]}: ${answer.status}`)
      }
      agent.destroy()
    }

    // Slow requests in flight when the signal comes: reservations whose transaction stays open 3 s.
    const buyers: string[] = []
    const placement = () => {
      const email = `draining-${randomUUID()}@example.com`
      buyers.push(email)
      return fetch(`${base}/api/build/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: base,
          'x-forwarded-for': fakeAddress(),
          'x-pebble-test-fault': 'hold=3000',
        },
        body: JSON.stringify({
          placementKey: randomUUID(),
          selection: { trim: 'adventure', color: 'sage', options: ['bike-rack'] },
          customer: {
            firstName: 'Draining',
            lastName: 'Instance',
            email,
            phone: '(415) 555-0134',
            country: 'US',
            line1: '1 Market St',
            city: 'San Francisco',
            state: 'CA',
            zip: '94105',
          },
          password: 'draining-pass-1',
          acceptTerms: true,
        }),
        signal: AbortSignal.timeout(30_000),
      }).then((res) => res.status)
    }

    // A health check on a connection that stays open: it says "draining" once the signal came.
    const monitor = new http.Agent({ keepAlive: true, maxSockets: 1 })
    expect((await request(monitor, `${base}/api/health`)).status).toBe(200)

    const clients = Array.from({ length: 20 }, (_, n) => client(n))
    await eventually(async () => tally.ok > 20, 30_000)
    const slow = [placement(), placement()]
    // Both reservations admitted and inside their held transaction (the heavy line's gauge).
    await eventually(async () => total(await scrape(base), 'pebble_admission_active') >= 2, 10_000)

    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      b.child.once('exit', (code) => resolve({ code, at: Date.now() })),
    )
    signalledAt = Date.now()
    process.kill(b.child.pid!, 'SIGTERM')
    // Once the server has taken the signal (its log says so), its health check says "draining".
    await eventually(async () => /"msg":"draining"/.test(b.log()), 5_000)
    const health = await request(monitor, `${base}/api/health`)
    expect(health.status).toBe(503)
    expect(JSON.parse(health.body)).toEqual({ status: 'draining' })
    expect(health.headers.connection).toBe('close')

    const slowStatuses = await Promise.all(slow)
    await Promise.all(clients)
    const { code, at } = await exited
    const exitMs = at - signalledAt
    // A new connection after the drain began is refused at once, never left hanging.
    await expect(fetch(`${base}/charging`, { signal: AbortSignal.timeout(5_000) })).rejects.toThrow()

    console.log(
      `[instances] SIGTERM: ${tally.ok} requests answered 200 (${tally.okDuringDrain} sent after the signal), ` +
        `${tally.refused} clients refused a new connection, ${tally.failed.length} failed; ` +
        `reservations in flight: ${slowStatuses.join(', ')}; exit ${code} after ${exitMs} ms`,
    )
    expect(tally.failed).toEqual([])
    expect(slowStatuses).toEqual([201, 201])
    expect(tally.ok).toBeGreaterThan(20)
    expect(tally.refused).toBe(20)
    expect(code).toBe(0)
    expect(exitMs).toBeLessThan(15_000)
    const log = b.log()
    expect(log).toMatch(/"msg":"draining"/)
    expect(log).toMatch(/"msg":"drained"/)
    // Their new accounts' passwords, hashed after the answer when the server is quiet, were stored
    // before it exited: the drain hurried them.
    const payload = await serverDatabase()
    for (const email of buyers) {
      const row = (await payload.db.findOne({ collection: 'customers', where: { email: { equals: email } } })) as {
        hash?: string | null
      } | null
      expect(row?.hash, `${email} has no password after the drain`).toMatch(/^\$argon2id\$/)
    }
    monitor.destroy()
  }, 120_000)
})

describe('a deploy is never held hostage by one client', () => {
  it('after SIGTERM, a client trickling its request body is cut off at SHUTDOWN_TIMEOUT_MS and the server exits 0', async () => {
    const c = await startSpareServer(2, 'instance-c', { ...secrets, SHUTDOWN_TIMEOUT_MS: '1500' })
    try {
      // An order body announced as 10 kB, sent one byte a second: the request stays in flight
      // (its 10 s body deadline is far off) and its connection is never idle.
      const socket = net.connect(c.port, '127.0.0.1')
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())))
      socket.on('error', () => undefined)
      socket.write(
        `POST /api/build/orders HTTP/1.1\r\nHost: 127.0.0.1:${c.port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: 10000\r\nOrigin: http://127.0.0.1:${c.port}\r\n\r\n{`,
      )
      const drip = setInterval(() => socket.writable && socket.write(' '), 1_000)
      // The server has taken the request (in flight, besides the scrape asking).
      const inFlight = async () =>
        total(await scrape(`http://127.0.0.1:${c.port}`), 'pebble_http_requests_in_flight') - 1
      await eventually(async () => (await inFlight()) >= 1, 10_000)
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        c.child.once('exit', (code) => resolve({ code, at: Date.now() })),
      )
      const signalledAt = Date.now()
      process.kill(c.child.pid!, 'SIGTERM')
      const { code, at } = await exited
      const socketClosedAt = await closed
      clearInterval(drip)
      expect(code).toBe(0)
      // Cut at the timeout, not at the body's own 10 s deadline.
      expect(at - signalledAt).toBeGreaterThanOrEqual(1_400)
      expect(at - signalledAt).toBeLessThan(5_000)
      expect(socketClosedAt - signalledAt).toBeLessThan(5_000)
      const timedOut = c
        .log()
        .split('\n')
        .find((line) => line.includes('"msg":"drain timed out: closing what is left"'))
      expect(timedOut).toMatch(/"open_requests":1\b/)
    } finally {
      await c.stop()
    }
  }, 120_000)
})
