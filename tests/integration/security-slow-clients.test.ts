/**
 * Slow and greedy clients (docs/security.md, "Slow and greedy clients"). Found by a probe: five
 * clients sending a 10 kB JSON body to `POST /api/build/orders` at 1 byte/s held every slot of the
 * admission line; with eight for 20 s, a buyer's reservation and the portal took 17 s.
 */
import { randomUUID } from 'node:crypto'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'

import { customer, CUSTOMER_A, type Actor } from './actors'
import { BASE_URL, eventually } from './helpers'

const target = new URL(BASE_URL)
const address = (n: number) => `198.19.${Math.floor(n / 256) % 256}.${n % 256}`

/** A client that opens `POST /api/build/orders` with a 10 kB body and sends one byte a second, reconnecting when cut off. */
function trickler(clientAddress: string, until: number) {
  const answers: number[] = []
  let socket: net.Socket | undefined
  const open = () => {
    if (Date.now() >= until) return
    let answer = ''
    socket = net.connect(Number(target.port), target.hostname)
    socket.setEncoding('latin1')
    socket.write(
      `POST /api/build/orders HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: 10000\r\nOrigin: ${target.origin}\r\nX-Forwarded-For: ${clientAddress}\r\n\r\n{`,
    )
    const drip = setInterval(() => socket?.writable && socket.write(' '), 1_000)
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(drip)
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)
      answers.push(status)
      open()
    })
  }
  open()
  return { answers, stop: () => socket?.destroy() }
}

const placeBody = () => ({
  placementKey: randomUUID(),
  selection: { trim: 'adventure', color: 'sage', options: [] },
  customer: buyerDetails(`it-slow-${randomUUID()}@example.com`, 'Slow'),
  password: 'integration-pass-1',
  acceptTerms: true,
})

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now()
  const value = await work()
  return { ms: performance.now() - t0, value }
}

const reserve = (n: number) =>
  timed(async () => {
    const res = await fetch(`${BASE_URL}/api/build/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: target.origin, 'x-forwarded-for': address(5000 + n) },
      body: JSON.stringify(placeBody()),
    })
    return res.status
  })

let buyer: Actor
beforeAll(async () => {
  buyer = await customer(CUSTOMER_A)
})

describe('slow clients cannot starve buyers', () => {
  const tricklers: ReturnType<typeof trickler>[] = []
  afterAll(() => tricklers.forEach((t) => t.stop()))

  // Starved, a buyer would wait for the tricklers' body deadline (10 s, BODY_TIMEOUT_MS) or be
  // refused; served, they wait for the server's ordinary work. The bound sits between the two, so
  // a busy machine's slower answers do not fail it (speed itself is the bench's business).
  const STARVED_MS = 5_000
  it('eight clients trickling bodies at 1 byte/s for 20 s: a buyer still reserves and the portal answers, never waiting for their deadline', async () => {
    // Warm first: a cold page's first render is not what this measures.
    expect((await buyer.request('/customer-portal/order-history')).status).toBe(200)
    const until = Date.now() + 20_000
    for (let n = 0; n < 8; n++) tricklers.push(trickler(address(n), until))
    const seen: { reserve: number[]; portal: number[]; csrf: number[] } = { reserve: [], portal: [], csrf: [] }
    let round = 0
    while (Date.now() < until - 1_000) {
      // pacing: a buyer's probes spread over the tricklers' 20 s; time is what this test is about
      await new Promise((r) => setTimeout(r, 2_000))
      const [reservation, portal, csrf] = await Promise.all([
        reserve(round++),
        timed(async () => (await buyer.request('/customer-portal/order-history')).status),
        timed(async () => (await fetch(`${BASE_URL}/api/auth/csrf`)).status),
      ])
      expect(reservation.value).toBe(201)
      expect(portal.value).toBe(200)
      expect(csrf.value).toBe(200)
      seen.reserve.push(reservation.ms)
      seen.portal.push(portal.ms)
      seen.csrf.push(csrf.ms)
    }
    expect(seen.reserve.length).toBeGreaterThanOrEqual(5)
    for (const ms of [...seen.reserve, ...seen.portal, ...seen.csrf])
      expect(ms, JSON.stringify(seen)).toBeLessThan(STARVED_MS)
    // Each trickler was cut off at the body deadline (408), and came back only to be cut off again.
    await eventually(async () => tricklers.every((t) => t.answers.length >= 1), 15_000)
    const answers = tricklers.flatMap((t) => t.answers)
    expect(answers.length).toBeGreaterThanOrEqual(8)
    expect(new Set(answers)).toEqual(new Set([408]))
  }, 40_000)

  it('one address sending many bodies at once is refused past its share (429), others are not', async () => {
    const sockets: net.Socket[] = []
    /** Each connection's status: -1 while it has no answer. */
    const statuses = Array.from({ length: 34 }, () => -1)
    sockets.push(
      ...statuses.map((_, i) => {
        const socket = net.connect(Number(target.port), target.hostname)
        let answer = ''
        socket.setEncoding('latin1')
        socket.write(
          `POST /api/build/orders HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\n` +
            `Content-Length: 100\r\nX-Forwarded-For: ${address(9999)}\r\n\r\n{`,
        )
        socket.on('data', (chunk) => {
          answer += chunk
          statuses[i] = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)
        })
        socket.on('error', () => (statuses[i] = 0))
        return socket
      }),
    )
    // 32 bodies may be on their way from one address; the 33rd and 34th are told at once.
    await eventually(async () => statuses.filter((s) => s === 429).length === 2, 5_000)
    // The marker: a buyer's reservation sent after them is answered; the 32 are still waiting for their bodies.
    expect((await reserve(9000)).value).toBe(201)
    sockets.forEach((s) => s.destroy())
    expect(statuses.filter((s) => s === 429)).toHaveLength(2)
    expect(statuses.filter((s) => s === -1)).toHaveLength(32)
  })
})

describe('price quotes have a short line of their own (scripts/serve.mjs)', () => {
  const quote = (from: string) =>
    fetch(`${BASE_URL}/api/build/quote?trim=adventure&color=sage&options=`, { headers: { 'x-forwarded-for': from } })

  it('one address sending 200 quotes at once: past its place in line it gets a JSON 429 at once; another address’s quote is answered meanwhile', async () => {
    const flood = Array.from({ length: 200 }, () => quote(address(7000)))
    const other = await timed(() => quote(address(7001)))
    const answers = await Promise.all(flood)
    const statuses = answers.map((res) => res.status)
    expect(other.value.status).toBe(200)
    expect(new Set(statuses)).toEqual(new Set([200, 429]))
    // Two worked on and 64 waiting at most, at any moment: the rest of the burst is refused.
    // How many depends on how fast the server takes them in; without the line it is none.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(66)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(20)
    const refused = answers.find((res) => res.status === 429)!
    expect(refused.headers.get('content-type')).toContain('application/json')
    expect((await refused.json()).error).toMatch(/Too many requests from your address/)
    // Once the burst is over, the same address is served again.
    expect((await quote(address(7000))).status).toBe(200)
  }, 30_000)
})
