// Next.js's cache (unstable_cache data and rendered pages) on Redis, shared by every instance of
// the site. next.config.ts sets this file as `cacheHandler` when REDIS_URL is set; without it Next
// keeps its default per-process cache. Plain JavaScript: Next.js imports it at run time, unbundled.
//
// @trieb.work/nextjs-turbo-redis-cache does the work (docs/architecture/caching-and-cluster.md, "shared cache and media");
// this wrapper only sets its options:
//   database 0               the handler's default is database 1 unless VERCEL_ENV=production
//   inMemoryCachingTime 0    no per-process copy of Redis reads: an expired tag is seen by every
//                            instance on its next read (REDIS_CACHE_MEMORY_MS to trade freshness for reads)
//   key prefix               KEY_PREFIX, else the build's BUILD_ID (read from serverDistDir), so
//                            instances of one build share entries and a new build starts clean
// Redis needs `notify-keyspace-events Exe` (the handler keeps its tag maps in step on expiry).
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache'

import { metrics } from '../observability/metrics.mjs'

/** Longer than a page's render: what a render read before an edit is stored by then. */
const LATE_WRITE_MS = 1000

export default class PebbleRedisCacheHandler extends CachedHandler {
  constructor(context) {
    super({
      ...context,
      database: 0,
      inMemoryCachingTime: Math.max(0, Number(process.env.REDIS_CACHE_MEMORY_MS || 0)),
    })
  }

  /**
   * Deletes the tag's entries now, and once more a second later. The handler deletes what its tag
   * map lists at that moment, so a render that read the old data just before an edit and stores its
   * page or data just after would keep the old content until the next edit (seen on the Postgres
   * test pass: a header edit never reached /spec-sheet). The second pass removes such late writes.
   */
  async revalidateTag(tags, ...rest) {
    await super.revalidateTag(tags, ...rest)
    setTimeout(() => {
      super.revalidateTag(tags, ...rest).catch((error) => console.error('late tag expiry failed', error))
    }, LATE_WRITE_MS).unref()
  }

  /** Counts each read as a hit, a miss or an error (/api/metrics); a Redis outage reads as misses or errors. */
  async get(key, ctx) {
    try {
      const entry = await super.get(key, ctx)
      metrics.cache.inc({ result: entry ? 'hit' : 'miss' })
      return entry
    } catch (error) {
      metrics.cache.inc({ result: 'error' })
      throw error
    }
  }
}
