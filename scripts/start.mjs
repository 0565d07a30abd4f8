#!/usr/bin/env node
// `npm start`: install, make local secrets, migrate, seed demo content, build when stale, serve.
// With PEBBLE_SKIP_PREPARE=1 it only serves the build that is there (an instance of a site
// whose `npm run release` has migrated and built once): no install, no migration, no seed, no build.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { ensureRuntime } from './lib/runtime.mjs'
import { ensureLocalSecrets } from './lib/secrets.mjs'
import { ensureBuild, ensureDependencies, log, prepareData, root, run } from './lib/steps.mjs'

const dev = process.argv.includes('--dev')
const port = process.env.PORT || '3000'
const skipPrepare = process.env.PEBBLE_SKIP_PREPARE === '1'
const nodeLine = `Node ${process.versions.node}`

/** Runs the production server, passing SIGTERM and SIGINT on (it drains), and exits as it does. */
function serve() {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', PORT: port },
  })
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

try {
  // Dependencies on the machine's Node (they bring the pinned one), then everything on the pinned one.
  if (!skipPrepare) ensureDependencies()
  await ensureRuntime()
  if (skipPrepare) {
    const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || '.next')
    if (!existsSync(path.join(distDir, 'BUILD_ID')))
      throw new Error(`PEBBLE_SKIP_PREPARE=1 but there is no build in ${distDir}: run npm run release first.`)
    log(`starting on http://localhost:${port} from the existing build (PEBBLE_SKIP_PREPARE=1, ${nodeLine})`)
    serve()
  } else {
    if (ensureLocalSecrets(root)) log('wrote local secrets (and PEBBLE_DEMO=1 unless Stripe is set up) to .env.local')
    prepareData()
    if (dev) {
      run(path.join(root, 'node_modules/.bin/next'), ['dev', '-p', port], { env: { NEXT_TELEMETRY_DISABLED: '1' } })
    } else {
      ensureBuild()
      log(`starting on http://localhost:${port} (admin: http://localhost:${port}/admin; ${nodeLine})`)
      serve()
    }
  }
} catch (error) {
  console.error(`\n[pebble] ${error.message}`)
  process.exit(1)
}
