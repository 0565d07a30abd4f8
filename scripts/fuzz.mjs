#!/usr/bin/env node
// `npm run fuzz`: new seeds for the generated-input tests, for as long as asked. `npm test` replays
// the committed ones only (tests/integration/fuzz-seeds.json); this draws a seed at random, runs
// every generated-input test with it (PEBBLE_FUZZ_SEED) against a test server, and prints each
// seed that made one fail. Such a seed joins fuzz-seeds.json with what it found, once fixed.
//   npm run fuzz -- --minutes 5     draw seeds for 5 minutes (default 10; the round under way finishes)
//   npm run fuzz -- --seeds 20      draw 20 seeds
// The server: the one TEST_BASE_URL names when set (with the environment `npm test` gives its
// tests: SERVER_LOG, METRICS_TOKEN, …), else one started here on SQLite at PEBBLE_TEST_PORT
// (default 3100), as `npm test`'s SQLite pass starts it (PEBBLE_TEST_REUSE_BUILD=1 keeps a build).
import { randomBytes, randomInt } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { ensureLocalSecrets } from './lib/secrets.mjs'
import { bin, ensureDependencies, log, root } from './lib/steps.mjs'
import { startSuiteServer } from './lib/test-suite.mjs'
import { vitestReport } from './lib/test-reports.mjs'

/** The generated-input tests: API routes, the CMS API, paths, search queries (integration and unit). */
const FILES = ['tests/integration/api-fuzz.test.ts', 'tests/integration/search.test.ts', 'tests/unit/search.test.ts']
const NAMES = 'generated|any query is a 200 page|whatever is typed'

const { values } = parseArgs({ options: { minutes: { type: 'string' }, seeds: { type: 'string' } } })
const seedCount = values.seeds ? Number(values.seeds) : Infinity
const until = Date.now() + Number(values.minutes ?? (values.seeds ? Infinity : 10)) * 60_000

function fuzzWith(seed, env) {
  const report = path.join(root, '.test-data', 'vitest-fuzz.json')
  rmSync(report, { force: true })
  spawnSync(
    bin('vitest'),
    ['run', ...FILES, '-t', NAMES, '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env, PEBBLE_FUZZ_SEED: String(seed) } },
  )
  return vitestReport(report, root)
}

ensureDependencies()
let server
let env = {}
if (!process.env.TEST_BASE_URL) {
  ensureLocalSecrets(root)
  server = await startSuiteServer({
    name: 'fuzz',
    port: Number(process.env.PEBBLE_TEST_PORT || 3100),
    metricsToken: randomBytes(24).toString('hex'),
  })
  env = server.testEnv
}
const failing = []
let drawn = 0
try {
  while (drawn < seedCount && Date.now() < until) {
    // fast-check's seeds are 32-bit integers.
    const seed = randomInt(2 ** 31)
    drawn++
    log(`fuzz: seed ${seed} (${drawn}${Number.isFinite(seedCount) ? ` of ${seedCount}` : ''})`)
    const outcome = fuzzWith(seed, env)
    if (outcome.failed.length || outcome.passed === 0) {
      failing.push(seed)
      console.log(`FAILING SEED ${seed}`)
      for (const failure of outcome.failed) console.log(`  ${failure}`)
      if (!outcome.failed.length) console.log('  (no test passed: see the output above)')
    }
  }
} finally {
  await server?.stop()
}
console.log(`\n${drawn} seeds drawn; ${failing.length ? `failing: ${failing.join(', ')}` : 'none failed'}`)
if (failing.length)
  console.log('Replay one with PEBBLE_FUZZ_SEED=<seed>; once fixed, add it to tests/integration/fuzz-seeds.json.')
process.exit(failing.length ? 1 : 0)
