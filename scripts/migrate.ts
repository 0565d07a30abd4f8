// Applies the committed migrations for the configured database (SQLite or Postgres).
import './lib/load-env'

import { getPayload } from 'payload'

import config from '../src/payload.config'

const payload = await getPayload({ config })
await payload.db.migrate()
await payload.destroy?.()
process.exit(0)
