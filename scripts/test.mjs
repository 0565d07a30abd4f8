#!/usr/bin/env node
// `npm test`: every test. Unit tests, then for SQLite and for Postgres: a fresh database with demo
// content, a production build, a server, the HTTP integration tests; browser tests run on SQLite.
//   PEBBLE_TEST_POSTGRES=0  skip the Postgres pass (CI always runs it)
//   PEBBLE_TEST_CLUSTER=0  skip the cluster pass: two instances behind nginx, with and without Redis (CI always runs it)
//   PEBBLE_TEST_REUSE_BUILD=1  keep a test build whose sources did not change
//   PEBBLE_TEST_ONLY=lint|unit|sqlite|postgres|cluster  run one part only (unit includes lint) (local iteration; never in CI)
//   PEBBLE_TEST_FILTER=matrix,seo  only the test files whose names contain one of these (local iteration; never in CI)
//   PEBBLE_TEST_E2E=0  skip the browser tests (local iteration; never in CI)
//   PEBBLE_TEST_PORT=3100  first of the five ports the test servers use (sqlite, postgres, cluster: nginx and two instances)
//   PEBBLE_REDIS_PORT, PEBBLE_S3_PORT  ports of the cluster pass's Redis and s3rver (default: any free port)
//   PEBBLE_TEST_SMTP_PORT=2525  port of the tests' SMTP catcher (default: any free port)
//   PEBBLE_TEST_REDIS_PORT=6390  port of the tests' redis-server (the shared rate limits' tests)
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { ensureChromium } from './lib/chromium.mjs'
import { ensureNginx, startNginx } from './lib/nginx.mjs'
import { freePort, prepareCluster, startInstances } from './lib/cluster.mjs'
import { startPostgres } from './lib/postgres.mjs'
import { startRedis } from './lib/redis.mjs'
import { startS3 } from './lib/s3.mjs'
import { ensureRuntime } from './lib/runtime.mjs'
import { ensureLocalSecrets } from './lib/secrets.mjs'
import { startMailCatcher } from './lib/mail-catcher.mjs'
import { dropServedCaches, startSuiteServer, TEST_DIST_DIR } from './lib/test-suite.mjs'
import { answeredWith500, outcomeLines, playwrightReport, verdict, vitestReport } from './lib/test-reports.mjs'
import { bin, ensureDependencies, log, root, run } from './lib/steps.mjs'

const results = []
const runStarted = Date.now()
const metricsToken = randomBytes(24).toString('hex')
const basePort = Number(process.env.PEBBLE_TEST_PORT || 3100)
// One redis-server for the whole run. Tests that need it get its URL (PEBBLE_TEST_REDIS_URL): the
// scale-out tests (shared rate limits, one job runner) and the cluster pass. The Postgres pass's
// main server runs with it too (REDIS_URL: rate limits and Next's cache in Redis), as a deploy
// with several instances does; the SQLite pass's runs as a single instance does, without it.
let redis = null
const redisEnv = () => (redis ? { PEBBLE_TEST_REDIS_URL: redis.url } : {})
function step(name, fn) {
  const started = Date.now()
  try {
    const outcome = fn()
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000, outcome })
  } catch (error) {
    results.push({
      name,
      ok: false,
      seconds: (Date.now() - started) / 1000,
      error: error.message,
      outcome: error.outcome,
    })
  }
}

/**
 * A test runner's step: it fails when the runner fails, when no test passed, or (in CI) when a
 * test passed only on its retry; the summary names failed, flaky and skipped tests, since CI
 * keeps only the output's tail.
 */
function runnerStep(name, command, args, env, readReport) {
  step(name, () => {
    let runError = null
    try {
      run(command, args, { env })
    } catch (error) {
      runError = error
    }
    const outcome = readReport()
    const why = runError?.message ?? verdict(outcome, { ci: Boolean(process.env.CI) })
    if (why) throw Object.assign(new Error(why), { outcome })
    return outcome
  })
}

function vitestStep(name, args, env) {
  const report = path.join(root, '.test-data', `vitest-${name.replace(/[^a-z0-9]+/gi, '-')}.json`)
  rmSync(report, { force: true })
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
  runnerStep(name, bin('vitest'), ['run', ...args, ...reporters], env, () => vitestReport(report, root))
}

