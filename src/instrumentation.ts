/**
 * Runs once when the server starts: refuses to start without a payment provider. The app runs its own job queue (scheduled publishing), with
 * no outside cron: every JOBS_INTERVAL_MS it asks its own jobs endpoint to run due jobs. Going
 * through HTTP, not Payload's in-process autoRun, gives each run a request context, so the
 * revalidation hooks of what a job publishes can expire the cache like an editor's save does.
 * With several instances on Postgres, one of them at a time (the advisory lock's holder) runs it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // A server that would let test cards pay real orders does not start (payments/provider.ts).
  const { configuredProviderId, PAYMENTS_NOT_SET_UP } = await import('./commerce/payments/provider')
  if (!configuredProviderId()) {
    console.error(`[pebble] ${PAYMENTS_NOT_SET_UP}`)
    throw new Error(PAYMENTS_NOT_SET_UP)
  }
  // With REDIS_URL, the rate limits' connection is made now rather than by the first request.
  const { connectRateLimitStore } = await import('./rate-limit/store')
  connectRateLimitStore()
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
      console.warn(`[jobs] run failed: ${(error as Error).message}`)
    } finally {
      running = false
    }
  }, JOBS_INTERVAL_MS)
  timer.unref()
  // The outbox job runs on every instance: each message's atomic claim lets one of them send it.
  const { OUTBOX_INTERVAL_MS } = await import('./mail/retry')
  let delivering = false
  const outbox = setInterval(async () => {
    const port = process.env.PORT
    if (delivering || !port) return
    delivering = true
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/mail/deliver`, {
        method: 'POST',
        headers: { [JOBS_SECRET_HEADER]: secret },
      })
      if (!res.ok) console.warn(`[mail] outbox run answered ${res.status}`)
    } catch (error) {
      console.warn(`[mail] outbox run failed: ${(error as Error).message}`)
    } finally {
      delivering = false
    }
  }, OUTBOX_INTERVAL_MS)
  outbox.unref()
}
