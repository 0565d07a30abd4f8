import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { RedisWindows, type WindowMode } from '@/rate-limit/redis-windows'
import { SlidingWindow, type WindowVerdict } from '@/rate-limit/sliding-window'
import { UnpaidAccounts } from '@/rate-limit/unpaid-accounts'

import { freePort } from '../../scripts/lib/cluster.mjs'
import { startRedis } from '../../scripts/lib/redis.mjs'

// The Redis windows against a real redis-server: `npm test` starts one (PEBBLE_TEST_REDIS_URL);
// run alone, this file starts its own on a free port.
let url = process.env.PEBBLE_TEST_REDIS_URL ?? ''
let stopOwn: (() => Promise<void>) | null = null
type Client = ReturnType<typeof createClient>
const clients: Client[] = []
/** A connected client (the first command waits for the connection: the offline queue is on). */
const client = () => {
  const redis = createClient({ url })
  redis.on('error', () => undefined)
  redis.connect().catch(() => undefined)
  clients.push(redis)
  return redis
}
/** Each test counts under its own prefix, so runs and tests never see each other's keys. */
const prefix = () => `pebble:rl-test:${Date.now()}:${Math.random().toString(36).slice(2)}:`

beforeAll(async () => {
  if (!url) {
    const own = await startRedis({ port: await freePort(), log: () => {} })
    url = own.url
    stopOwn = own.stop
  }
}, 120_000)
afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit().catch(() => undefined)))
  await stopOwn?.()
})

type Step = { at: number; mode: WindowMode; key: string } | { at: number; reset: string }

