import { sqliteAdapter } from '@payloadcms/db-sqlite'

import { openSqlite, type SqliteClientOptions } from './sqlite-client'

type SqliteAdapterArgs = Parameters<typeof sqliteAdapter>[0]

/**
 * Payload's SQLite adapter on our connection (sqlite-client.ts: WAL, one writer path, no busy
 * waiting on the event loop). The adapter opens its own libsql client only when it has none, so
 * ours is in place before it connects; everything else is Payload's.
 *
 * Transactions stay off for Payload's own operations (its SQLite default): an editor's upload or
 * a sign-in would otherwise hold the one writer while it resizes images or hashes a password.
 * The writes that must be all-or-nothing (orders, payments, accounts) open one explicitly
 * (src/db/transaction.ts).
 */
export function sqliteDatabase(
  args: Omit<SqliteAdapterArgs, 'busyTimeout' | 'wal' | 'transactionOptions'> & {
    connection?: Omit<SqliteClientOptions, 'url'>
  },
) {
  const { connection, ...adapterArgs } = args
  const base = sqliteAdapter(adapterArgs)
  return {
    ...base,
    init: (options: Parameters<typeof base.init>[0]) => {
      const adapter = base.init(options)
      const own = adapter as unknown as { client?: unknown; connect: (this: unknown, o?: unknown) => Promise<void> }
      const connect = own.connect
      own.connect = async function (this: { client?: unknown }, connectOptions?: unknown) {
        if (!this.client) this.client = await openSqlite({ url: args.client.url, ...connection })
        return connect.call(this, connectOptions)
      } as typeof own.connect
      return adapter
    },
  }
}
