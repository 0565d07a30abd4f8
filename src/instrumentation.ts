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
  // Traces over OTLP only when an endpoint is set (docs/operations-metrics.md, "Traces").
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
  const { JOBS_INTERVAL_MS, jobsSecret, runJobsOnce } = await import('./content/publishing/jobs')
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
}
