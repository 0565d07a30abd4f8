import { AsyncLocalStorage } from 'node:async_hooks'

import type { Client, InArgs, InStatement, ResultSet, Transaction } from '@libsql/client'

import { openThreadConnection, type ThreadConnection } from './sqlite-thread'
import { DatabaseBusyError, WriterGate } from './writer-gate'

/**
 * The SQLite connection the app runs on: the way production SQLite sites run it.
 *
 * - **WAL**: readers never wait for the writer, and the writer never waits for readers.
 * - **One writer path**: every write of this process (single statements, batches, migrations,
 *   transactions) goes through one connection, one at a time, queued in `WriterGate`. Reads use a
 *   second connection and are never queued.
 * - **Off the server's thread**: libsql runs SQLite synchronously, so each connection lives in a
 *   worker thread of its own (sqlite-thread.ts). A slow query delays the statements behind it on
 *   its connection, never the event loop. Reads spread over `readers` connections, the least busy
 *   first, so one slow read does not hold up the others.
 * - **No waiting for a lock**: a writer waiting on SQLite's busy timeout would hold its thread and
 *   the queue behind it while another process (a backup, a migration script, a test) holds the
 *   lock. The busy timeout is 0 and a busy database is retried here with timers instead.
 * - **A transaction always lets go**: commit, rollback or a watchdog after `maxTransactionMs`
 *   ends it and frees the writer, so a failed or forgotten transaction cannot keep the lock.
 *
 * libsql's own `transaction()` would hand its connection to the transaction and open a fresh one
 * for everyone else (a second writer that then waits for the first): it is not used.
 */
export type SqliteClientOptions = {
  url: string
  /** How long a writer may queue before the caller gets DatabaseBusyError (a 503). */
  writerWaitMs?: number
  /** How long a busy database (another process writing) is retried before giving up. */
  busyRetryMs?: number
  /** A transaction open longer than this is rolled back and the writer freed. */
  maxTransactionMs?: number
  /** PRAGMA synchronous in WAL mode: FULL keeps every acknowledged commit through a power cut. */
  synchronous?: 'FULL' | 'NORMAL'
  /** Reader connections (each a thread): reads run in parallel up to this many. */
  readers?: number
}

const isBusy = (error: unknown) => {
  const code = (error as { code?: string; rawCode?: number })?.code ?? ''
  const message = String((error as Error)?.message ?? '')
  return code.startsWith('SQLITE_BUSY') || /database is locked|SQLITE_BUSY/.test(message)
}

/** Statements that only read: they go to the reader connection outside transactions. */
const READ_ONLY = /^\s*(?:select|explain)\b/i
const isReadOnly = (sql: string) =>
  READ_ONLY.test(sql) || (/^\s*with\b/i.test(sql) && !/\b(?:insert|update|delete|replace)\b/i.test(sql))
const sqlOf = (stmt: InStatement) => (typeof stmt === 'string' ? stmt : stmt.sql)
const statement = (stmt: InStatement, args?: InArgs): InStatement =>
  args === undefined || typeof stmt !== 'string' ? stmt : { sql: stmt, args }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Retries `work` while the database is locked by another process, with growing pauses. */
async function retryWhileBusy<T>(work: () => Promise<T>, budgetMs: number): Promise<T> {
  const deadline = Date.now() + budgetMs
  for (let pause = 2; ; pause = Math.min(pause * 2, 100)) {
    try {
      return await work()
    } catch (error) {
      if (!isBusy(error)) throw error
      if (Date.now() + pause > deadline) throw new DatabaseBusyError()
      await sleep(pause)
    }
  }
}

/**
 * Set while our own transaction's work runs (src/db/transaction.ts). A write that reaches the
 * client from inside it, instead of through the transaction's `req`, would queue behind the very
 * transaction it belongs to: it fails at once with a message that says what to fix.
 */
export const transactionScope = new AsyncLocalStorage<{ open: boolean }>()
const assertNotInsideTransaction = () => {
  if (transactionScope.getStore()?.open)
    throw new Error('A write inside a transaction did not pass its req: it would wait for its own transaction.')
}

export type SqliteWriterClient = Client & { readonly gate: WriterGate }

