import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buyerDetails } from '../../scripts/lib/launch-crowd.mjs'
import { fakeAddress } from './auth-helpers'
import { eventually } from './helpers'
import { localSecrets, type SpareServer, startSpareServer } from './ops-servers'

// Traces over OTLP/HTTP: a server started with OTEL_EXPORTER_OTLP_ENDPOINT sends a reservation's
// spans, under the trace id its access log calls request_id; one started without it sends nothing,
// even with the traces-only endpoint variable pointing at the same receiver.
type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string }

/** A minimal OTLP/HTTP receiver: every JSON export POSTed to /v1/traces, its spans kept. */
function otlpReceiver() {
  const spans: Span[] = []
  const posts: string[] = []
  /** The `service.instance.id` of every export's sender. */
  const senders = new Set<string>()
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      posts.push(`${req.method} ${req.url}`)
      const sent = JSON.parse(body || '{}') as {
        resourceSpans?: {
          resource?: { attributes?: { key: string; value: { stringValue?: string } }[] }
          scopeSpans?: { spans?: Span[] }[]
        }[]
      }
      for (const rs of sent.resourceSpans ?? []) {
        const instance = rs.resource?.attributes?.find((a) => a.key === 'service.instance.id')?.value.stringValue
        if (instance) senders.add(instance)
        for (const ss of rs.scopeSpans ?? []) spans.push(...(ss.spans ?? []))
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{}')
    })
  })
  return {
    spans,
    posts,
    senders,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

const receiver = otlpReceiver()
let traced: SpareServer
let untraced: SpareServer

beforeAll(async () => {
  const endpoint = await receiver.listen()
  ;[traced, untraced] = await Promise.all([
    startSpareServer(0, 'traced', { ...localSecrets(), OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }),
    startSpareServer(1, 'untraced', {
      ...localSecrets(),
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${endpoint}/v1/traces`,
    }),
  ])
}, 180_000)
afterAll(async () => {
  await Promise.all([traced?.stop(), untraced?.stop()])
  await receiver.close()
})

const urlOf = (server: SpareServer) => `http://127.0.0.1:${server.port}`

async function reserve(server: SpareServer) {
  const res = await fetch(`${urlOf(server)}/api/build/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: urlOf(server), 'x-forwarded-for': fakeAddress() },
    body: JSON.stringify({
      placementKey: randomUUID(),
      selection: { trim: 'adventure', color: 'sage', options: [] },
      customer: buyerDetails(`traced-${randomUUID().slice(0, 8)}@example.com`, 'Traced'),
      password: 'traced-order-pass-1',
      acceptTerms: true,
    }),
  })
  expect(res.status).toBe(201)
  return res.headers.get('x-request-id')!
}

describe('traces', () => {
  it('a reservation’s spans reach the OTLP receiver under the request id of the access log', async () => {
    const id = await reserve(traced)
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    const names = () => new Set(receiver.spans.filter((s) => s.traceId === id).map((s) => s.name))
    const wanted = ['order.validate', 'order.transaction', 'db.query', 'payment.provider.checkout', 'password.hash']
    await eventually(async () => wanted.every((name) => names().has(name)), 15_000).catch(() => {
      throw new Error(`spans of ${id}: ${[...names()].join(', ') || 'none'}`)
    })
    // Next.js's own span for the route, in the same trace, and the manual spans hang under the request's tree.
    const mine = receiver.spans.filter((s) => s.traceId === id)
    expect(mine.some((s) => s.name.includes('/api/build/orders'))).toBe(true)
    const ids = new Set(mine.map((s) => s.spanId))
    const transaction = mine.find((s) => s.name === 'order.transaction')!
    expect(ids.has(transaction.parentSpanId!)).toBe(true)
    expect(mine.filter((s) => s.name === 'db.query' && s.parentSpanId === transaction.spanId).length).toBeGreaterThan(0)
    // The access log names the same id.
    const line = traced
      .log()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'request' && l.request_id === id)
    expect(line).toMatchObject({ method: 'POST', path: '/api/build/orders', status: 201 })
  })

  it('sends nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const id = await reserve(untraced)
    // The marker: a reservation on the traced server, made after it and exported on the same
    // one-second schedule, has arrived; an export of the untraced one would have come with it.
    const later = await reserve(traced)
    await eventually(async () => receiver.spans.some((s) => s.traceId === later), 15_000)
    expect(receiver.spans.filter((s) => s.traceId === id)).toEqual([])
    expect(receiver.posts.every((p) => p === 'POST /v1/traces')).toBe(true)
    expect([...receiver.senders]).toEqual(['traced'])
    expect(untraced.log()).not.toMatch(/opentelemetry|OTLP/i)
  })
})
