import { AsyncLocalStorage } from 'node:async_hooks'

import {
  createClient,
  type Client,
  type InArgs,
  type InStatement,
  type ResultSet,
  type Transaction,
} from '@libsql/client'

import { DatabaseBusyError, WriterGate } from './writer-gate'

/**
 * The SQLite connection the app runs on: the way production SQLite sites run it.
 *
 * - **WAL**: readers never wait for the writer, and the writer never waits for readers.
 * - **One writer path**: every write of this process (single statements, batches, migrations,
 *   transactions) goes through one connection, one at a time, queued in `WriterGate`. Reads use a
 *   second connection and are never queued.
 * - **No waiting on the event loop**: libsql runs SQLite synchronously, so its busy timeout would
 *   freeze the whole server while another process (a backup, a migration script, a test) holds the
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

/**
 * libsql answers synchronously, so a request's queries would run back to back in one stretch of
 * promise callbacks, and with a crowd several requests' stretches in one: a content page arriving
 * meanwhile waited hundreds of milliseconds for its turn. Each query first lets the event loop
 * take what has arrived (a few microseconds when nothing has).
 */
const takeTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

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
  const { url, writerWaitMs = 8_000, busyRetryMs = 5_000, maxTransactionMs = 15_000, synchronous = 'FULL' } = options
  const gate = new WriterGate(writerWaitMs)

  // A statement that SQLite refused with SQLITE_BUSY stays "in progress" in libsql (it is never
  // reset), and the next COMMIT on that connection fails with "SQL statements in progress" while
  // the connection keeps its write lock: the database then stays locked until a restart. So a
  // connection that met SQLITE_BUSY is never used again; a fresh one takes its place (opening one
  // costs well under a millisecond, and only another process's lock causes it).
  const connect = async (role: 'writer' | 'reader') => {
    const client = createClient({ url })
    await client.execute('PRAGMA busy_timeout = 0')
    await client.execute('PRAGMA foreign_keys = ON')
    if (role === 'writer') await client.execute(`PRAGMA synchronous = ${synchronous}`)
    return client
  }
  const connection = { writer: await connect('writer'), reader: await connect('reader') }
  const on = async <T>(role: 'writer' | 'reader', run: (client: Client) => Promise<T>): Promise<T> => {
    await takeTurn()
    const client = connection[role]
    try {
      return await run(client)
    } catch (error) {
      if (isBusy(error) && connection[role] === client) {
        connection[role] = await connect(role)
        client.close()
      }
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
        if (!rolledBack && connection.writer === conn) {
          connection.writer = await connect('writer')
          conn.close()
        }
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
        await takeTurn()
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
    sync: () => connection.writer.sync(),
    close() {
      connection.reader.close()
      connection.writer.close()
    },
  }
  return client as unknown as SqliteWriterClient
}
