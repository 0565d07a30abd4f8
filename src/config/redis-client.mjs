// The site's one Redis client library: node-redis (`redis`), the one Next's cache handler
// (@trieb.work/nextjs-turbo-redis-cache) is built on and pins. The rate limits (src/rate-limit/store.ts)
// and the cache handler's tag times (redis-cache-handler.mjs) open their connections here, with the
// same rules: a command never waits in a queue while Redis is away (it fails at once and the caller
// falls back), never waits longer than its timeout for an answer, and the connection retries every
// 0.2 s, 0.4 s… at most 2 s apart until Redis is back. Plain JavaScript: the cache handler is
// loaded by Next at run time, unbundled.
import { createClient } from 'redis'

/**
 * A client that is connecting already. `onError` hears every failed connection attempt (the
 * client keeps retrying after it); `ready` settles once the connection first opens, or fails,
 * or `firstConnectMs` have passed: what the first commands wait for.
 * @param {string} url
 * @param {{ connectTimeoutMs?: number, firstConnectMs?: number, onError?: (error: Error) => void }} options
 */
export function redisClient(url, { connectTimeoutMs = 2000, firstConnectMs = 2000, onError = () => {} } = {}) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: (retries) => Math.min((retries + 1) * 200, 2000) },
  })
  client.on('error', onError)
  const ready = new Promise((resolve) => {
    const timer = setTimeout(resolve, firstConnectMs)
    timer.unref()
    for (const event of ['ready', 'end', 'error'])
      client.once(event, () => {
        clearTimeout(timer)
        resolve(undefined)
      })
  })
  // Failures reach 'error'; the client goes on retrying by reconnectStrategy.
  client.connect().catch(() => undefined)
  return { client, ready }
}

/**
 * `promise`, or a rejection after `ms` (node-redis has no per-command timeout; a late answer is dropped).
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
export function withTimeout(promise, ms) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
