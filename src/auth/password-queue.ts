import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'

import { hurryOnDrain } from '@/config/held-work.mjs'
import { metrics } from '@/observability/metrics.mjs'

/**
 * THE queue for password work (Argon2id hashes, sign-in checks), which runs on libuv's thread pool.
 *
 * - **At most cores − 1 at once**, so one core always serves pages: with four hashing threads on
 *   two cores, `/charging` took up to 6 s during a 20-buyer burst.
 * - **Urgent work first**, in arrival order: a sign-in, a password check, a hash someone waits for.
 * - **Deferred work waits for a quiet server**: a new buyer's first password, stored after the
 *   order's answer (accounts.ts, `storePasswordSoon`), starts once the server's thread was less than
 *   half busy over the last tick, or after `deferAtMostMs` at the latest. In a launch burst its
 *   ~11 ms of CPU per buyer (the hash, and the kernel zeroing its 19 MiB) otherwise competed with
 *   the placements themselves: 50 buyers placing at once took 1.6 s instead of 1.0 s. Someone who
 *   needs the password meanwhile (a retry proving it, a sign-in) hurries it, and so does a server
 *   that starts draining (scripts/serve.mjs, SIGTERM).
 */
export type PasswordQueueOptions = {
  /** Password work at once. */
  threads: number
  /** Event-loop utilisation (0–1, over the last tick) under which the server counts as quiet. */
  quietBelow: number
  tickMs: number
  /** The longest deferred work waits for a quiet moment. */
  deferAtMostMs: number
  /** Hears how much deferred work waits, on every change. */
  onDeferred?: (waiting: number) => void
}

type Waiter = { start: () => void; since: number }

export function createPasswordQueue({ threads, quietBelow, tickMs, deferAtMostMs, onDeferred }: PasswordQueueOptions) {
  let running = 0
  const urgent: Waiter[] = []
  const deferred: Waiter[] = []
  let quiet = false
  let stopping = false
  let lastUtilisation = performance.eventLoopUtilization()
  let ticker: NodeJS.Timeout | undefined

  function startWhatMay() {
    while (running < threads) {
      const next = urgent.shift() ?? dueDeferred()
      if (!next) break
      running++
      next.start()
    }
    onDeferred?.(deferred.length)
  }

  function dueDeferred(): Waiter | undefined {
    const first = deferred[0]
    if (first && (quiet || performance.now() - first.since >= deferAtMostMs)) return deferred.shift()
  }

  function tick() {
    const sample = performance.eventLoopUtilization()
    quiet = performance.eventLoopUtilization(sample, lastUtilisation).utilization < quietBelow
    lastUtilisation = sample
    startWhatMay()
    if (deferred.length === 0) {
      clearInterval(ticker)
      ticker = undefined
    }
  }

  async function run<T>(work: () => Promise<T>, waiter: Waiter | null): Promise<T> {
    if (waiter) await new Promise<void>((resolve) => ((waiter.start = resolve), startWhatMay()))
    try {
      return await work()
    } finally {
      running--
      startWhatMay()
    }
  }

  /** Password work someone waits for (a sign-in, a check, a sign-up's hash). */
  function now<T>(work: () => Promise<T>): Promise<T> {
    if (running < threads && urgent.length === 0) {
      running++
      return run(work, null)
    }
    const waiter: Waiter = { start: () => {}, since: performance.now() }
    urgent.push(waiter)
    return run(work, waiter)
  }

  return {
    /** Makes every deferred piece of work urgent, and all that comes later (the server is stopping). */
    hurryAll() {
      stopping = true
      urgent.push(...deferred.splice(0))
      startWhatMay()
    },

    now,

    /**
     * Password work nobody waits for yet, done when the server is quiet. `hurry()` makes it urgent
     * (once someone waits for it).
     */
    deferred<T>(work: () => Promise<T>): { done: Promise<T>; hurry: () => void } {
      if (stopping) return { done: now(work), hurry: () => {} }
      const waiter: Waiter = { start: () => {}, since: performance.now() }
      deferred.push(waiter)
      if (!ticker) {
        // Quiet is judged afresh: what the last tick saw may be long past.
        quiet = false
        lastUtilisation = performance.eventLoopUtilization()
        ticker = setInterval(tick, tickMs)
      }
      return {
        done: run(work, waiter),
        hurry() {
          const at = deferred.indexOf(waiter)
          if (at < 0) return
          deferred.splice(at, 1)
          urgent.push(waiter)
          startWhatMay()
        },
      }
    },
  }
}

// One queue per process, on globalThis: Next.js may load this module once per route bundle, and
// the cap, the order and a hurry must hold across all of them (as for metrics.mjs).
const QUEUE = Symbol.for('pebble.password-queue')
const shared = globalThis as typeof globalThis & { [QUEUE]?: ReturnType<typeof createPasswordQueue> }
const queue = (shared[QUEUE] ??= createPasswordQueue({
  threads: Math.max(1, availableParallelism() - 1),
  quietBelow: 0.5,
  tickMs: 50,
  // The account has no password until then; a server stopped meanwhile leaves it without one.
  deferAtMostMs: 5_000,
  onDeferred: (waiting) => metrics.passwordHashesDeferred.set(waiting),
}))
hurryOnDrain(queue.hurryAll)

export const withPasswordWork = queue.now
export const deferPasswordWork = queue.deferred
