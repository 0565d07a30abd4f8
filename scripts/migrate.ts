// Applies the committed migrations for the configured database (SQLite or Postgres).
import './lib/load-env'

import { env } from '../src/config/env'
import { acquirePrepareLock } from '../src/db/prepare-lock'
import { ensureSearchIndex } from '../src/content/search/sync'
import { payloadClient } from '../src/db/payload'

// The same lock as prepare-data.ts: never two migrations of one database at once.
const lock = await acquirePrepareLock({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  onWait: (holder) => console.log(`[pebble] waiting for ${holder} to finish migrating…`),
})
const payload = await payloadClient()
await payload.db.migrate()
// Site search's index for the content that is there (a no-op when it is current).
await ensureSearchIndex(payload)
await payload.destroy?.()
await lock.release()
process.exit(0)
