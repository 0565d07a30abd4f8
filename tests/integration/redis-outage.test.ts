import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REDIS_KEY_PREFIX } from '@/rate-limit/store'

import { startRedis } from '../../scripts/lib/redis.mjs'
import { CookieJar, createCustomer } from './auth-helpers'
import { eventually } from './helpers'
import { localSecrets, type SpareServer, sparePort, startSpareServer } from './ops-servers'

/**
 * Redis lost in the middle of a run, and back (docs/operations.md): an instance with REDIS_URL
 * keeps answering pages and sign-ins while Redis is gone, its rate limits fall back to its own
 * memory (never to none), and once Redis is back on the same address it counts there again.
 */
const redisPort = sparePort(3) + 7_000
let redis: { url: string; stop: () => Promise<void> } | null = null
let server: SpareServer
let probe: ReturnType<typeof createClient>

beforeAll(async () => {
  redis = await startRedis({ port: redisPort, log: () => {} })
  server = await startSpareServer(3, 'redis-outage', { ...localSecrets(), REDIS_URL: redis!.url })
  probe = createClient({ url: redis!.url, disableOfflineQueue: true, socket: { reconnectStrategy: () => 200 } })
  probe.on('error', () => undefined)
}, 120_000)
afterAll(async () => {
  await probe?.disconnect().catch(() => undefined)
  await server?.stop()
  await redis?.stop()
}, 60_000)

/** One sign-in with a wrong password on the spare server, as the sign-in page sends it; returns status and time. */
async function wrongPassword(jar: CookieJar, email: string, password = `wrong-${Math.random()}`) {
  const send = async (route: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (jar.header) headers.set('cookie', jar.header)
    headers.set('x-forwarded-for', jar.address)
    headers.set('sec-fetch-site', 'same-origin')
    return jar.take(await fetch(`${server.url}${route}`, { redirect: 'manual', ...init, headers }))
  }
  const started = Date.now()
  const { csrfToken } = (await (await send('/api/auth/csrf')).json()) as { csrfToken: string }
  const res = await send('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, csrfToken, json: 'true', callbackUrl: `${server.url}/` }),
  })
  return { status: res.status, ms: Date.now() - started }
}

const limitKeys = async () => (await probe.keys(`${REDIS_KEY_PREFIX}*`)).length

describe('Redis lost mid-run and back', () => {
  it('pages and sign-ins keep answering, limits hold in memory, and counting returns to Redis', async () => {
    const customer = await createCustomer('redis-outage')
    await probe.connect()
    await probe.flushAll()
    expect((await wrongPassword(new CookieJar(), customer.email)).status).toBe(401)
    expect(await limitKeys()).toBeGreaterThan(0)

    await redis!.stop()
    redis = null
    for (const path of ['/charging', '/', '/blog']) {
      const started = Date.now()
      const res = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(10_000) })
      expect(res.status, path).toBe(200)
      expect(Date.now() - started, path).toBeLessThan(5_000)
    }
    // The limits hold without Redis: five failures from one browser, then even the right password waits.
    const jar = new CookieJar()
    for (let i = 0; i < 5; i++) {
      const attempt = await wrongPassword(jar, customer.email)
      expect(attempt.status).toBe(401)
      expect(attempt.ms).toBeLessThan(5_000)
    }
    expect((await wrongPassword(jar, customer.email, customer.password)).status).toBe(429)
    expect(server.log()).toContain('[rate-limit] Redis is unavailable')

    redis = await startRedis({ port: redisPort, log: () => {} })
    await eventually(async () => {
      await wrongPassword(new CookieJar(), customer.email)
      return (await limitKeys().catch(() => 0)) > 0
    }, 15_000)
    expect(server.log()).toContain('[rate-limit] Redis is back')
    expect((await fetch(`${server.url}/charging`)).status).toBe(200)
  }, 120_000)
})
