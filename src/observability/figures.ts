import { metrics } from './metrics.mjs'

/** The key figures of a launch, from this instance's metrics: what the admin's launch panel shows. */
export type LaunchFigures = {
  instance: string
  at: string
  /** Counters (since this instance started): the panel turns them into per-minute rates. */
  counters: {
    reservations: number
    reservationErrors: number
    depositsPaid: number
    requests: number
    serverErrors: number
    admissionRefusals: number
    rateLimitRefusals: number
    mailFailed: number
  }
  /** Levels now. */
  gauges: {
    admissionActive: number
    admissionWaiting: number
    eventLoopLagP99Ms: number
    heapUsedMb: number
    dbWaiting: number
    mailSending: number
    jobsQueued: number
    jobsFailed: number
  }
}

type Value = { value: number; labels: Record<string, string | number>; metricName?: string }

/** Reads the registry once and sums what the panel needs. */
export async function launchFigures(instance: string): Promise<LaunchFigures> {
  const all = await metrics.registry.getMetricsAsJSON()
  const values = (name: string) => (all.find((m) => m.name === name)?.values ?? []) as Value[]
  const sum = (name: string, where: (labels: Value['labels'], metricName?: string) => boolean = () => true) =>
    values(name)
      .filter((v) => where(v.labels, v.metricName))
      .reduce((total, v) => total + v.value, 0)
  const httpCount = (where: (status: number) => boolean) =>
    sum(
      'pebble_http_request_duration_seconds',
      (labels, metricName) => metricName?.endsWith('_count') === true && where(Number(labels.status)),
    )
  return {
    instance,
    at: new Date().toISOString(),
    counters: {
      reservations: sum('pebble_reservations_total', (l) => l.outcome === 'placed'),
      reservationErrors: sum('pebble_reservations_total', (l) => l.outcome === 'error'),
      depositsPaid: sum('pebble_payment_events_total', (l) => l.event === 'succeeded' && l.result === 'applied'),
      requests: httpCount(() => true),
      serverErrors: httpCount((status) => status >= 500),
      admissionRefusals: sum('pebble_admission_refusals_total'),
      rateLimitRefusals: sum('pebble_rate_limit_refusals_total'),
      mailFailed: sum('pebble_mail_total', (l) => l.transport === 'failed'),
    },
    gauges: {
      admissionActive: sum('pebble_admission_active'),
      admissionWaiting: sum('pebble_admission_waiting'),
      eventLoopLagP99Ms: Math.round(sum('nodejs_eventloop_lag_p99_seconds') * 1000),
      heapUsedMb: Math.round(sum('nodejs_heap_size_used_bytes') / 1024 / 1024),
      dbWaiting: sum('pebble_sqlite_writer_waiting') + sum('pebble_pg_pool_connections', (l) => l.state === 'waiting'),
      mailSending: sum('pebble_mail_sending'),
      jobsQueued: sum('pebble_jobs', (l) => l.state === 'queued'),
      jobsFailed: sum('pebble_jobs', (l) => l.state === 'failed'),
    },
  }
}