function playwrightStep(name, args, env) {
  const report = path.join(root, '.test-data', 'playwright.json')
  rmSync(report, { force: true })
  runnerStep(
    name,
    bin('playwright'),
    ['test', '--reporter=list,json', ...args],
    { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    () => playwrightReport(report),
  )
}

/**
 * Integration tests of what no database changes (HTTP headers and policies, the scripts a page
 * loads, redirects after sign-in, slow clients held off before any query): the SQLite pass runs
 * them, the Postgres pass leaves them out.
 */
const DATABASE_INDEPENDENT_TESTS = [
  'first-load-js.test.ts',
  'security-csp.test.ts',
  'security-headers.test.ts',
  'security-origins.test.ts',
  'security-redirects.test.ts',
  'security-slow-clients.test.ts',
  'startup-scripts.test.ts',
]

async function suite({ name, port, env, browser, skipDatabaseIndependent = false }) {
  const started = await startSuiteServer({ name, port, env, metricsToken })
  const testEnv = { ...started.testEnv, ...redisEnv() }
  try {
    const filters = process.env.CI ? [] : (process.env.PEBBLE_TEST_FILTER ?? '').split(',').filter(Boolean)
    const integration = filters.length ? filters.map((f) => `tests/integration/${f}`) : ['tests/integration']
    if (skipDatabaseIndependent)
      integration.push(...DATABASE_INDEPENDENT_TESTS.map((file) => `--exclude=tests/integration/${file}`))
    vitestStep(`${name}: integration (HTTP)`, integration, testEnv)
    const e2e = process.env.CI || process.env.PEBBLE_TEST_E2E !== '0'
    if (browser && e2e) playwrightStep(`${name}: end-to-end (Chromium)`, filters, testEnv)
  } finally {
    await started.stop()
  }
  step(`${name}: no 500 in the server log`, () => {
    const found = answeredWith500(testEnv.SERVER_LOG)
    if (found.length) throw new Error(`${found.length} requests answered 500, first: ${found.slice(0, 5).join(', ')}`)
  })
}

/**
 * Two instances of one build behind nginx, on Postgres with media on s3rver: first with Next's
 * cache on Redis (what one instance changes, the other and nginx serve within 2 s), then the same
 * instances without Redis, where the same check must fail (tests/integration/cluster.test.ts).
 */
async function clusterSuite() {
  const dataDir = path.join('.test-data', 'cluster')
  rmSync(path.join(root, dataDir), { recursive: true, force: true })
  mkdirSync(path.join(root, dataDir), { recursive: true })
  const [nginxPort, ...ports] = [basePort + 2, basePort + 3, basePort + 4]
  const stops = []
  try {
    const pg = startPostgres()
    stops.push(() => pg.stop())
    const redis = await startRedis({ port: Number(process.env.PEBBLE_REDIS_PORT) || (await freePort()) })
    stops.push(redis.stop)
    const s3 = await startS3({
      port: Number(process.env.PEBBLE_S3_PORT) || (await freePort()),
      dir: path.join(root, dataDir, 's3'),
    })
    stops.push(s3.stop)
    const mail = await startMailCatcher({ port: 0, file: path.join(root, dataDir, 'mail.jsonl') })
    stops.push(mail.stop)
    log('cluster: preparing database and build')
    dropServedCaches()
    const shared = prepareCluster({
      dataDir,
      distDir: TEST_DIST_DIR,
      publicUrl: `http://127.0.0.1:${nginxPort}`,
      databaseUrl: pg.url,
      s3,
      // The Stripe webhook is exercised offline with events signed by this test-only secret.
      env: { PEBBLE_DEMO: '1', STRIPE_WEBHOOK_SECRET: 'whsec_pebble_test_only_not_a_real_secret' },
      forceBuild: process.env.PEBBLE_TEST_REUSE_BUILD !== '1',
    })
    for (const mode of ['redis', 'local']) {
      const instances = await startInstances({
        ports,
        dataDir,
        shared,
        redisUrl: mode === 'redis' ? redis.url : undefined,
        env: { SMTP_URL: mail.url, METRICS_TOKEN: metricsToken },
      })
      let nginx
      try {
        nginx = await startNginx({ dir: path.join(root, dataDir, 'nginx'), port: nginxPort, upstreams: ports })
        const name = mode === 'redis' ? 'cluster: Redis and S3 (HTTP)' : 'cluster: without Redis the check fails (HTTP)'
        const clusterEnv = {
          ...shared,
          CLUSTER_MODE: mode,
          CLUSTER_INSTANCE_URLS: instances.map((s) => s.url).join(','),
          CLUSTER_NGINX_URL: nginx.url,
          CLUSTER_DATA_DIRS: instances.map((s) => s.dataDir).join(','),
          CLUSTER_S3_DIR: s3.dir,
          MAIL_CATCHER_FILE: mail.file,
          METRICS_TOKEN: metricsToken,
        }
        vitestStep(name, ['tests/integration/cluster.test.ts'], clusterEnv)
        // Last, as it stops instance 2 (SIGTERM, then kill -9) and starts it again itself.
        if (mode === 'redis')
          vitestStep('cluster: an instance leaves under load (HTTP)', ['tests/integration/cluster-failover.test.ts'], {
            ...clusterEnv,
            CLUSTER_INSTANCE_PIDS: instances.map((s) => s.child.pid).join(','),
            CLUSTER_INSTANCE_ENV: JSON.stringify({
              REDIS_URL: redis.url,
              SMTP_URL: mail.url,
              METRICS_TOKEN: metricsToken,
            }),
          })
      } finally {
        await nginx?.stop()
        await Promise.all(instances.map((s) => s.stop()))
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop()
  }
}

try {
  // Dependencies on the machine's Node (they bring the pinned one), then everything on the pinned one.
  ensureDependencies()
  await ensureRuntime()
  log(`tests run on Node ${process.versions.node}`)
  ensureLocalSecrets(root)
  ensureChromium(log)
  // The unit step checks nginx's configuration with nginx itself (tests/unit/cluster-nginx.test.ts).
  if (process.env.CI || process.getuid?.() === 0) ensureNginx(log)
  const only = process.env.CI ? '' : (process.env.PEBBLE_TEST_ONLY ?? '')
  const wants = (part) => !only || only === part
  if (wants('unit') || wants('lint')) {
    // The code's own rules first: ESLint (eslint.config.mjs), the formatter (.prettierrc.json) and
    // the import boundaries (.dependency-cruiser.cjs).
    step('lint', () => run(bin('eslint'), ['--max-warnings=0', '.']))
    step('format', () => run(bin('prettier'), ['--check', '--log-level=warn', '.']))
    // Who may import whom: the layers and the arrows between features (.dependency-cruiser.cjs);
    // and who may call Payload's Local API: only a feature's data module (check-local-api.mjs).
    step('boundaries', () => {
      run(bin('depcruise'), ['src', 'scripts', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'])
      run('node', [path.join(root, 'scripts/check-local-api.mjs')])
    })
    step('doc paths', () => run('node', [path.join(root, 'scripts/check-doc-paths.mjs')]))
  }
  if (wants('unit') || wants('sqlite') || wants('postgres'))
    redis = await startRedis({ port: Number(process.env.PEBBLE_TEST_REDIS_PORT || 6390), log })
  if (wants('unit')) vitestStep('unit', ['tests/unit'], redisEnv())
  if (wants('sqlite')) await suite({ name: 'sqlite', port: basePort, env: {}, browser: true })
  if (wants('postgres') && (process.env.PEBBLE_TEST_POSTGRES !== '0' || process.env.CI)) {
    const pg = startPostgres()
    try {
      await suite({
        name: 'postgres',
        port: basePort + 1,
        env: { DATABASE_URL: pg.url, REDIS_URL: redis.url },
        browser: false,
        skipDatabaseIndependent: true,
      })
    } finally {
      pg.stop()
    }
  }
  if (wants('cluster') && (process.env.PEBBLE_TEST_CLUSTER !== '0' || process.env.CI)) await clusterSuite()
} catch (error) {
  results.push({ name: 'setup', ok: false, seconds: 0, error: error.message })
} finally {
  await redis?.stop()
}

console.log('\nTest summary')
for (const r of results) {
  const counts = r.outcome
    ? `, ${r.outcome.passed} passed, ${r.outcome.skipped.length} skipped, ${r.outcome.flaky.length} flaky`
    : ''
  console.log(
    `  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s${counts})${r.ok ? '' : ` — ${r.error}`}`,
  )
  if (r.outcome) for (const line of outcomeLines(r.outcome)) console.log(line)
}
console.log(`Total: ${((Date.now() - runStarted) / 60_000).toFixed(1)} min`)
const failed = results.filter((r) => !r.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
