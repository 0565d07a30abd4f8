// THE Prometheus metrics of one server process (docs/operations.md says what each means).
// Plain JavaScript: scripts/serve.mjs loads it unbundled and the app loads it through Next.js, so
// the registry and its metrics live on globalThis and every copy of this module sees the same
// ones (prom-client itself is in next.config.ts's serverExternalPackages). Labels take values from
// small fixed sets only: route templates, methods, status codes, outcome and policy names.
import client from 'prom-client'

const KEY = Symbol.for('pebble.metrics')

/** Latency buckets in seconds: few on purpose (every bucket is a series per label set). */
const LATENCY = [0.005, 0.025, 0.1, 0.25, 1, 2.5, 10]
const WAIT = [0.001, 0.01, 0.1, 0.5, 2, 10, 60]

function create() {
  const registry = new client.Registry()
  // Node's own: event-loop lag, heap, GC, handles (prefixed nodejs_ / process_).
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  const registers = [registry]
  const counter = (name, help, labelNames = []) => new client.Counter({ name, help, labelNames, registers })
  const gauge = (name, help, labelNames = []) => new client.Gauge({ name, help, labelNames, registers })
  const histogram = (name, help, buckets, labelNames = []) =>
    new client.Histogram({ name, help, buckets, labelNames, registers })

  return {
    registry,
    httpDuration: histogram(
      'pebble_http_request_duration_seconds',
      'Time from a request’s arrival to its response’s end, by Next.js route template, method and status.',
      LATENCY,
      ['route', 'method', 'status'],
    ),
    httpInFlight: gauge(
      'pebble_http_requests_in_flight',
      'Requests the app’s server has taken and not yet finished or given up on (scripts/serve.mjs).',
    ),
    connectionsCut: counter(
      'pebble_connections_cut_total',
      'Client connections the server closed on its own, by reason: per_address (over CONNECTIONS_PER_ADDRESS), write_stalled (not read for WRITE_TIMEOUT_MS, or a moment while draining).',
      ['reason'],
    ),
    admissionActive: gauge('pebble_admission_active', 'Heavy requests being worked on now (admission slots in use).'),
    admissionWaiting: gauge('pebble_admission_waiting', 'Heavy requests waiting in the admission line now.'),
    admissionWait: histogram(
      'pebble_admission_wait_seconds',
      'How long a heavy request waited in the admission line, by how the wait ended.',
      WAIT,
      ['outcome'],
    ),
    admissionRefusals: counter(
      'pebble_admission_refusals_total',
      'Requests refused by the server before the app, heavy or quick (reason quick_…): too many from one address (429) or waited too long (503).',
      ['reason'],
    ),
    reservations: counter('pebble_reservations_total', 'Order placements (POST /api/build/orders) by outcome.', [
      'outcome',
    ]),
    payments: counter('pebble_payment_events_total', 'Payment provider events handled, by event and result.', [
      'event',
      'result',
    ]),
    sqliteWriterWaiting: gauge(
      'pebble_sqlite_writer_waiting',
      'SQLite writes queued for the one writer connection now.',
    ),
    sqliteWriterWait: histogram(
      'pebble_sqlite_writer_wait_seconds',
      'How long a SQLite write or transaction waited for the writer connection.',
      WAIT,
    ),
    sqliteWriterTimeouts: counter(
      'pebble_sqlite_writer_timeouts_total',
      'SQLite writes that waited too long for the writer and were answered "busy" (503).',
    ),
    pgPool: gauge('pebble_pg_pool_connections', 'Postgres pool connections by state (in_use, idle, waiting).', [
      'state',
    ]),
    cache: counter('pebble_cache_requests_total', 'Reads of Next.js’s cache on Redis, by result (hit, miss, error).', [
      'result',
    ]),
    redisErrors: counter('pebble_redis_errors_total', 'Redis connection errors, by the client that met them.', [
      'client',
    ]),
    jobs: gauge('pebble_jobs', 'Jobs in the queue by state (queued, failed), read from the database at scrape time.', [
      'state',
    ]),
    jobRunFailures: counter('pebble_job_runs_failed_total', 'Runs of the job queue that failed to complete.'),
    mailSending: gauge('pebble_mail_sending', 'E-mails from the Outbox being handed to SMTP now.'),
    mail: counter(
      'pebble_mail_total',
      'Delivery attempts from the Outbox, by outcome (smtp, outbox-only, retry, failed).',
      ['transport'],
    ),
    passwordHashesDeferred: gauge(
      'pebble_password_hashes_deferred',
      'New accounts’ passwords waiting for a quiet moment to be hashed (at most 5 s each; the account has no password until then).',
    ),
    rateLimitRefusals: counter('pebble_rate_limit_refusals_total', 'Requests refused by a rate limit, by policy.', [
      'policy',
    ]),
  }
}

/** @type {ReturnType<typeof create>} */
export const metrics = (globalThis[KEY] ??= create())

/** Seconds since `started` (a performance.now() value). */
export const secondsSince = (started) => (performance.now() - started) / 1000
