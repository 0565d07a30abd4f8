// One SQLite connection, owned by a worker thread (src/db/sqlite-thread.ts starts it). libsql
// runs every statement synchronously: here that blocks this thread only, never the server's.
//
// Plain JavaScript, loaded by path at run time: the server's bundles never contain it.
import { parentPort, workerData } from 'node:worker_threads'

import { createClient } from '@libsql/client'

const client = createClient({ url: workerData.url })

/** Rows travel as plain arrays (structured clone keeps no named properties on arrays). */
const plain = (result) => ({
  columns: result.columns,
  columnTypes: result.columnTypes,
  rows: result.rows.map((row) => Array.from(row)),
  rowsAffected: result.rowsAffected,
  lastInsertRowid: result.lastInsertRowid,
})

const operations = {
  execute: async (stmt) => plain(await client.execute(stmt)),
  batch: async ([stmts, mode]) => (await client.batch(stmts, mode)).map(plain),
  migrate: async (stmts) => (await client.migrate(stmts)).map(plain),
  executeMultiple: (sql) => client.executeMultiple(sql),
}

parentPort.on('message', async ({ id, op, input }) => {
  if (op === 'close') {
    client.close()
    parentPort.close()
    return
  }
  try {
    parentPort.postMessage({ id, result: await operations[op](input) })
  } catch (error) {
    const { message, code, rawCode, name } = error ?? {}
    parentPort.postMessage({ id, error: { message: String(message ?? error), code, rawCode, name } })
  }
})
