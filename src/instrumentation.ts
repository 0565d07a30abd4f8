/**
 * Runs once when the server starts: refuses to start without a payment provider. The app runs its own job queue (scheduled publishing), with
 * no outside cron: every JOBS_INTERVAL_MS it asks its own jobs endpoint to run due jobs. Going
 * through HTTP, not Payload's in-process autoRun, gives each run a request context, so the
 * revalidation hooks of what a job publishes can expire the cache like an editor's save does.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // A server that would let test cards pay real orders does not start (payments/provider.ts).
  const { configuredProviderId, PAYMENTS_NOT_SET_UP } = await import('./commerce/payments/provider')
  if (!configuredProviderId()) {
    console.error(`[pebble] ${PAYMENTS_NOT_SET_UP}`)
    throw new Error(PAYMENTS_NOT_SET_UP)
  }
  const { JOBS_INTERVAL_MS, JOBS_RUN_PATH, JOBS_SECRET_HEADER, jobsSecret } = await import('./content/publishing/jobs')
  const secret = jobsSecret()
  let running = false
  const timer = setInterval(async () => {
    const port = process.env.PORT
    if (running || !port) return
    running = true
    try {
      const res = await fetch(`http://127.0.0.1:${port}${JOBS_RUN_PATH}`, { headers: { [JOBS_SECRET_HEADER]: secret } })
      if (!res.ok) console.warn(`[jobs] run answered ${res.status}`)
    } catch (error) {
      console.warn(`[jobs] run failed: ${(error as Error).message}`)
    } finally {
      running = false
    }
  }, JOBS_INTERVAL_MS)
  timer.unref()
}
