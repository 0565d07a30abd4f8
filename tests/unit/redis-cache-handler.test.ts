import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/cluster.mjs'
import { startRedis } from '../../scripts/lib/redis.mjs'

// The cluster's Next.js cache handler (src/config/redis-cache-handler.mjs) against a real
// redis-server: `npm test` starts one (PEBBLE_TEST_REDIS_URL); run alone, this file starts its own.
type Entry = { lastModified: number; tags: string[]; value: { kind: string; data: { body: string } } }
type Handler = {
  get(key: string, ctx: object): Promise<Entry | null>
  set(key: string, data: object, ctx: object): Promise<void>
  revalidateTag(tags: string | string[], durations?: object): Promise<void>
}

let handler: Handler
let mod: { default: new (context: object) => Handler; LATE_WRITE_MS: number; TAG_EXPIRED_AT_KEY: string }
let lateWriteMs: number
let redis: ReturnType<typeof createClient>
let stopOwn: (() => Promise<void>) | null = null
// Each run keeps its entries under its own prefix (the handler reads KEY_PREFIX).
const prefix = `pebble-cache-test-${Date.now()}-${Math.random().toString(36).slice(2)}:`
let n = 0
const earlyTag = `early-${Date.now()}`
const fresh = (name: string) => `${name}-${++n}`

/** What unstable_cache stores: a FETCH entry, with the cache tags it was read under. */
const store = (key: string, tags: string[], body = key) =>
  handler.set(
    key,
    { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false },
    { fetchCache: true, tags },
  )
const read = async (key: string, tags: string[]) =>
  (await handler.get(key, { kind: 'FETCH', tags, softTags: [] }))?.value.data.body ?? null
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  let url = process.env.PEBBLE_TEST_REDIS_URL ?? ''
  if (!url) {
    const own = await startRedis({ port: await freePort(), log: () => {} })
    url = own.url
    stopOwn = own.stop
  }
  process.env.REDIS_URL = url
  process.env.KEY_PREFIX = prefix
  mod = (await import('@/config/redis-cache-handler.mjs')) as unknown as typeof mod
  lateWriteMs = mod.LATE_WRITE_MS
  redis = createClient({ url })
  await redis.connect()
  handler = new mod.default({}) as Handler
  // An edit the moment a server starts, its connections still opening.
  await handler.revalidateTag([earlyTag], { expire: 0 })
}, 120_000)

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length > 0) await redis.del(keys)
  await redis.quit()
  await (globalThis as Record<symbol, { client: { quit(): Promise<unknown> } } | undefined>)[
    Symbol.for('pebble.cache.tag-times')
  ]?.client.quit()
  await stopOwn?.()
})

describe('the Redis cache handler serves nothing stored from data older than an edit', () => {
  it('records an edit made while its connection was still opening', async () => {
    expect(Number(await redis.hGet(mod.TAG_EXPIRED_AT_KEY, earlyTag))).toBeGreaterThan(Date.now() - 60_000)
  })

  it('serves an entry until its tag expires, then never again', async () => {
    const [key, tag] = [fresh('header'), fresh('header-tag')]
    await store(key, [tag])
    expect(await read(key, [tag])).toBe(key)
    await handler.revalidateTag([tag], { expire: 0 })
    expect(await read(key, [tag])).toBeNull()
  })

  it('does not serve a render that read before an edit and stored just after it', async () => {
    const [key, tag] = [fresh('page'), fresh('page-tag')]
    await handler.revalidateTag([tag], { expire: 0 })
    await store(key, [tag], 'read before the edit')
    expect(await read(key, [tag])).toBeNull()
  })

  it('expires an entry whose tag list another process dropped', async () => {
    const [key, tag] = [fresh('tags-list'), fresh('tags-list-tag')]
    await store(key, [tag])
    // What a delete message that crossed a new write does: the key's tags leave every process's
    // map (and Redis's copy of it) while the entry itself stays.
    await redis.hDel(`${prefix}__sharedTags__`, key)
    await redis.publish(`${prefix}:sync-channel:__sharedTags__`, JSON.stringify({ type: 'delete', keys: [key] }))
    // fixed wait: the handler says nothing when a sync message from Redis has arrived
    await sleep(100)
    expect(await read(key, [tag])).toBe(key)
    await handler.revalidateTag([tag], { expire: 0 })
    expect(await read(key, [tag])).toBeNull()
  })

  it('caches again what is stored once the edit is past', async () => {
    const [key, tag, other] = [fresh('listing'), fresh('listing-tag'), fresh('untouched-tag')]
    await handler.revalidateTag([tag], { expire: 0 })
    // fixed wait: the edit's late-write window is a rule in time (lateWriteMs); the handler takes no clock
    await sleep(lateWriteMs + 50)
    await store(key, [tag, other], 'rendered after the edit')
    expect(await read(key, [tag, other])).toBe('rendered after the edit')
    const untouched = fresh('untouched')
    await store(untouched, [other])
    expect(await read(untouched, [other])).toBe(untouched)
  })
})
