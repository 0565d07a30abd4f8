/**
 * An in-process sliding-window log: at most `limit` events per key within `windowMs`.
 * The store for one instance (no REDIS_URL), and the fallback while Redis cannot be reached;
 * redis-windows.ts keeps the same log in Redis for several instances (store.ts chooses).
 */
export type WindowVerdict = { allowed: true } | { allowed: false; retryAfterMs: number }

export class SlidingWindow {
  private readonly events = new Map<string, number[]>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether one more event for `key` would be within the limit (records nothing). */
  check(key: string): WindowVerdict {
    const recent = this.recent(key)
    if (recent.length < this.limit) return { allowed: true }
    return {
      allowed: false,
      retryAfterMs: Math.max(1, recent[recent.length - this.limit] + this.windowMs - this.now()),
    }
  }

  record(key: string): void {
    const recent = this.recent(key)
    recent.push(this.now())
    this.events.set(key, recent)
    if (this.events.size > 50_000) this.sweep()
  }

  /** check() then record() when allowed: the usual "consume one" step. */
  consume(key: string): WindowVerdict {
    const verdict = this.check(key)
    if (verdict.allowed) this.record(key)
    return verdict
  }

  reset(key: string): void {
    this.events.delete(key)
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs
    const list = (this.events.get(key) ?? []).filter((t) => t > since)
    if (list.length) this.events.set(key, list)
    else this.events.delete(key)
    return list
  }

  /** Drops keys with no event in the window, so memory stays bounded under a flood of keys. */
  private sweep(): void {
    for (const key of [...this.events.keys()]) this.recent(key)
  }
}
