// Applies committed migrations, then seeds demo content into an empty database
// (unless PEBBLE_DEMO_CONTENT=0, as on a production database). Holds the database's prepare lock
// meanwhile (src/db/prepare-lock.ts): two releases or instances booting at once take turns, and
// the second finds everything done.
import './lib/load-env'

import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { env } from '../src/config/env'
import { acquirePrepareLock } from '../src/db/prepare-lock'
import { ensureSearchIndex } from '../src/content/search/sync'
import { payloadClient } from '../src/db/payload'
import { seed } from '../src/seed/seed'
import { seedDemoStaff } from '../src/seed/staff'

const lock = await acquirePrepareLock({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  onWait: (holder) => console.log(`[pebble] waiting for ${holder} to finish migrating and seeding…`),
})
if (lock.waitedMs > 1000) console.log(`[pebble] got the prepare lock after ${(lock.waitedMs / 1000).toFixed(1)} s`)

const payload = await payloadClient()
// With PAYLOAD_DB_PUSH=1 (development only) Payload pushed the schema already on init.
if (!env.devSchemaPush) await payload.db.migrate()

const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
if (totalDocs === 0 && process.env.PEBBLE_DEMO_CONTENT !== '0') {
  const started = Date.now()
  payload.logger.info('Empty database: seeding demo content…')
  await seedDemoStaff(payload)
  await seed(payload)
  writeFileSync(path.join(process.env.DATA_DIR || 'data', '.seed-id'), randomUUID())
  payload.logger.info(`Demo content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
// Site search's index for content that is there (a database migrated to the search index, or
// content written without hooks); a no-op when it is current.
await ensureSearchIndex(payload)
await payload.destroy?.()
await lock.release()
process.exit(0)
