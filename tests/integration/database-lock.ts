import path from 'node:path'

/**
 * Holds the test server's database write lock from this process, as a backup, a migration or a
 * stuck script would: SQLite's write lock (BEGIN IMMEDIATE on the same file), or on Postgres an
 * EXCLUSIVE lock on the tables an order writes (reads still pass).
 */
export async function holdWriteLock(): Promise<{ release: () => Promise<void> }> {
  const url = process.env.DATABASE_URL
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('begin')
    await client.query('lock table customers, orders, payments in exclusive mode')
    return {
      release: async () => {
        await client.query('rollback')
        await client.end()
      },
    }
  }
  if (!process.env.TEST_DATA_DIR) throw new Error('TEST_DATA_DIR is not set: run through `npm test`')
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${path.resolve(process.env.TEST_DATA_DIR, 'pebble.db')}` })
  // The server may be writing this moment (a new account's password, stored when it is quiet):
  // wait for that write rather than fail.
  await client.execute('PRAGMA busy_timeout = 5000')
  await client.execute('BEGIN IMMEDIATE')
  return {
    release: async () => {
      await client.execute('ROLLBACK')
      client.close()
    },
  }
}
