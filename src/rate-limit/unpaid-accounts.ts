/**
 * New accounts per client address that have not paid a deposit yet, within a sliding window.
 *
 * Why this rule and not a plain count of sign-ups: at a launch, many real buyers share one
 * address (an office, a carrier's NAT) and every one of them makes an account; a script that
 * makes accounts never pays. Counting only the unpaid ones lets a crowd behind one address
 * through — each deposit paid frees its slot at once — while a script runs out after `limit`.
 * One e-mail address counts once, so a buyer's retries and double submits cost nothing extra.
 */
export class UnpaidAccounts {
  private readonly byAddress = new Map<string, Map<string, number>>()
  private readonly addressOf = new Map<string, string>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a new account for `email` from `address`, unless the address already has `limit` unpaid ones. */
  consume(address: string, email: string): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const entries = this.recent(address)
    if (!entries.has(email) && entries.size >= this.limit) {
      const oldest = Math.min(...entries.values())
      return { allowed: false, retryAfterMs: Math.max(1, oldest + this.windowMs - this.now()) }
    }
    entries.set(email, this.now())
    this.byAddress.set(address, entries)
    this.addressOf.set(email, address)
    if (this.addressOf.size > 100_000) this.sweep()
    return { allowed: true }
  }

  /** The account paid a deposit (or turned out to exist already): it no longer counts. */
  settle(email: string): void {
    const address = this.addressOf.get(email)
    if (address === undefined) return
    this.addressOf.delete(email)
    const entries = this.byAddress.get(address)
    entries?.delete(email)
    if (entries && !entries.size) this.byAddress.delete(address)
  }

  private recent(address: string): Map<string, number> {
    const entries = this.byAddress.get(address) ?? new Map<string, number>()
    const cutoff = this.now() - this.windowMs
    for (const [email, at] of entries) {
      if (at <= cutoff) {
        entries.delete(email)
        this.addressOf.delete(email)
      }
    }
    return entries
  }

  private sweep(): void {
    for (const address of [...this.byAddress.keys()]) {
      if (!this.recent(address).size) this.byAddress.delete(address)
    }
  }
}
