import { constants } from 'node:fs'
import { access } from 'node:fs/promises'

import type { Pool } from 'pg'

import { env, isPostgres } from '@/config/env'

import { openThreadConnection, type ThreadConnection } from './sqlite-thread'

export type DatabasePing = { up: true; ms: number } | { up: false; ms: number; error: string }

/**
 * Does the database answer a trivial query within `timeoutMs`? For the health check
 * (`/api/health`), which a load balancer asks every few seconds.
 *
 * It has a connection of its own, not Payload's: the answer must not wait behind a busy pool or
 * the SQLite writer's queue (a crowd is not an outage, and a health check that fails under load
 * takes instances out exactly when they are needed), and it must not start Payload (a check
 * against a database that is down would then wait on Payload's own connect). The query reads
 * Payload's migrations table, so a database without the site's schema (a wrong DATABASE_URL, an
 * empty file) is "down" too.
 *
 * It never hangs and never throws: after `timeoutMs` it answers "down" while the query, if it
 * ever ends, is left to end on its own. The error is a short description fit for a public answer
 * (no host names or addresses); the detail goes to the server's log when the state changes.
 */
export async function pingDatabase(timeoutMs = 2_000): Promise<DatabasePing> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PingTimeout(timeoutMs)), timeoutMs)
  })
  try {
    await Promise.race([isPostgres ? pingPostgres(timeoutMs) : pingSqlite(), timeout])
    noteState(true)
    return { up: true, ms: elapsed(started) }
  } catch (error) {
    noteState(false, error)
    return { up: false, ms: elapsed(started), error: describe(error) }
  } finally {
    clearTimeout(timer)
  }
}

const PING_SQL = 'select 1 from payload_migrations limit 1'

class PingTimeout extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`)
  }
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10

/** A public, address-free description of why the database did not answer. */
function describe(error: unknown): string {
  if (error instanceof PingTimeout) return `no answer within ${error.ms} ms`
  const { code = '', message = '' } = (error ?? {}) as { code?: string; message?: string }
  if (code === 'ENOENT') return 'database file not found'
  if (code === 'EACCES' || code === 'EPERM') return 'database file not accessible'
  if (code === 'ECONNREFUSED') return 'connection refused'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'database host not found'
  if (code === 'ETIMEDOUT' || /timeout/i.test(message)) return 'connection timed out'
  if (code === '42P01' || /no such table/i.test(message)) return 'database has no schema (not migrated)'
  if (code === '3D000') return 'database does not exist'
  if (code === '28P01' || code === '28000') return 'authentication failed'
  if (code === '57P03' || code === '57P01') return 'database is starting up or shutting down'
  return 'database did not answer'
}

// The state is logged when it changes (and the first time), not on every check.
let lastUp: boolean | undefined
function noteState(up: boolean, error?: unknown) {
  if (up === lastUp) return
  lastUp = up
  if (up) console.log('[db] health: database answers')
  else console.error(`[db] health: database down: ${String((error as Error)?.message ?? error)}`)
}

let pool: Pool | undefined
async function pingPostgres(timeoutMs: number) {
  if (!pool) {
    const { default: pg } = await import('pg')
    pool = new pg.Pool({
      connectionString: env.databaseUrl,
      max: 1,
      connectionTimeoutMillis: timeoutMs,
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs,
      // Let go of the connection between checks that are far apart.
      idleTimeoutMillis: 30_000,
      allowExitOnIdle: true,
    })
    // An idle connection that breaks (the server restarts) must not become an uncaught error.
    pool.on('error', () => undefined)
  }
  await pool.query(PING_SQL)
}

let sqlite: ThreadConnection | undefined
async function pingSqlite() {
  // libsql would create a missing file; a health check must not make an empty database.
  const file = env.databaseUrl.replace(/^file:/, '')
  await access(file, constants.R_OK | constants.W_OK)
  try {
    if (!sqlite || sqlite.closed) {
      // A thread of its own, like the app's connections (sqlite-thread.ts); never a busy wait
      // (WAL readers do not wait anyway).
      sqlite = await openThreadConnection(env.databaseUrl)
      await sqlite.execute('PRAGMA busy_timeout = 0')
    }
    await sqlite.execute(PING_SQL)
  } catch (error) {
    sqlite?.close()
    sqlite = undefined
    throw error
  }
}
