import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { admission, isHeavy } from '../../scripts/lib/admission.mjs'

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

  it('works on at most `limit` at once, admits the next in arrival order when one finishes, and answers 503 to one that waits too long', async () => {
    const admit = admission({ limit: 2, maxWaitMs: 200 })
    const started: number[] = []
    const responses = Array.from({ length: 4 }, () => new FakeResponse())
    responses.forEach((res, i) => admit({ method: 'GET' } as never, res as never, () => started.push(i)))
    expect(started).toEqual([0, 1])
    responses[0].emit('close')
    expect(started).toEqual([0, 1, 2])
    await new Promise((r) => setTimeout(r, 300))
    expect(responses[3].status).toBe(503)
    expect(JSON.parse(responses[3].body).error).toMatch(/busy/)
    responses[1].emit('close')
    responses[2].emit('close')
    const late = new FakeResponse()
    admit({ method: 'GET' } as never, late as never, () => started.push(9))
    expect(started).toEqual([0, 1, 2, 9])
  })

  it('lets steps that finish a purchase (POSTs) go before page views waiting in line', () => {
    const admit = admission({ limit: 1, maxWaitMs: 10_000 })
    const started: string[] = []
    const responses = new Map<string, FakeResponse>()
    for (const [method, name] of [
      ['GET', 'page 1'],
      ['GET', 'page 2'],
      ['POST', 'order'],
      ['GET', 'page 3'],
      ['POST', 'payment'],
    ]) {
      const res = new FakeResponse()
      responses.set(name, res)
      admit({ method } as never, res as never, () => started.push(name))
    }
    // Each one admitted finishes, and the next is admitted.
    for (let i = 0; i < 5; i++) responses.get(started[i])!.emit('close')
    expect(started).toEqual(['page 1', 'order', 'payment', 'page 2', 'page 3'])
  })
})
