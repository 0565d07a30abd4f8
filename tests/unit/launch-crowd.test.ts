import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runCrowd } from '../../scripts/lib/launch-crowd.mjs'

/**
 * The bench's open crowd (`arrivalsPerSecond`) against a stand-in for the build flow's two calls:
 * a quote answers at once, an order after `orderMs`. It must keep its pace, never have more buyers
 * busy than allowed, and charge a buyer's wait for a free place to the server.
 */
let server: http.Server
let baseUrl = ''
let orderMs = 0
let busy = 0
let mostBusy = 0
let orders = 0
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/build/quote')) return res.end('{}')
    busy++
    mostBusy = Math.max(mostBusy, busy)
    req.resume()
    req.on('end', () =>
      setTimeout(() => {
        busy--
        orders++
        res.writeHead(201, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ orderId: orders, orderNumber: `P-${orders}`, checkoutUrl: '/pay/x' }))
      }, orderMs),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

const arrive = (rate: number, atOnce: number, reservations: number) =>
  runCrowd({ baseUrl, buyers: atOnce, reservations, walk: 'placement', arrivalsPerSecond: rate })

describe('an open launch crowd (buyers arriving at a rate)', () => {
  it('keeps the pace it is given when the server keeps up: every buyer placed, each waiting only for its own answer', async () => {
    orderMs = 5
    mostBusy = 0
    const crowd = await arrive(40, 10, 20)
    expect(crowd.acknowledged).toHaveLength(20)
    // 20 buyers at 40 a second: the last is due at 475 ms.
    expect(crowd.seconds).toBeGreaterThanOrEqual(0.47)
    // Paced, not sent at once: all ten places filled at once would be a burst. A machine loaded
    // far past its cores delays timers enough to bunch a few arrivals (more than five seen at a load of 15),
    // never all ten; and no buyer waits rounds of others' orders.
    expect(crowd.seconds).toBeLessThan(5)
    expect(mostBusy).toBeLessThan(10)
    expect(crowd.fromArrival.p99).toBeLessThan(1_000)
  })

  it('never has more buyers busy than allowed, and counts the wait for a free place against the server', async () => {
    orderMs = 150
    mostBusy = 0
    // 2 at once, 150 ms each: about 13 a second served against 50 arriving, so the line grows.
    const crowd = await arrive(50, 2, 12)
    expect(crowd.acknowledged).toHaveLength(12)
    expect(mostBusy).toBe(2)
    // The last buyer was due at 220 ms and is answered after six rounds of 150 ms.
    expect(crowd.fromArrival.p99).toBeGreaterThan(500)
    expect(crowd.reservationsPerSecond).toBeLessThan(15)
  })
})
