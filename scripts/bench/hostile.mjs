// The hostile section of `npm run bench`: what well-behaved visitors get while (a) a client sends
// the heaviest GraphQL and REST reads it can and (b) slow clients trickle request bodies, against
// the same figures with nobody hostile. Budget: page and reservation p99 within 2x of idle, and no
// error for the well-behaved (docs/security.md, "Query cost ceilings" and "Slow and greedy clients").
import net from 'node:net'

import { runCrowd } from '../lib/launch-crowd.mjs'
import { log } from '../lib/steps.mjs'
import { probeApart } from './page-probe.mjs'
import { figure } from './report.mjs'
import { round } from './stats.mjs'

const CONTENT_PAGE = '/charging'
const BUYERS = 10
const ATTACKERS = 4
const SLOW_CLIENTS = 8

const aliases = (n, field) => `{${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')}}`
/**
 * The heaviest reads a client can ask for: the probe's 300-alias query and the other reads the
 * ceilings refuse, and the largest of each kind they let through (src/content/api/ceilings.ts).
 */
const HEAVY_READS = [
  { path: '/cms-api/graphql', body: { query: aliases(300, 'Posts(limit: 100) { docs { title } }') } },
  { path: '/cms-api/graphql', body: { query: aliases(10, 'Posts(limit: 100) { docs { title content } }') } },
  { path: '/cms-api/graphql', body: { query: '{ Posts(limit: 15) { docs { id } } }' } },
  { path: '/cms-api/graphql', body: { query: '{ Posts(limit: 9) { docs { title content } } }' } },
  { path: '/cms-api/posts?limit=100&depth=2' },
  { path: '/cms-api/posts?limit=5&depth=2' },
  { path: '/cms-api/posts?limit=10&depth=0' },
  { path: '/cms-api/pages?limit=1&depth=2' },
  { path: '/cms-api/pages?limit=2&depth=0' },
  { path: '/cms-api/posts?limit=100000&depth=10&pagination=false' },
  { path: '/search?q=a' },
]

/** Each heavy read once, one at a time: its code's first run (V8 compiling it) is not what a crowd of them costs. */
async function warmHeavyReads(baseUrl) {
  for (const read of HEAVY_READS) {
    const init = read.body
      ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(read.body) }
      : {}
    const res = await fetch(baseUrl + read.path, {
      ...init,
      headers: { ...init.headers, 'x-forwarded-for': '203.0.113.250' },
    })
    await res.arrayBuffer()
  }
}

/** `ATTACKERS` loops sending HEAVY_READS as fast as they are answered, each from its own address. */
function heavyReaders(baseUrl) {
  let running = true
  const statuses = {}
  const loops = Array.from({ length: ATTACKERS }, async (_, n) => {
    for (let i = n; running; i++) {
      const read = HEAVY_READS[i % HEAVY_READS.length]
      const init = read.body
        ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(read.body) }
        : {}
      try {
        const res = await fetch(baseUrl + read.path, {
          ...init,
          headers: { ...init.headers, 'x-forwarded-for': `203.0.113.${n}` },
          signal: AbortSignal.timeout(30_000),
        })
        await res.arrayBuffer()
        statuses[res.status] = (statuses[res.status] ?? 0) + 1
      } catch {
        statuses.network = (statuses.network ?? 0) + 1
      }
    }
  })
  return {
    async stop() {
      running = false
      await Promise.all(loops)
      return statuses
    },
  }
}

/** `SLOW_CLIENTS` connections each trickling a 10 kB order body at one byte a second, reconnecting when cut off. */
function slowClients(baseUrl) {
  const target = new URL(baseUrl)
  let running = true
  const sockets = new Set()
  const statuses = {}
  const open = (n) => {
    if (!running) return
    const socket = net.connect(Number(target.port), target.hostname)
    sockets.add(socket)
    let answer = ''
    socket.setEncoding('latin1')
    socket.write(
      `POST /api/build/orders HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: 10000\r\nX-Forwarded-For: 203.0.113.${100 + n}\r\n\r\n{`,
    )
    const drip = setInterval(() => socket.writable && socket.write(' '), 1_000)
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(drip)
      sockets.delete(socket)
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'cut'
      statuses[status] = (statuses[status] ?? 0) + 1
      open(n)
    })
  }
  for (let n = 0; n < SLOW_CLIENTS; n++) open(n)
  return {
    async stop() {
      running = false
      for (const socket of sockets) socket.destroy()
      return statuses
    },
  }
}

