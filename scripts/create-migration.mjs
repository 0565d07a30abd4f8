#!/usr/bin/env node
// `npm run migrate:create -- name`: one migration per database kind, from the current config.
import { startPostgres } from './lib/postgres.mjs'
import { ensureRuntime } from './lib/runtime.mjs'
import { ensureLocalSecrets } from './lib/secrets.mjs'
import { log, root, run } from './lib/steps.mjs'
import path from 'node:path'

const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('usage: npm run migrate:create -- <name>   (letters, digits, - and _)')
  process.exit(2)
}
await ensureRuntime()
// Loading the config needs the local secrets; on a fresh clone they are made here, as `npm start` would.
if (ensureLocalSecrets(root)) log('wrote local secrets (and PEBBLE_DEMO=1 unless Stripe is set up) to .env.local')
const payload = path.join(root, 'node_modules/.bin/payload')
run(payload, ['migrate:create', name], { env: { DATABASE_URL: '' } })
const pg = startPostgres()
try {
  run(payload, ['migrate:create', name], { env: { DATABASE_URL: pg.url } })
} finally {
  pg.stop()
}