describe('Redis sliding window (redis-windows.ts) answers like the in-memory one', () => {
  // One table of sequences, each run step by step through both windows on the same clock.
  const table: { name: string; limit: number; windowMs: number; steps: Step[] }[] = [
    {
      name: 'limit 3 in 60 s, one slot frees as the oldest event ages out',
      limit: 3,
      windowMs: 60_000,
      steps: [
        { at: 0, mode: 'consume', key: 'a' },
        { at: 10_000, mode: 'consume', key: 'a' },
        { at: 20_000, mode: 'consume', key: 'a' },
        { at: 20_000, mode: 'consume', key: 'a' },
        { at: 20_001, mode: 'consume', key: 'b' },
        { at: 59_999, mode: 'check', key: 'a' },
        { at: 60_000, mode: 'check', key: 'a' },
        { at: 60_001, mode: 'consume', key: 'a' },
        { at: 60_002, mode: 'consume', key: 'a' },
        { at: 69_999, mode: 'consume', key: 'a' },
        { at: 70_000, mode: 'consume', key: 'a' },
      ],
    },
    {
      name: 'record counts past the limit; retry-after follows the (n - limit)th event',
      limit: 2,
      windowMs: 1_000,
      steps: [
        { at: 0, mode: 'record', key: 'k' },
        { at: 100, mode: 'record', key: 'k' },
        { at: 200, mode: 'record', key: 'k' },
        { at: 300, mode: 'record', key: 'k' },
        { at: 400, mode: 'check', key: 'k' },
        { at: 1_150, mode: 'check', key: 'k' },
        { at: 1_250, mode: 'consume', key: 'k' },
        { at: 1_260, mode: 'consume', key: 'k' },
        { at: 1_300, reset: 'k' },
        { at: 1_301, mode: 'consume', key: 'k' },
      ],
    },
    {
      name: 'many events in the same millisecond are each counted',
      limit: 5,
      windowMs: 15 * 60_000,
      steps: [
        ...Array.from({ length: 7 }, () => ({ at: 5, mode: 'consume' as const, key: 'same-ms' })),
        ...Array.from({ length: 3 }, () => ({ at: 5, mode: 'record' as const, key: 'same-ms' })),
        { at: 6, mode: 'check', key: 'same-ms' },
        { at: 15 * 60_000 + 5, mode: 'check', key: 'same-ms' },
        { at: 15 * 60_000 + 6, mode: 'check', key: 'same-ms' },
      ],
    },
  ]

  for (const row of table) {
    it(row.name, async () => {
      let now = 1_800_000_000_000
      const start = now
      const memory = new SlidingWindow(row.limit, row.windowMs, () => now)
      const redis = new RedisWindows(client(), prefix(), () => now)
      const ref = (key: string) => ({ name: 'w', limit: row.limit, windowMs: row.windowMs, key })
      const memoryAnswers: (WindowVerdict | 'done')[] = []
      const redisAnswers: (WindowVerdict | 'done')[] = []
      for (const step of row.steps) {
        now = start + step.at
        if ('reset' in step) {
          memory.reset(step.reset)
          await redis.reset('w', step.reset)
          memoryAnswers.push('done')
          redisAnswers.push('done')
          continue
        }
        if (step.mode === 'record') {
          memory.record(step.key)
          memoryAnswers.push('done')
          await redis.run('record', [ref(step.key)])
          redisAnswers.push('done')
        } else {
          memoryAnswers.push(step.mode === 'check' ? memory.check(step.key) : memory.consume(step.key))
          redisAnswers.push((await redis.run(step.mode, [ref(step.key)]))[0])
        }
      }
      expect(redisAnswers).toEqual(memoryAnswers)
      // The table is meant to reach the limit: some answers must be refusals.
      expect(memoryAnswers.some((a) => a !== 'done' && !a.allowed)).toBe(true)
    })
  }

  it('unpaid accounts: same answers as UnpaidAccounts (one per e-mail, settle frees a slot, the window forgets)', async () => {
    let now = 1_800_000_000_000
    const memory = new UnpaidAccounts(2, 60_000, () => now)
    const redis = new RedisWindows(client(), prefix(), () => now)
    const both = async (address: string, email: string) => {
      const local = memory.consume(address, email)
      const shared = await redis.consumeUnpaid('unpaid', 2, 60_000, address, email)
      expect(shared).toEqual(local)
      return shared
    }
    const settle = async (email: string) => {
      memory.settle(email)
      await redis.settleUnpaid('unpaid', email)
    }
    expect((await both('office', 'a@x')).allowed).toBe(true)
    expect((await both('office', 'a@x')).allowed).toBe(true)
    now += 1_000
    expect((await both('office', 'b@x')).allowed).toBe(true)
    now += 1_000
    expect(await both('office', 'c@x')).toEqual({ allowed: false, retryAfterMs: 58_000 })
    expect((await both('home', 'c@x')).allowed).toBe(true)
    await settle('a@x')
    expect((await both('office', 'd@x')).allowed).toBe(true)
    expect((await both('office', 'e@x')).allowed).toBe(false)
    await settle('nobody@x')
    now += 60_001
    expect((await both('office', 'e@x')).allowed).toBe(true)
    expect((await both('office', 'f@x')).allowed).toBe(true)
    expect((await both('office', 'g@x')).allowed).toBe(false)
  })

  it('keys carry the prefix and expire with their window (PEXPIRE)', async () => {
    const redis = client()
    const p = prefix()
    const windows = new RedisWindows(redis, p)
    await windows.run('consume', [{ name: 'mails', limit: 5, windowMs: 900_000, key: 'ada@example.com' }])
    const ttl = await redis.pTTL(`${p}mails:ada@example.com`)
    expect(ttl).toBeGreaterThan(899_000)
    expect(ttl).toBeLessThanOrEqual(900_000)
    await windows.consumeUnpaid('unpaid', 20, 3_600_000, '192.0.2.1', 'ada@example.com')
    expect(await redis.pTTL(`${p}unpaid:address:192.0.2.1`)).toBeGreaterThan(3_599_000)
    expect(await redis.pTTL(`${p}unpaid:email:ada@example.com`)).toBeGreaterThan(3_599_000)
  })
})

