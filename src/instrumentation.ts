/**
 * Runs once when the server starts: starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set;
 * refuses to start without a payment provider. The app runs its own job queue (scheduled publishing), with
 * no outside cron: every JOBS_INTERVAL_MS it asks its own jobs endpoint to run due jobs. Going
 * through HTTP, not Payload's in-process autoRun, gives each run a request context, so the
 * revalidation hooks of what a job publishes can expire the cache like an editor's save does.
 * With several instances on Postgres, one of them at a time (the advisory lock's holder) runs it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Traces over OTLP only when an endpoint is set (docs/operations.md, "Metrics, traces and alerts").
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const [{ startTracing }, { instanceName }] = await Promise.all([
      import('./observability/tracing'),
      import('./config/instance'),
    ])
    startTracing(instanceName())
  }
  // A server that would let test cards pay real orders does not start (payments/provider.ts).
  const { configuredProviderId, PAYMENTS_NOT_SET_UP } = await import('./commerce/payments/provider')
  if (!configuredProviderId()) {
    console.error(`[pebble] ${PAYMENTS_NOT_SET_UP}`)
    throw new Error(PAYMENTS_NOT_SET_UP)
  }
  // With REDIS_URL, the rate limits' connection is made now rather than by the first request.
  const { connectRateLimitStore } = await import('./rate-limit/store')
  connectRateLimitStore()
  const { metrics } = await import('./observability/metrics.mjs')
  const { JOBS_INTERVAL_MS, JOBS_SECRET_HEADER, jobsSecret, runJobsOnce } = await import('./content/publishing/jobs')
  const secret = jobsSecret()
  let running = false
  const timer = setInterval(async () => {
    const port = process.env.PORT
    if (running || !port) return
    running = true
    try {
      // On Postgres only the instance holding the jobs lock runs the queue (content/publishing/jobs.ts).
      await runJobsOnce(port, secret)
    } catch (error) {
      metrics.jobRunFailures.inc()
      console.warn(`[jobs] run failed: ${(error as Error).message}`)
    } finally {
      running = false
    }
  }, JOBS_INTERVAL_MS)
  timer.unref()
  stopOnDrain(timer)
  // The outbox job and the second deposit's reminders run on every instance: each message and
  // each reminder is claimed atomically, so of several instances one acts.
  const { OUTBOX_INTERVAL_MS } = await import('./mail/retry')
  internalJob('/api/mail/deliver', OUTBOX_INTERVAL_MS, secret, JOBS_SECRET_HEADER)
  internalJob('/api/jobs/second-deposit-reminders', REMINDERS_INTERVAL_MS, secret, JOBS_SECRET_HEADER)
  // Refunds a crash or a timeout left pending: asked of the provider again with their own key.
  internalJob('/api/jobs/reconcile-refunds', RECONCILE_INTERVAL_MS, secret, JOBS_SECRET_HEADER)
}

const REMINDERS_INTERVAL_MS = 15 * 60_000
const RECONCILE_INTERVAL_MS = 5 * 60_000

/** Asks this server's own `path` to run a job every `intervalMs`, never two runs at once. */
function internalJob(path: string, intervalMs: number, secret: string, header: string) {
  let running = false
  const timer = setInterval(async () => {
    const port = process.env.PORT
    if (running || !port) return
    running = true
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { [header]: secret } })
      if (!res.ok) console.warn(`[jobs] ${path} answered ${res.status}`)
    } catch (error) {
      console.warn(`[jobs] ${path} failed: ${(error as Error).message}`)
    } finally {
      running = false
    }
  }, intervalMs)
  timer.unref()
  stopOnDrain(timer)
}

/**
 * A draining server (scripts/serve.mjs, on SIGTERM or SIGINT) starts no new job run: the run's
 * request to its own port would arrive on a connection still open and be one more to wait for.
 */
function stopOnDrain(timer: NodeJS.Timeout) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => clearInterval(timer))
}
