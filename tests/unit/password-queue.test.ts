import { describe, expect, it } from 'vitest'

import { createPasswordQueue } from '@/auth/password-queue'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Keeps the event loop busy for `ms`: 20 ms of synchronous work, then a turn of the loop, again. */
async function busyFor(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    const slice = performance.now() + 20
    while (performance.now() < slice);
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** Work that records when it started and takes `ms`. */
function job(log: string[], name: string, ms = 5) {
  return async () => {
    log.push(name)
    // pacing: the work itself takes this long
    await sleep(ms)
    return name
  }
}

const options = { threads: 1, quietBelow: 0.5, tickMs: 20, deferAtMostMs: 600 }

/**
 * A queue that reports how often its ticks found deferred work and held it (its `onDeferred`,
 * after the first report, which comes as the work is deferred): `held(n)` resolves once n have.
 */
function watchedQueue(overrides: Partial<typeof options> = {}) {
  let reports = 0
  const waiting: { reports: number; resolve: () => void }[] = []
  const queue = createPasswordQueue({
    ...options,
    ...overrides,
    onDeferred: (count) => {
      if (count > 0) reports++
      for (const w of waiting.filter((w) => reports >= w.reports)) w.resolve()
    },
  })
  const held = (ticks: number) =>
    new Promise<void>((resolve) => (reports > ticks ? resolve() : waiting.push({ reports: ticks + 1, resolve })))
  return { queue, held }
}

describe('the password queue', () => {
  it('does deferred work soon on a quiet server', async () => {
    const queue = createPasswordQueue(options)
    const started = performance.now()
    const { done } = queue.deferred(job([], 'hash'))
    expect(await done).toBe('hash')
    expect(performance.now() - started).toBeLessThan(300)
  })

  it('holds deferred work while the server is busy, then does it', async () => {
    const { queue, held } = watchedQueue({ deferAtMostMs: 5_000 })
    const log: string[] = []
    const busy = busyFor(400)
    const { done } = queue.deferred(job(log, 'hash'))
    // Three ticks in the busy spell held it, rather than it running first.
    expect(await Promise.race([held(3).then(() => 'held'), done.then(() => 'ran')])).toBe('held')
    expect(log, 'it started while the server was busy').toEqual([])
    await busy
    await done
    expect(log).toEqual(['hash'])
  })

  it('does deferred work after the longest wait, even on a busy server', async () => {
    const queue = createPasswordQueue(options)
    const log: string[] = []
    const started = performance.now()
    const { done } = queue.deferred(job(log, 'hash'))
    await busyFor(900)
    expect(log).toEqual(['hash'])
    await done
    expect(performance.now() - started).toBeGreaterThanOrEqual(options.deferAtMostMs)
  })

  it('does hurried deferred work at once', async () => {
    const { queue, held } = watchedQueue({ deferAtMostMs: 5_000 })
    let busyOver = false
    const busy = busyFor(400).then(() => (busyOver = true))
    const { done, hurry } = queue.deferred(job([], 'hash'))
    await held(1)
    hurry()
    await done
    expect(busyOver, 'it waited for the server to be quiet').toBe(false)
    await busy
  })

  it('does all deferred work at once once the server is stopping, and what is deferred later too', async () => {
    const { queue, held } = watchedQueue({ deferAtMostMs: 5_000 })
    const log: string[] = []
    let busyOver = false
    const busy = busyFor(500).then(() => (busyOver = true))
    const before = queue.deferred(job(log, 'before'))
    await held(1)
    queue.hurryAll()
    const after = queue.deferred(job(log, 'after'))
    await Promise.all([before.done, after.done])
    expect(busyOver, 'they waited for the server to be quiet').toBe(false)
    expect(log).toEqual(['before', 'after'])
    await busy
  })

  it('does urgent work before deferred work, and no more at once than it has threads', async () => {
    const queue = createPasswordQueue({ ...options, threads: 2 })
    const log: string[] = []
    let atOnce = 0
    let most = 0
    const counted = (name: string) => async () => {
      atOnce++
      most = Math.max(most, atOnce)
      await job(log, name, 30)()
      atOnce--
    }
    const work = [queue.now(counted('sign-in 1')), queue.now(counted('sign-in 2'))]
    const deferred = queue.deferred(counted('new password'))
    work.push(queue.now(counted('sign-in 3')), deferred.done)
    await Promise.all(work)
    expect(log).toEqual(['sign-in 1', 'sign-in 2', 'sign-in 3', 'new password'])
    expect(most).toBe(2)
  })

  it('frees its place when work fails', async () => {
    const queue = createPasswordQueue(options)
    await expect(queue.now(() => Promise.reject(new Error('bad hash')))).rejects.toThrow('bad hash')
    expect(await queue.now(async () => 'next')).toBe('next')
  })
})