describe('Redis sliding window under concurrent consumers (Redis clock, several connections)', () => {
  it('50 concurrent consumes on a limit of 5 let exactly 5 through', async () => {
    const p = prefix()
    const instances = Array.from({ length: 5 }, () => new RedisWindows(client(), p))
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        instances[i % instances.length].run('consume', [{ name: 'w', limit: 5, windowMs: 60_000, key: 'crowd' }]),
      ),
    )
    expect(verdicts.filter(([v]) => v.allowed)).toHaveLength(5)
    const refused = verdicts.filter(([v]) => !v.allowed).map(([v]) => (v.allowed ? 0 : v.retryAfterMs))
    expect(refused).toHaveLength(45)
    for (const ms of refused) expect(ms).toBeGreaterThan(55_000)
    for (const ms of refused) expect(ms).toBeLessThanOrEqual(60_000)
  })

  it('a multi-window consume is atomic: check all, then record all, never half', async () => {
    const p = prefix()
    const instances = Array.from({ length: 5 }, () => new RedisWindows(client(), p))
    const pair = (key: string) => [
      { name: 'perAccount', limit: 5, windowMs: 60_000, key: 'acct' },
      { name: 'perAddress', limit: 8, windowMs: 60_000, key },
    ]
    // 40 requests from 4 addresses: the account's 5 slots are the binding limit.
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => instances[i % 5].run('consume', pair(`10.0.0.${i % 4}`))),
    )
    const allowed = verdicts.filter((v) => v.every((w) => w.allowed))
    expect(allowed).toHaveLength(5)
    // A refused request counted nowhere: the address windows hold exactly the allowed ones.
    const redis = client()
    let inAddressWindows = 0
    for (let a = 0; a < 4; a++) inAddressWindows += await redis.zCard(`${p}perAddress:10.0.0.${a}`)
    expect(inAddressWindows).toBe(5)
    expect(await redis.zCard(`${p}perAccount:acct`)).toBe(5)
  })

  it('unpaid accounts: 30 concurrent new e-mails from one address on a limit of 20 let exactly 20 through', async () => {
    const p = prefix()
    const instances = Array.from({ length: 3 }, () => new RedisWindows(client(), p))
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        instances[i % 3].consumeUnpaid('unpaid', 20, 3_600_000, '198.51.100.9', `buyer-${i}@example.com`),
      ),
    )
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(20)
  })
})

describe('where the limits count (store.ts)', () => {
  const BACKEND = Symbol.for('pebble.rate-limit.redis')
  type Holder = { [BACKEND]?: { client: { disconnect(): Promise<void> } } | null }
  async function storeWith(redisUrl: string) {
    const holder = globalThis as Holder
    await holder[BACKEND]?.client.disconnect().catch(() => undefined)
    delete holder[BACKEND]
    process.env.REDIS_URL = redisUrl
    vi.resetModules()
    return import('@/rate-limit/store')
  }
  afterAll(async () => {
    await (globalThis as Holder)[BACKEND]?.client.disconnect().catch(() => undefined)
    delete process.env.REDIS_URL
  })

  it('with REDIS_URL, in Redis under pebble:rl:', async () => {
    const { RateWindow, REDIS_KEY_PREFIX } = await storeWith(url)
    const name = `unit-${Date.now()}`
    const window = new RateWindow(name, 2, 60_000)
    expect([(await window.consume('k')).allowed, (await window.consume('k')).allowed]).toEqual([true, true])
    expect((await window.consume('k')).allowed).toBe(false)
    expect(await client().zCard(`${REDIS_KEY_PREFIX}${name}:k`)).toBe(2)
    // Counted in Redis, not in this process: the in-memory window is empty.
    expect(window.memory.check('k').allowed).toBe(true)
  })

  it('Redis unreachable: the in-memory windows answer (same limits), logged once', async () => {
    const port = await freePort() // nothing listens there
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const { RateWindow } = await storeWith(`redis://127.0.0.1:${port}`)
      const window = new RateWindow('unit-down', 2, 60_000)
      const answers = []
      for (let i = 0; i < 3; i++) answers.push((await window.consume('k')).allowed)
      expect(answers).toEqual([true, true, false])
      const logged = errors.mock.calls.filter(([line]) => String(line).includes('Redis is unavailable'))
      expect(logged).toHaveLength(1)
    } finally {
      errors.mockRestore()
    }
  })
})
