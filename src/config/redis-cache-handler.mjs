// Next.js's cache (unstable_cache data and rendered pages) on Redis, shared by every instance of
// the site. next.config.ts sets this file as `cacheHandler` when REDIS_URL is set; without it Next
// keeps its default per-process cache. Plain JavaScript: Next.js imports it at run time, unbundled.
//
// @trieb.work/nextjs-turbo-redis-cache does the work (docs/architecture/caching-and-cluster.md, "shared cache and media");
// this wrapper sets its options:
//   database 0               the handler's default is database 1 unless VERCEL_ENV=production
//   inMemoryCachingTime 0    no per-process copy of Redis reads: an expired tag is seen by every
//                            instance on its next read (REDIS_CACHE_MEMORY_MS to trade freshness for reads)
//   key prefix               KEY_PREFIX, else the build's BUILD_ID (read from serverDistDir), so
//                            instances of one build share entries and a new build starts clean
// and adds one rule of its own, below: when a tag expired, kept in Redis and checked on every read.
// Redis needs `notify-keyspace-events Exe` (the handler keeps its tag maps in step on expiry).
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache'

import { metrics } from '../observability/metrics.mjs'
import { redisClient, withTimeout } from './redis-client.mjs'

/** Redis hash: cache tag → when it last expired (ms since the epoch), one for every instance. */
export const TAG_EXPIRED_AT_KEY = 'pebble:cache:tag-expired-at'
/** Longer than a page's render: what a render read before an edit is stored by then. */
export const LATE_WRITE_MS = 1000

const CLIENT = Symbol.for('pebble.cache.tag-times')
/** How long the first commands wait for the connection to open (as the handler's own reads do). */
const FIRST_CONNECT_MS = 2000
const COMMAND_TIMEOUT_MS = 500

/**
 * One connection per process for the tag times (Next may load this module more than once), and
 * `ready`: settled once it is first open, or has failed, or FIRST_CONNECT_MS have passed.
 */
function tagTimes() {
  if (!globalThis[CLIENT]) {
    // A read never waits for Redis to come back: while it is away, entries count as expired.
    globalThis[CLIENT] = redisClient(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
      firstConnectMs: FIRST_CONNECT_MS,
      onError: () => metrics.redisErrors.inc({ client: 'cache' }),
    })
  }
  return globalThis[CLIENT]
}

/** Runs a command once the connection is first open (or known to be down), waiting at most COMMAND_TIMEOUT_MS for it. */
async function withTagTimes(command) {
  const { client, ready } = tagTimes()
  await ready
  return withTimeout(command(client), COMMAND_TIMEOUT_MS)
}

/**
 * Whether any of the entry's tags expired after it was stored, or less than LATE_WRITE_MS before.
 * The handler alone deletes, on `revalidateTag`, the keys its tag map lists at that moment, and
 * that map is kept in step between processes over pub/sub. Two ways an entry outlived its data
 * (Postgres test pass: a header edit that never reached /spec-sheet, a new tag's page that stayed
 * a 404): a render that read the old data just before an edit stored it just after, or a key's
 * tag list was dropped by a delete message that crossed a new write (the handler skips rewriting
 * a key's tags it believes unchanged). Judged by time instead of by the map, neither survives.
 * Assumes the instances' clocks agree to well under a second.
 */
async function expiredSinceStored(entry) {
  const tags = entry.tags ?? []
  if (tags.length === 0) return false
  try {
    const times = await withTagTimes((client) => client.hmGet(TAG_EXPIRED_AT_KEY, tags))
    return times.some((at) => at !== null && entry.lastModified < Number(at) + LATE_WRITE_MS)
  } catch {
    return true // cannot tell: render from the database rather than risk old content
  }
}

export default class PebbleRedisCacheHandler extends CachedHandler {
  constructor(context) {
    super({
      ...context,
      database: 0,
      inMemoryCachingTime: Math.max(0, Number(process.env.REDIS_CACHE_MEMORY_MS || 0)),
    })
    tagTimes()
  }

  /** Records when each tag expired, then lets the handler delete the entries its map lists. */
  async revalidateTag(tagOrTags, ...rest) {
    const tags = [tagOrTags ?? []].flat()
    if (tags.length > 0) {
      const now = String(Date.now())
      await withTagTimes((client) =>
        client.hSet(TAG_EXPIRED_AT_KEY, Object.fromEntries(tags.map((tag) => [tag, now]))),
      ).catch((error) => console.error('[cache] could not record an expired tag', error.message))
    }
    return super.revalidateTag(tagOrTags, ...rest)
  }

  /** Counts each read as a hit, a miss or an error (/api/metrics); a Redis outage reads as misses or errors. */
  async get(key, ctx) {
    try {
      let entry = await super.get(key, ctx)
      if (entry && (await expiredSinceStored(entry))) entry = null
      metrics.cache.inc({ result: entry ? 'hit' : 'miss' })
      return entry
    } catch (error) {
      metrics.cache.inc({ result: 'error' })
      throw error
    }
  }
}
