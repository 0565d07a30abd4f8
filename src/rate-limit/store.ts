import { env } from '@/config/env'
import { redisClient, withTimeout } from '@/config/redis-client.mjs'
import { metrics } from '@/observability/metrics.mjs'

import { type RedisClient, RedisWindows, type WindowMode } from './redis-windows'
import { SlidingWindow, type WindowVerdict } from './sliding-window'
import { UnpaidAccounts } from './unpaid-accounts'

/**
 * Where the rate limits count. Without REDIS_URL: in this process's memory (sliding-window.ts),
 * right for one instance. With REDIS_URL: in Redis (redis-windows.ts), so every instance behind
 * the load balancer counts into the same windows and a guesser cannot multiply the limits by
 * spreading requests over instances. If Redis cannot be reached, each step falls back to the
 * in-memory windows (limits per instance, never none) and the server logs it once per outage.
 */
export const REDIS_KEY_PREFIX = 'pebble:rl:'

type Backend = { windows: RedisWindows; client: RedisClient; firstConnect: Promise<void>; down: boolean }
const BACKEND = Symbol.for('pebble.rate-limit.redis')
type WithBackend = typeof globalThis & { [BACKEND]?: Backend | null }
/** How long a step waits for Redis's answer before the memory windows answer instead. */
const COMMAND_TIMEOUT_MS = 1000

/** The one Redis connection per server process (module copies in several route chunks share it). */
function backend(): Backend | null {
  if (!env.redisUrl) return null
  const holder = globalThis as WithBackend
  if (holder[BACKEND] === undefined) {
    // A request never waits for Redis to come back: while it is away, the memory windows answer.
    // Requests made while the first connection is being set up wait for it (at most 2 s).
    const { client, ready } = redisClient(env.redisUrl, {
      connectTimeoutMs: 2000,
      firstConnectMs: 2000,
      onError: (error) => outage(created, error),
    })
    client.on('ready', () => recovered(created))
    const created: Backend = {
      client,
      firstConnect: ready,
      down: false,
      windows: new RedisWindows(client, REDIS_KEY_PREFIX),
    }
    holder[BACKEND] = created
  }
  return holder[BACKEND] ?? null
}

// The outage flag lives with the connection, so module copies log an outage once between them.
function outage(backend: Backend, error: Error) {
  metrics.redisErrors.inc({ client: 'rate_limit' })
  if (backend.down) return
  backend.down = true
  console.error(
    `[rate-limit] Redis is unavailable (${error.message}); limits are counted per instance until it is back`,
  )
}
function recovered(backend: Backend) {
  if (!backend.down) return
  backend.down = false
  console.info('[rate-limit] Redis is back; limits are shared across instances again')
}

/** Runs `shared` on Redis when there is one and it answers, else `local` on this process's memory. */
async function either<T>(shared: (w: RedisWindows) => Promise<T>, local: () => T): Promise<T> {
  const redis = backend()
  if (!redis) return local()
  await redis.firstConnect
  try {
    const result = await withTimeout(shared(redis.windows), COMMAND_TIMEOUT_MS)
    recovered(redis)
    return result
  } catch (error) {
    outage(redis, error as Error)
    return local()
  }
}

/** Connects to Redis at start-up (when REDIS_URL is set), so the first request does not wait for it. */
export function connectRateLimitStore(): void {
  backend()
}

/** A named sliding window: at most `limit` events per key within `windowMs`. */
export class RateWindow {
  /** The in-memory window: the only one without REDIS_URL, the fallback with it. */
  readonly memory: SlidingWindow

  constructor(
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {
    this.memory = new SlidingWindow(limit, windowMs)
  }

  check(key: string): Promise<WindowVerdict> {
    return windowsStep('check', [[this, key]]).then(([verdict]) => verdict)
  }

  record(key: string): Promise<void> {
    return windowsStep('record', [[this, key]]).then(() => undefined)
  }

  consume(key: string): Promise<WindowVerdict> {
    return windowsStep('consume', [[this, key]]).then(([verdict]) => verdict)
  }

  reset(key: string): Promise<void> {
    return either(
      (redis) => redis.reset(this.name, key),
      () => this.memory.reset(key),
    )
  }
}

/**
 * One step over several windows, atomic on Redis: `check` answers for each, `record` counts an
 * event in each, `consume` counts in each only when all have room (one instance's check cannot
 * interleave with another's record).
 */
export async function windowsStep(mode: WindowMode, windows: [RateWindow, string][]): Promise<WindowVerdict[]> {
  const verdicts = await windowsStepOn(mode, windows)
  verdicts.forEach((verdict, i) => {
    if (!verdict.allowed) metrics.rateLimitRefusals.inc({ policy: windows[i][0].name })
  })
  return verdicts
}

function windowsStepOn(mode: WindowMode, windows: [RateWindow, string][]): Promise<WindowVerdict[]> {
  return either(
    (redis) =>
      redis.run(
        mode,
        windows.map(([w, key]) => ({ name: w.name, limit: w.limit, windowMs: w.windowMs, key })),
      ),
    () => {
      const verdicts = windows.map(([w, key]) => (mode === 'record' ? { allowed: true as const } : w.memory.check(key)))
      if (mode === 'record' || (mode === 'consume' && verdicts.every((v) => v.allowed)))
        for (const [w, key] of windows) w.memory.record(key)
      return verdicts
    },
  )
}

/** Unpaid new accounts per address (unpaid-accounts.ts for the rule), shared through Redis like the windows. */
export class SharedUnpaidAccounts {
  readonly memory: UnpaidAccounts

  constructor(
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {
    this.memory = new UnpaidAccounts(limit, windowMs)
  }

  async consume(address: string, email: string): Promise<WindowVerdict> {
    const verdict = await either(
      (redis) => redis.consumeUnpaid(this.name, this.limit, this.windowMs, address, email),
      () => this.memory.consume(address, email),
    )
    if (!verdict.allowed) metrics.rateLimitRefusals.inc({ policy: this.name })
    return verdict
  }

  settle(email: string): Promise<void> {
    return either(
      (redis) => redis.settleUnpaid(this.name, email),
      () => this.memory.settle(email),
    )
  }
}
