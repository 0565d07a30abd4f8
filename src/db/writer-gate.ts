/**
 * One writer at a time, in arrival order, without blocking the event loop: SQLite allows one
 * writing connection, and libsql waits for its lock synchronously, so the process queues its
 * writers here instead and the database never sees two of them from this process.
 *
 * A writer that waits longer than `waitMs` gets `DatabaseBusyError` (the API answers 503), so a
 * crowd gets answers instead of a queue that never drains.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY'
  constructor(message = 'The database is busy. Please try again in a moment.') {
    super(message)
    this.name = 'DatabaseBusyError'
  }
}

import { metrics, secondsSince } from '@/observability/metrics.mjs'

type Waiter = { grant: () => void; timer: NodeJS.Timeout }

export class WriterGate {
  private held = false
  private readonly queue: Waiter[] = []

  constructor(private readonly waitMs: number) {}

  /** Resolves with a release function once this caller is the writer. Release exactly once. */
  acquire(): Promise<() => void> {
    if (!this.held) {
      this.held = true
      metrics.sqliteWriterWait.observe(0)
      return Promise.resolve(this.releaser())
    }
    const queued = performance.now()
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer)
          metrics.sqliteWriterWaiting.dec()
          metrics.sqliteWriterWait.observe(secondsSince(queued))
          resolve(this.releaser())
        },
        timer: setTimeout(() => {
          const at = this.queue.indexOf(waiter)
          if (at >= 0) this.queue.splice(at, 1)
          metrics.sqliteWriterWaiting.dec()
          metrics.sqliteWriterTimeouts.inc()
          reject(new DatabaseBusyError())
        }, this.waitMs),
      }
      this.queue.push(waiter)
      metrics.sqliteWriterWaiting.inc()
    })
  }

  /** Runs `work` as the writer. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire()
    try {
      return await work()
    } finally {
      release()
    }
  }

  /** Writers waiting now (for logs and tests). */
  get waiting(): number {
    return this.queue.length
  }

  private releaser(): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.queue.shift()
      if (next) next.grant()
      else this.held = false
    }
  }
}