/** Well-behaved visitors for one phase: a content page probed every 100 ms while BUYERS reserve one by one. */
async function wellBehaved(baseUrl, phase) {
  // From a process of its own: the hostile clients and the buyers run in this one.
  const probe = probeApart(baseUrl, CONTENT_PAGE, 100)
  await probe.started
  const crowd = await runCrowd({
    baseUrl,
    buyers: 1,
    reservations: BUYERS,
    addressOf: (i) => `198.51.100.${phase * 20 + i}`,
  })
  // At least 10 s of page probes, so the page's p99 rests on 60-100 requests.
  await new Promise((r) => setTimeout(r, Math.max(0, 10_000 - crowd.seconds * 1000)))
  const page = await probe.stop()
  const errors =
    crowd.problems.length +
    page.failures.length +
    Object.values(crowd.summary).reduce(
      (sum, s) =>
        sum +
        Object.entries(s.statuses)
          .filter(([code]) => code === 'network' || Number(code) >= 400)
          .reduce((n, [, c]) => n + c, 0),
      0,
    )
  return {
    page: { p50: page.p50, p99: page.p99 },
    reservation: { p50: crowd.summary.order.p50, p99: crowd.summary.order.p99 },
    reservations: crowd.paid.length,
    errors,
  }
}

export async function measureHostile(label, server) {
  log(`hostile (${label}): idle, then heavy reads, then slow clients…`)
  // Warm-up, as the launch section does: every path measured below has run once.
  await runCrowd({ baseUrl: server.url, buyers: 2, reservations: 2, addressOf: (i) => `198.51.100.${250 + i}` })
  await warmHeavyReads(server.url)
  // A first quiet phase, not counted: the figures of the first seconds after a warm-up are the
  // highest of the run (seen as idle p99 above the hostile phases'), which flattered every ratio.
  await wellBehaved(server.url, 3)
  const idle = await wellBehaved(server.url, 0)
  const readers = heavyReaders(server.url)
  const heavyReads = await wellBehaved(server.url, 1)
  const readStatuses = await readers.stop()
  const slow = slowClients(server.url)
  const slowBodies = await wellBehaved(server.url, 2)
  const slowStatuses = await slow.stop()
  for (const [name, phase] of Object.entries({ idle, heavyReads, slowBodies }))
    log(
      `hostile (${label}) ${name}: page p99 ${round(phase.page.p99, 0)} ms, reservation p99 ${round(phase.reservation.p99, 0)} ms, ${phase.errors} errors`,
    )
  return {
    label,
    idle,
    heavyReads: { ...heavyReads, attackers: readStatuses },
    slowBodies: { ...slowBodies, attackers: slowStatuses },
  }
}

export function hostileFigures(hostile) {
  const out = []
  for (const { label, idle, heavyReads, slowBodies } of hostile) {
    out.push(
      figure(
        `hostile ${label}: idle page / reservation p99`,
        `${round(idle.page.p99, 0)} / ${round(idle.reservation.p99, 0)} ms`,
        'printed',
        null,
      ),
    )
    for (const [name, phase] of [
      ['heaviest GraphQL and REST reads', heavyReads],
      ['slow clients trickling bodies', slowBodies],
    ]) {
      const pageRatio = phase.page.p99 / idle.page.p99
      const orderRatio = phase.reservation.p99 / idle.reservation.p99
      out.push(
        figure(
          `hostile ${label}, ${name}: page p99 / idle`,
          `${round(pageRatio, 1)}x (${round(phase.page.p99, 0)} ms)`,
          '<= 2x',
          pageRatio <= 2,
        ),
      )
      out.push(
        figure(
          `hostile ${label}, ${name}: reservation p99 / idle`,
          `${round(orderRatio, 1)}x (${round(phase.reservation.p99, 0)} ms)`,
          '<= 2x',
          orderRatio <= 2,
        ),
      )
      out.push(
        figure(`hostile ${label}, ${name}: errors for well-behaved visitors`, phase.errors, '0', phase.errors === 0),
      )
      out.push(
        figure(`hostile ${label}, ${name}: attackers' answers`, JSON.stringify(phase.attackers), 'printed', null),
      )
    }
  }
  return out
}
