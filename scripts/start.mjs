#!/usr/bin/env node
// `npm start`: install, make local secrets, migrate, seed demo content, build when stale, serve.
import { ensureLocalSecrets } from './lib/secrets.mjs'
import { ensureBuild, ensureDependencies, log, prepareData, root, run } from './lib/steps.mjs'
import path from 'node:path'

const dev = process.argv.includes('--dev')
const port = process.env.PORT || '3000'

try {
  ensureDependencies()
  if (ensureLocalSecrets(root)) log('wrote local secrets (and PEBBLE_DEMO=1 unless Stripe is set up) to .env.local')
  prepareData()
  if (dev) {
    run(path.join(root, 'node_modules/.bin/next'), ['dev', '-p', port], { env: { NEXT_TELEMETRY_DISABLED: '1' } })
  } else {
    ensureBuild()
    log(`starting on http://localhost:${port} (admin: http://localhost:${port}/admin)`)
    run(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
      env: { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', PORT: port },
    })
  }
} catch (error) {
  console.error(`\n[pebble] ${error.message}`)
  process.exit(1)
}
