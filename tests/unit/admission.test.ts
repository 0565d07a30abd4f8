import { EventEmitter } from 'node:events'

import { describe, expect, it, onTestFinished, vi } from 'vitest'

import { admission, isHeavy, isPublicApiRead, isPurchase, isQuickRead } from '../../scripts/lib/admission.mjs'

class FakeResponse extends EventEmitter {
  status = 0
  body = ''
  writeHead(status: number) {
    this.status = status
  }
  end(body: string) {
    this.body = body
    this.emit('close')
  }
}

describe('admission control (scripts/serve.mjs)', () => {
  it('puts the build flow, payments, the portal, auth, the CMS and server actions in line; pages, assets and the read API never', () => {
    for (const [method, url] of [
      ['GET', '/build?trim=adventure'],
      ['POST', '/api/build/orders'],
      ['POST', '/api/payments/test-checkout'],
      ['GET', '/customer-portal/my-pebble'],
      ['POST', '/api/auth/callback/credentials'],
      ['GET', '/cms-api/pages'],
      ['GET', '/admin'],
      ['POST', '/sign-up'],
    ]) {
      expect(isHeavy(method, url), `${method} ${url}`).toBe(true)
    }
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/charging'],
      ['GET', '/post/hello'],
      ['GET', '/_next/static/chunks/a.js'],
      ['POST', '/api/popup-data'],
      ['GET', '/api/build/quote?trim=adventure'],
      ['GET', '/api/header'],
      ['GET', '/builders-guide'],
    ]) {
      expect(isHeavy(method, url), `${method} ${url}`).toBe(false)
    }
  })

  it('puts price quotes (GET) in the quick line, and nothing else', () => {
    expect(isQuickRead('GET', '/api/build/quote?trim=adventure')).toBe(true)
    // A request with a body could hold a place in that short line while trickling it.
    expect(isQuickRead('POST', '/api/popup-data')).toBe(false)
    for (const url of ['/api/build/orders', '/api/build/quotes', '/charging', '/build?trim=adventure'])
      expect(isQuickRead('GET', url), url).toBe(false)
  })

  it('tells its observer the line’s length, each wait and each refusal (the figures of /api/metrics)', async () => {
    vi.useFakeTimers()
    onTestFinished(() => void vi.useRealTimers())
    const lines: [number, number][] = []
    const waits: string[] = []
    const refusals: string[] = []
    const admit = admission({
      limit: 1,
      maxWaitMs: 100,
      waitingPerClient: 1,
      observe: {
        line: (active: number, waiting: number) => lines.push([active, waiting]),
        waited: (_ms: number, outcome: string) => waits.push(outcome),
        refused: (reason: string) => refusals.push(reason),
      },
    })
    const [first, second, third, fourth] = Array.from({ length: 4 }, () => new FakeResponse())
    const run = () => {}
    admit({ method: 'POST' } as never, first as never, run, { client: 'a' })
    admit({ method: 'POST' } as never, second as never, run, { client: 'b' })
    admit({ method: 'POST' } as never, third as never, run, { client: 'b' })
    admit({ method: 'POST' } as never, fourth as never, run, { client: 'c' })
    expect(lines.at(-1)).toEqual([1, 2])
    expect(third.status).toBe(429)
    expect(refusals).toEqual(['per_client'])
    first.emit('close')
    expect(lines.at(-1)).toEqual([1, 1])
    vi.advanceTimersByTime(150)
    expect(fourth.status).toBe(503)
    expect(waits).toEqual(['admitted', 'admitted', 'timed_out'])
    expect(refusals).toEqual(['per_client', 'timed_out'])
    expect(lines.at(-1)).toEqual([1, 0])
  })

  it('works on at most `limit` at once, admits the next in arrival order when one finishes, and answers 503 to one that waits too long', async () => {
    vi.useFakeTimers()
    onTestFinished(() => void vi.useRealTimers())
    const admit = admission({ limit: 2, maxWaitMs: 200 })
    const started: number[] = []
    const responses = Array.from({ length: 4 }, () => new FakeResponse())
    responses.forEach((res, i) =>
      admit({ method: 'GET' } as never, res as never, () => started.push(i), { client: `client ${i}` }),
    )
    expect(started).toEqual([0, 1])
    responses[0].emit('close')
    expect(started).toEqual([0, 1, 2])
    vi.advanceTimersByTime(300)
    expect(responses[3].status).toBe(503)
    expect(JSON.parse(responses[3].body).error).toMatch(/busy/)
    responses[1].emit('close')
    responses[2].emit('close')
    const late = new FakeResponse()
    admit({ method: 'GET' } as never, late as never, () => started.push(9), { client: 'client 9' })
    expect(started).toEqual([0, 1, 2, 9])
  })

  it('lets well-formed purchase steps go before other requests waiting in line', () => {
    const admit = admission({ limit: 1, maxWaitMs: 10_000, perClient: 1 })
    const started: string[] = []
    const responses = new Map<string, FakeResponse>()
    for (const [name, urgent, client] of [
      ['page 1', false, 'a'],
      ['page 2', false, 'b'],
      ['order', true, 'c'],
      ['page 3', false, 'd'],
      ['payment', true, 'e'],
    ] as const) {
      const res = new FakeResponse()
      responses.set(name, res)
      admit({ method: 'POST' } as never, res as never, () => started.push(name), { client, urgent })
    }
    // Each one admitted finishes, and the next is admitted.
    for (let i = 0; i < 5; i++) responses.get(started[i])!.emit('close')
    expect(started).toEqual(['page 1', 'order', 'payment', 'page 2', 'page 3'])
  })

  it('only a POST to a purchase call with a JSON object body counts as a purchase', () => {
    const json = { 'content-type': 'application/json' }
    const req = (url: string, headers: Record<string, string> = json, method = 'POST') => ({ method, url, headers })
    const body = Buffer.from('{"trim":"adventure"}')
    expect(isPurchase(req('/api/build/orders'), body)).toBe(true)
    expect(isPurchase(req('/api/payments/test-checkout'), body)).toBe(true)
    expect(isPurchase(req('/api/build/orders'), Buffer.from('{"trim":'))).toBe(false)
    expect(isPurchase(req('/api/build/orders'), Buffer.from('[1]'))).toBe(false)
    expect(isPurchase(req('/api/build/orders'), undefined)).toBe(false)
    expect(isPurchase(req('/api/build/orders', { 'content-type': 'text/plain' }), body)).toBe(false)
    expect(isPurchase(req('/api/auth/callback/credentials'), body)).toBe(false)
    expect(isPurchase(req('/sign-up'), body)).toBe(false)
    expect(isPurchase(req('/api/build/orders', json, 'GET'), body)).toBe(false)
  })

  it('a client over its share (`perClient`) is admitted only to slots nobody else waits for', () => {
    const admit = admission({ limit: 4, maxWaitMs: 10_000, perClient: 2 })
    const started: string[] = []
    const greedy = Array.from({ length: 8 }, () => new FakeResponse())
    // Alone, one address (an office behind a NAT) uses every slot.
    greedy.forEach((res, i) =>
      admit({ method: 'POST' } as never, res as never, () => started.push(`greedy ${i}`), { client: 'x' }),
    )
    expect(started).toEqual(['greedy 0', 'greedy 1', 'greedy 2', 'greedy 3'])
    // Someone else arrives: they get the next free slot, ahead of the greedy ones waiting.
    admit({ method: 'POST' } as never, new FakeResponse() as never, () => started.push('buyer'), { client: 'y' })
    expect(started.at(-1)).toBe('greedy 3')
    greedy[0].emit('close')
    expect(started.at(-1)).toBe('buyer')
    // While the buyer works, x holds 3 of 4; with no one else waiting, x gets the slot that frees.
    greedy[1].emit('close')
    expect(started.at(-1)).toBe('greedy 4')
  })

  it('answers 429 to a client with too many requests already in line, without touching others', () => {
    const admit = admission({ limit: 1, maxWaitMs: 10_000, perClient: 1, waitingPerClient: 2 })
    const responses = Array.from({ length: 4 }, () => new FakeResponse())
    responses.forEach((res) => admit({ method: 'POST' } as never, res as never, () => undefined, { client: 'x' }))
    expect(responses.map((r) => r.status)).toEqual([0, 0, 0, 429])
    expect(JSON.parse(responses[3].body).error).toMatch(/too many/i)
    const other = new FakeResponse()
    admit({ method: 'POST' } as never, other as never, () => undefined, { client: 'y' })
    expect(other.status).toBe(0)
  })

  it('CMS API reads by anyone but staff share one slot: buyers keep the rest', () => {
    // The clock stands still: a read that took no time leaves its slot no rest (see the next test).
    vi.useFakeTimers()
    onTestFinished(() => void vi.useRealTimers())
    const admit = admission({ limit: 4, maxWaitMs: 10_000, publicApiSlots: 1 })
    const started: string[] = []
    const reads = Array.from({ length: 4 }, () => new FakeResponse())
    reads.forEach((res, i) =>
      admit({ method: 'GET' } as never, res as never, () => started.push(`read ${i}`), {
        client: `attacker ${i}`,
        publicApi: true,
      }),
    )
    expect(started).toEqual(['read 0'])
    for (const buyer of ['a', 'b', 'c'])
      admit({ method: 'POST' } as never, new FakeResponse() as never, () => started.push(buyer), { client: buyer })
    expect(started).toEqual(['read 0', 'a', 'b', 'c'])
    reads[0].emit('close')
    expect(started.at(-1)).toBe('read 1')
  })

  it('CMS API reads by anyone but staff take at most their share of the time: the slot rests after each', () => {
    vi.useFakeTimers()
    try {
      const admit = admission({
        limit: 4,
        maxWaitMs: 10_000,
        publicApiSlots: 1,
        publicApiShare: 0.25,
        publicApiFreeMs: 20,
      })
      const started: string[] = []
      const reads = Array.from({ length: 2 }, () => new FakeResponse())
      reads.forEach((res, i) =>
        admit({ method: 'GET' } as never, res as never, () => started.push(`read ${i}`), {
          client: `attacker ${i}`,
          publicApi: true,
        }),
      )
      vi.advanceTimersByTime(120)
      reads[0].emit('close')
      // A read of 120 ms, 100 past the free 20, at a quarter share: the slot rests 300 ms, while buyers go straight in.
      admit({ method: 'POST' } as never, new FakeResponse() as never, () => started.push('buyer'), { client: 'b' })
      expect(started).toEqual(['read 0', 'buyer'])
      vi.advanceTimersByTime(290)
      expect(started).toEqual(['read 0', 'buyer'])
      vi.advanceTimersByTime(20)
      expect(started).toEqual(['read 0', 'buyer', 'read 1'])
      // Read 1 began at 421 ms (when the rest ended) and ends at 440: under the free 20 ms, it
      // leaves no rest, and the next read goes on at once.
      const third = new FakeResponse()
      admit({ method: 'GET' } as never, third as never, () => started.push('read 2'), {
        client: 'attacker 2',
        publicApi: true,
      })
      vi.advanceTimersByTime(10)
      reads[1].emit('close')
      expect(started.at(-1)).toBe('read 2')
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers 503 with Retry-After to a request that waited maxWaitMs, and gives its place to the next', () => {
    vi.useFakeTimers()
    try {
      const admit = admission({ limit: 1, maxWaitMs: 1_000 })
      const started: string[] = []
      const first = new FakeResponse()
      const waiting = new FakeResponse()
      const headers: Record<string, string> = {}
      waiting.writeHead = (status: number, sent?: Record<string, string>) => {
        waiting.status = status
        Object.assign(headers, sent)
      }
      admit({ method: 'POST' } as never, first as never, () => started.push('first'), { client: 'a' })
      admit({ method: 'POST' } as never, waiting as never, () => started.push('waiting'), { client: 'b' })
      vi.advanceTimersByTime(999)
      expect(waiting.status).toBe(0)
      vi.advanceTimersByTime(1)
      expect(waiting.status).toBe(503)
      expect(headers['retry-after']).toBe('5')
      expect(JSON.parse(waiting.body).error).toMatch(/very busy/)
      const next = new FakeResponse()
      admit({ method: 'POST' } as never, next as never, () => started.push('next'), { client: 'c' })
      first.emit('close')
      expect(started).toEqual(['first', 'next'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('a CMS API read is public unless it carries a staff token; media files and sign-in are not reads', () => {
    expect(isPublicApiRead({ method: 'GET', url: '/cms-api/posts?limit=100&depth=2' }, false)).toBe(true)
    expect(isPublicApiRead({ method: 'POST', url: '/cms-api/graphql' }, false)).toBe(true)
    expect(isPublicApiRead({ method: 'GET', url: '/cms-api/posts?limit=100' }, true)).toBe(false)
    expect(isPublicApiRead({ method: 'GET', url: '/cms-api/media/file/cover.jpg' }, false)).toBe(false)
    expect(isPublicApiRead({ method: 'POST', url: '/cms-api/users/login' }, false)).toBe(false)
    expect(isPublicApiRead({ method: 'GET', url: '/build' }, false)).toBe(false)
  })
})
