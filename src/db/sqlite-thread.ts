import { existsSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import type { Client, InStatement, ResultSet, Row, TransactionMode } from '@libsql/client'

import { endSpan, startSpan, statementAttribute } from '@/observability/spans'

/**
 * A libsql connection that lives in a worker thread (sqlite-worker.mjs): the same calls as
 * libsql's `Client` that sqlite-client.ts uses, answered asynchronously. libsql runs SQLite
 * synchronously, so on the server's thread a 3-second query froze every request for 3 seconds;
 * in the worker it delays only the statements queued on that connection.
 */
export type ThreadConnection = Pick<Client, 'execute' | 'batch' | 'migrate' | 'executeMultiple' | 'close'> & {
  readonly closed: boolean
  /** Statements sent and not yet answered: the reader pool picks the least busy connection. */
  readonly pending: number
}

type PlainResult = Omit<ResultSet, 'rows' | 'toJSON'> & { rows: unknown[][] }
type Reply = {
  id: number
  result?: unknown
  error?: { message: string; code?: string; rawCode?: number; name?: string }
}

// Found by path at run time (the bundler must not pull it into the server's chunks). Every entry
// point (npm start, the scripts, the tests) runs from the project's root.
const WORKER_FILE = path.resolve(process.cwd(), 'src/db/sqlite-worker.mjs')

/** The same row libsql builds: values by index (not enumerable) and by column name. */
function toRow(values: unknown[], columns: string[]): Row {
  const row = {} as Row
  Object.defineProperty(row, 'length', { value: values.length })
  values.forEach((value, i) => {
    Object.defineProperty(row, i, { value })
    const column = columns[i]
    if (!Object.hasOwn(row, column))
      Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true })
  })
  return row
}

function toResultSet(plain: PlainResult): ResultSet {
  const rows = plain.rows.map((values) => toRow(values, plain.columns))
  return {
    ...plain,
    rows,
    toJSON: () => ({ ...plain, lastInsertRowid: plain.lastInsertRowid?.toString() ?? null }),
  }
}

/** The worker's error as libsql threw it: drizzle and Payload read `code` (SQLITE_CONSTRAINT_UNIQUE). */
function toError(reply: NonNullable<Reply['error']>): Error {
  return Object.assign(new Error(reply.message), {
    code: reply.code,
    rawCode: reply.rawCode,
    name: reply.name ?? 'Error',
  })
}

export async function openThreadConnection(url: string): Promise<ThreadConnection> {
  if (!existsSync(WORKER_FILE))
    throw new Error(`The SQLite worker is missing: ${WORKER_FILE} (run from the project root).`)
  const worker = new Worker(WORKER_FILE, { workerData: { url } })
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let nextId = 0
  let closed = false

  const settle = (id: number) => {
    const entry = waiting.get(id)
    waiting.delete(id)
    if (waiting.size === 0) worker.unref()
    return entry
  }
  worker.on('message', (reply: Reply) => {
    const entry = settle(reply.id)
    if (reply.error) entry?.reject(toError(reply.error))
    else entry?.resolve(reply.result)
  })
  const failAll = (error: Error) => {
    closed = true
    for (const id of [...waiting.keys()]) settle(id)?.reject(error)
  }
  worker.on('error', failAll)
  worker.on('exit', (code) => failAll(new Error(`The SQLite worker stopped (exit code ${code}).`)))

  const send = <T>(op: string, input: unknown) =>
    new Promise<T>((resolve, reject) => {
      if (closed) return reject(new Error('The SQLite connection is closed.'))
      const id = nextId++
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.ref()
      worker.postMessage({ id, op, input })
    })

  // Referenced while it starts: a script awaiting its first connection with nothing else to keep
  // the process alive otherwise exited with code 13 (a top-level await that never settled), now
  // and then, before Payload had connected. Once online, a script that forgot to close its
  // database still exits: the worker keeps the process alive only while a statement is on its way.
  await new Promise<void>((resolve, reject) => {
    worker.once('online', resolve)
    worker.once('error', reject)
  })
  if (waiting.size === 0) worker.unref()

  return {
    get closed() {
      return closed
    },
    get pending() {
      return waiting.size
    },
    execute: (async (stmt: InStatement) => {
      // One span per statement (a no-op without tracing: src/observability/spans.ts).
      const span = startSpan('db.query', {
        'db.system': 'sqlite',
        'db.statement': statementAttribute(typeof stmt === 'string' ? stmt : stmt.sql),
      })
      try {
        const result = toResultSet(await send<PlainResult>('execute', stmt))
        endSpan(span)
        return result
      } catch (error) {
        endSpan(span, error)
        throw error
      }
    }) as Client['execute'],
    batch: async (stmts: InStatement[], mode?: TransactionMode) =>
      (await send<PlainResult[]>('batch', [stmts, mode])).map(toResultSet),
    migrate: async (stmts: InStatement[]) => (await send<PlainResult[]>('migrate', stmts)).map(toResultSet),
    executeMultiple: (sql: string) => send<void>('executeMultiple', sql),
    close() {
      if (closed) return
      closed = true
      // Statements already sent are answered first: the worker handles messages in order.
      worker.postMessage({ id: -1, op: 'close' })
    },
  }
}
