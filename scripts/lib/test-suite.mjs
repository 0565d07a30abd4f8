// A test suite's server, as `npm test` runs one for each database (scripts/test.mjs) and
// `npm run fuzz` runs one to fuzz (scripts/fuzz.mjs): a fresh database with demo content, the
// test build, an SMTP catcher and the production server, with the settings the tests expect.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { startMailCatcher } from './mail-catcher.mjs'
import { ensureBuild, log, prepareData, root, startServer } from './steps.mjs'

/**
 * One build folder for every pass. Each pass still builds on its own (its own database to
 * prerender from, its own settings: Redis as Next's cache, S3, its address), one after another,
 * each after the last one's servers stopped; but Turbopack's cache (cache/turbopack) and the type
 * checker's record (cache/.tsbuildinfo) live in the folder and recompile only what the settings
 * change: measured on this 2-core machine, a build after another pass's took 48 s (compile 25 s,
 * types 12 s) instead of 98-116 s (compile 71-77 s, types 30 s) in a folder of its own.
 */
export const TEST_DIST_DIR = '.next-test'

/**
 * Drops what the last pass's servers left in the build folder's caches and that a build keeps:
 * optimised images are keyed by their URL, and another pass's media files have the same names.
 * (ensureBuild drops the data cache itself.)
 */
export const dropServedCaches = () =>
  rmSync(path.join(root, TEST_DIST_DIR, 'cache', 'images'), { recursive: true, force: true })

/**
 * Starts suite `name`'s server on `port` (`env`: the pass's own settings, e.g. DATABASE_URL);
 * resolves with the environment its tests run in and a `stop`.
 */
export async function startSuiteServer({ name, port, env = {}, metricsToken }) {
  const dataDir = path.join('.test-data', name)
  rmSync(path.join(root, dataDir), { recursive: true, force: true })
  mkdirSync(path.join(root, dataDir), { recursive: true })
  const suiteEnv = {
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: TEST_DIST_DIR,
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
    // Payments: the built-in test provider takes deposits; the Stripe webhook route is exercised
    // offline with payloads signed by this test-only secret; integration tests may inject a fault.
    STRIPE_WEBHOOK_SECRET: 'whsec_pebble_test_only_not_a_real_secret',
    PEBBLE_DEMO: '1',
    PEBBLE_TEST_FAULTS: '1',
    // The scraper's token for /api/metrics, new each run (tests read it from their environment).
    METRICS_TOKEN: metricsToken,
    // The tests stand in for a proxy in front: each may pick its client address (X-Forwarded-For).
    TRUSTED_PROXY_HOPS: '1',
    // A client that stops reading is cut after 5 s instead of 30 s, so a test sees it happen.
    WRITE_TIMEOUT_MS: '5000',
    // The outbox retries a failed message after 0.5 s, 1 s, 2 s… (mail/retry.ts), so a test sees it.
    MAIL_RETRY_BASE_MS: '500',
    OUTBOX_INTERVAL_MS: '1000',
    // The job runner asks its queue every 2 s instead of 10 s (content/publishing/jobs.ts): tests of
    // scheduled publishing and of which instance runs the queue wait in ticks. Tests read it too.
    JOBS_INTERVAL_MS: '2000',
    ...env,
  }
  log(`${name}: preparing database and build`)
  prepareData(suiteEnv)
  dropServedCaches()
  ensureBuild(suiteEnv, { force: process.env.PEBBLE_TEST_REUSE_BUILD !== '1' })
  const logFile = path.join(root, dataDir, 'server.log')
  // The site sends real mail over SMTP to a catcher; tests read what arrived (MAIL_CATCHER_FILE).
  const mail = await startMailCatcher({
    port: Number(process.env.PEBBLE_TEST_SMTP_PORT || 0),
    file: path.join(root, dataDir, 'mail.jsonl'),
  })
  const server = await startServer({
    port,
    env: { ...suiteEnv, DB_LOG_QUERIES: '1', SMTP_URL: mail.url },
    logFile,
  }).catch(async (error) => {
    await mail.stop()
    throw error
  })
  const testEnv = {
    ...suiteEnv,
    TEST_BASE_URL: server.url,
    SERVER_LOG: logFile,
    MAIL_CATCHER_FILE: mail.file,
    // For a test that runs the outbox job from its own process, as a second instance would.
    TEST_SMTP_URL: mail.url,
    TEST_DATA_DIR: dataDir,
  }
  const stop = async () => {
    await server.stop()
    await mail.stop()
  }
  return { testEnv, stop }
}
