// `npm run release`: what a deploy runs once, before it starts (or replaces) the site's
// instances: migrate the database (and seed an empty demo database) under the database's prepare
// lock, then make the one build every instance serves. Instances then start with
// `node scripts/serve.mjs` (or `PEBBLE_SKIP_PREPARE=1 npm start`), which never migrate or build.
//   --force-build   build even when the sources, seed and settings did not change
import path from 'node:path'

import { acquireFileLock } from '../src/db/prepare-lock'
import { ensureLocalSecrets, secretSources } from './lib/secrets.mjs'
import { ensureBuild, log, prepareData, root } from './lib/steps.mjs'

const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || '.next')

try {
  if (ensureLocalSecrets(root)) log('wrote local secrets to .env.local (this machine only)')
  for (const [name, source] of Object.entries(secretSources(root))) {
    if (source === 'environment') continue
    if (name === 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY')
      log(`${name} is not set: the build makes its own key, so every instance must run this build`)
    else log(`${name} comes from .env.local on this machine: every instance needs the same value in its environment`)
  }

  // 1. The database, once: prepare-data.ts holds the database's lock while it migrates and seeds.
  log('migrating the database (and seeding it if it is an empty demo database)…')
  prepareData()

  // 2. The build, once. Two releases on one machine never build into the same folder at once.
  const buildLock = await acquireFileLock(`${distDir}.release-lock`, {
    onWait: (holder) => log(`waiting for another release (${holder}) to finish building…`),
  })
  try {
    ensureBuild({}, { force: process.argv.includes('--force-build') })
  } finally {
    await buildLock.release()
  }
  log(`release ready in ${path.relative(root, distDir) || '.'}: start each instance with node scripts/serve.mjs`)
} catch (error) {
  console.error(`\n[pebble] ${(error as Error).message}`)
  process.exit(1)
}