export async function openSqlite(options: SqliteClientOptions): Promise<SqliteWriterClient> {
  const {
    url,
    writerWaitMs = 8_000,
    busyRetryMs = 5_000,
    maxTransactionMs = 15_000,
    synchronous = 'FULL',
    readers = 2,
  } = options
  const gate = new WriterGate(writerWaitMs)

  // A statement that SQLite refused with SQLITE_BUSY stays "in progress" in libsql (it is never
  // reset), and the next COMMIT on that connection fails with "SQL statements in progress" while
  // the connection keeps its write lock: the database then stays locked until a restart. So a
  // connection that met SQLITE_BUSY (or whose thread died) is never used again; a fresh one takes
  // its place (only another process's lock causes it).
  const connect = async (role: 'writer' | 'reader') => {
    const client = await openThreadConnection(url)
    await client.execute('PRAGMA busy_timeout = 0')
    await client.execute('PRAGMA foreign_keys = ON')
    if (role === 'writer') await client.execute(`PRAGMA synchronous = ${synchronous}`)
    return client
  }
  const connection = {
    writer: await connect('writer'),
    readers: await Promise.all(Array.from({ length: Math.max(1, readers) }, () => connect('reader'))),
  }
  const replace = async (role: 'writer' | 'reader', client: ThreadConnection) => {
    const fresh = await connect(role)
    if (role === 'writer' && connection.writer === client) connection.writer = fresh
    else if (role === 'reader' && connection.readers.includes(client))
      connection.readers[connection.readers.indexOf(client)] = fresh
    else return fresh.close()
    client.close()
  }
  const leastBusyReader = () => connection.readers.reduce((best, c) => (c.pending < best.pending ? c : best))
  const on = async <T>(role: 'writer' | 'reader', run: (client: ThreadConnection) => Promise<T>): Promise<T> => {
    let client = role === 'writer' ? connection.writer : leastBusyReader()
    if (client.closed) {
      await replace(role, client)
      client = role === 'writer' ? connection.writer : leastBusyReader()
    }
    try {
      return await run(client)
    } catch (error) {
      if (isBusy(error)) await replace(role, client)
      throw error
    }
  }
  const writer = { execute: (s: InStatement) => on('writer', (c) => c.execute(s)) }
  const reader = { execute: (s: InStatement) => on('reader', (c) => c.execute(s)) }

  await retryWhileBusy(async () => {
    const mode = await writer.execute('PRAGMA journal_mode')
    if (String(mode.rows[0]?.journal_mode).toLowerCase() !== 'wal') await writer.execute('PRAGMA journal_mode = WAL')
  }, busyRetryMs)

  const write = <T>(work: () => Promise<T>) => {
    assertNotInsideTransaction()
    return gate.run(() => retryWhileBusy(work, busyRetryMs))
  }

  async function transaction(): Promise<Transaction> {
    assertNotInsideTransaction()
    const release = await gate.acquire()
    try {
      await retryWhileBusy(() => writer.execute('BEGIN IMMEDIATE'), busyRetryMs)
    } catch (error) {
      release()
      throw error
    }
    // Every statement of the transaction runs on the connection that began it.
    const conn = connection.writer
    let open = true
    const end = async (sql: 'COMMIT' | 'ROLLBACK') => {
      if (!open) {
        if (sql === 'COMMIT')
          throw new Error('The transaction was already closed (rolled back after running too long).')
        return
      }
      try {
        await conn.execute(sql)
      } catch (error) {
        // A COMMIT that failed leaves the transaction open: roll it back so the lock is freed,
        // and if even that fails, give up the connection (closing it ends the transaction).
        const rolledBack =
          sql === 'ROLLBACK'
            ? false
            : await conn.execute('ROLLBACK').then(
                () => true,
                () => false,
              )
        if (!rolledBack) await replace('writer', conn)
        throw error
      } finally {
        open = false
        clearTimeout(watchdog)
        release()
      }
    }
    const watchdog = setTimeout(() => {
      console.error(`[db] a transaction ran longer than ${maxTransactionMs} ms: rolled back`)
      void end('ROLLBACK').catch(() => undefined)
    }, maxTransactionMs)
    watchdog.unref()
    const ensureOpen = () => {
      if (!open) throw new Error('The transaction is closed.')
    }
    const tx: Transaction = {
      async execute(stmt: InStatement, args?: InArgs) {
        ensureOpen()
        return conn.execute(statement(stmt, args))
      },
      async batch(stmts: InStatement[]) {
        ensureOpen()
        const results: ResultSet[] = []
        for (const stmt of stmts) results.push(await conn.execute(stmt))
        return results
      },
      async executeMultiple(sql: string) {
        ensureOpen()
        return conn.executeMultiple(sql)
      },
      commit: () => end('COMMIT'),
      rollback: () => end('ROLLBACK'),
      close: () => void end('ROLLBACK').catch(() => undefined),
      get closed() {
        return !open
      },
    } as Transaction
    return tx
  }

  const client = {
    gate,
    protocol: 'file',
    get closed() {
      return connection.writer.closed
    },
    async execute(stmt: InStatement, args?: InArgs) {
      const s = statement(stmt, args)
      if (isReadOnly(sqlOf(s))) return retryWhileBusy(() => reader.execute(s), busyRetryMs)
      return write(() => writer.execute(s))
    },
    batch: (stmts: InStatement[], mode?: 'write' | 'read' | 'deferred') =>
      write(() => on('writer', (c) => c.batch(stmts, mode === 'read' ? 'deferred' : mode))),
    migrate: (stmts: InStatement[]) => write(() => on('writer', (c) => c.migrate(stmts))),
    executeMultiple: (sql: string) => write(() => on('writer', (c) => c.executeMultiple(sql))),
    transaction,
    sync: async () => undefined,
    close() {
      for (const reader of connection.readers) reader.close()
      connection.writer.close()
    },
  }
  return client as unknown as SqliteWriterClient
}
