import pg from 'pg'

/**
 * A Postgres session-level advisory lock held on a connection of its own: whoever holds it leads
 * (e.g. runs the job queue), every other instance waits its turn. Nothing has to expire or be
 * renewed: the lock lives exactly as long as the holder's session, so when the holder's process
 * dies (or its connection drops) Postgres frees it, and the next `tryLead()` of another instance
 * takes it. `pg_try_advisory_lock` never waits, so a tick that does not lead costs one round trip.
 *
 * The connection is not the pool's: a pooled connection goes back to the pool and would carry the
 * lock to whatever request gets it next.
 */
export class AdvisoryLeader {
  private client: pg.Client | null = null
  private connecting: Promise<pg.Client> | null = null
  private holding = false

  constructor(
    private readonly connectionString: string,
    /** The lock's key: one number per kind of leadership, the same on every instance. */
    private readonly key: bigint,
    /** Shown in pg_stat_activity, so an operator sees which instance leads. */
    private readonly applicationName: string,
  ) {}

  /** Whether this instance held the lock at its last `tryLead()` (and its connection has not dropped since). */
  get leads(): boolean {
    return this.holding
  }

  /**
   * Takes the lock if it is free, or confirms that this instance still holds it (one query on its
   * connection, which also notices a connection Postgres has closed). Never throws: a database
   * that cannot be reached means not leading.
   */
  async tryLead(): Promise<boolean> {
    try {
      const client = await this.connection()
      if (this.holding) {
        await client.query('SELECT 1')
        return true
      }
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        this.key.toString(),
      ])
      this.holding = rows[0]?.locked === true
      return this.holding
    } catch (error) {
      this.drop(error as Error)
      return false
    }
  }

  /** A query on the leader's own connection (only while leading: e.g. the stale-job sweep). */
  async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    if (!this.holding || !this.client) throw new Error('not the leader')
    return this.client.query<R>(text, values)
  }

  /** Gives the lock back (the session ends): another instance may lead from its next tick. */
  async release(): Promise<void> {
    const client = this.client
    this.client = null
    this.holding = false
    await client?.end().catch(() => {})
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client)
    if (!this.connecting) {
      const client = new pg.Client({
        connectionString: this.connectionString,
        application_name: this.applicationName,
        connectionTimeoutMillis: 5_000,
        statement_timeout: 15_000,
        // A silently dead peer is noticed by TCP keep-alive, not only at the next query.
        keepAlive: true,
      })
      client.on('error', (error) => this.drop(error))
      client.on('end', () => {
        if (this.client === client) this.drop(new Error('connection ended'))
      })
      this.connecting = client
        .connect()
        .then(() => {
          this.client = client
          return client
        })
        .finally(() => {
          this.connecting = null
        })
    }
    return this.connecting
  }

  private drop(error: Error) {
    const wasLeading = this.holding
    const client = this.client
    this.client = null
    this.holding = false
    client?.end().catch(() => {})
    if (wasLeading) console.warn(`[jobs] lost the leader lock (${error.message}); another instance may take over`)
  }
}
