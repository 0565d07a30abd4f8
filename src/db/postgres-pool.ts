import type { PoolConfig } from 'pg'

import { TracedClient } from './traced-pg-client'

/**
 * The Postgres pool of one app instance, sized on purpose.
 *
 * Transactions here are short (a few statements; password hashing, mail and payment-provider
 * calls happen outside them), so a connection is busy for milliseconds per request and 20 per
 * instance serve a launch crowd; five instances stay well under Postgres's default
 * max_connections of 100. `DATABASE_POOL_MAX` changes it.
 *
 * Nothing waits forever: a request that cannot get a connection within 5 s, a statement stuck
 * behind a lock for 5 s, any statement running 15 s and a transaction left idle for 15 s all end
 * with an error (the API answers 503) and give their connection and locks back.
 */
export function postgresPool(connectionString: string): PoolConfig {
  return {
    connectionString,
    max: Number(process.env.DATABASE_POOL_MAX) || 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    lock_timeout: 5_000,
    statement_timeout: 15_000,
    idle_in_transaction_session_timeout: 15_000,
    // With traces on (src/instrumentation.ts), every query is a span.
    ...(process.env.OTEL_EXPORTER_OTLP_ENDPOINT ? { Client: TracedClient as unknown as PoolConfig['Client'] } : {}),
  }
}
