// The launch section of `npm run bench`: crowds of buyers walking the whole build flow at once
// (build page, quote, order, test checkout, confirmation; scripts/lib/launch-crowd.mjs), and a
// content page's latency while they do, against the same page when the server is idle.
import { percentile, probePage, runCrowd } from '../lib/launch-crowd.mjs'
import { log } from '../lib/steps.mjs'
import { processCpuMs, untilIdle } from './process-cpu.mjs'
import { figure } from './report.mjs'
import { round } from './stats.mjs'

export const CROWDS = (process.env.PEBBLE_BENCH_CROWDS || '10,50,200').split(',').map(Number)
const CONTENT_PAGE = '/charging'
const STEPS = ['build', 'quote', 'order', 'checkout', 'confirmation']

/** `/charging` requested one at a time for `seconds`: its latency when nothing else runs. */
async function idlePage(url, seconds = 5) {
  const latencies = []
  const until = Date.now() + seconds * 1000
  while (Date.now() < until) {
    const t0 = performance.now()
    await (await fetch(url + CONTENT_PAGE)).arrayBuffer()
    latencies.push(performance.now() - t0)
  }
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) }
}

/**
 * Where a reservation's CPU goes: `count` new buyers one after another, each reserving once, the server's CPU (all
 * threads) read as each step's answer arrives, so each step is charged what the server did for it.
 * Work deferred past an answer (the password hash after the order) lands on the next step: the
 * order's row errs low and the checkout's high by about one hash (9 ms).
 */
export async function stepCost(server, count = 20) {
  const pid = server.child.pid
  const cpu = Object.fromEntries(STEPS.map((s) => [s, 0]))
  let paid = 0
  for (let i = 0; i < count; i++) {
    await untilIdle(pid)
    let last = processCpuMs(pid)
    const crowd = await runCrowd({
      baseUrl: server.url,
      buyers: 1,
      reservations: 1,
      addressOf: () => `198.18.251.${i}`,
      onStep: (step) => {
        const now = processCpuMs(pid)
        cpu[step] += now - last
        last = now
      },
    })
    await untilIdle(pid)
    cpu.confirmation += processCpuMs(pid) - last
    paid += crowd.paid.length
  }
  return Object.fromEntries(STEPS.map((s) => [s, cpu[s] / Math.max(1, paid)]))
}

/**
 * Each crowd: `buyers` people, each reserving once from an address of their own (the server
 * trusts one proxy hop), every fifth double-submitting and every seventh retrying.
 */
export async function measureLaunch(label, server) {
  log(`launch (${label}): warming up, then crowds of ${CROWDS.join(', ')} buyers…`)
  await runCrowd({ baseUrl: server.url, buyers: 3, reservations: 3, addressOf: (i) => `198.18.250.${i}` })
  const idle = await idlePage(server.url)
  const perStep = await stepCost(server)
  log(
    `launch (${label}): CPU-ms per step, one buyer at a time: ${STEPS.map((s) => `${s} ${round(perStep[s], 0)}`).join(', ')}`,
  )
  const crowds = []
  const pid = server.child.pid
  for (const [k, buyers] of CROWDS.entries()) {
    await untilIdle(pid)
    const cpuBefore = processCpuMs(pid)
    const probe = probePage(server.url, CONTENT_PAGE, 100)
    const crowd = await runCrowd({
      baseUrl: server.url,
      buyers,
      reservations: buyers,
      doubleSubmitEvery: 5,
      retryEvery: 7,
      addressOf: (i) => `198.${18 + (k % 2)}.${(k >> 1) * 4 + (i >> 8)}.${i & 255}`,
    })
    const page = await probe.stop()
    // The probe's page reads cost a little too: counted in, so the figure errs high, never low.
    await untilIdle(pid)
    const cpuMs = processCpuMs(pid) - cpuBefore
    const errors =
      crowd.problems.length +
      Object.values(crowd.summary).reduce(
        (sum, s) =>
          sum +
          Object.entries(s.statuses)
            .filter(([code]) => code === 'network' || Number(code) >= 500)
            .reduce((n, [, c]) => n + c, 0),
        0,
      )
    crowds.push({
      buyers,
      seconds: crowd.seconds,
      reservations: crowd.paid.length,
      reservationsPerSecond: crowd.reservationsPerSecond,
      cpuMsPerReservation: crowd.paid.length ? cpuMs / crowd.paid.length : null,
      errors,
      problems: crowd.problems.slice(0, 5),
      steps: crowd.summary,
      page,
    })
    log(
      `launch (${label}): ${buyers} buyers → ${crowd.paid.length} reservations in ${round(crowd.seconds, 1)} s, order p99 ${round(crowd.summary.order.p99 ?? 0, 0)} ms, ${round(cpuMs / Math.max(1, crowd.paid.length), 0)} CPU-ms each, page p99 ${round(page.p99 ?? 0, 0)} ms, ${errors} errors`,
    )
  }
  return { label, idle, perStep, crowds }
}

export function launchFigures(launch) {
  const out = []
  for (const { label, idle, perStep, crowds } of launch) {
    out.push(figure(`launch ${label}: /charging p99 when idle`, `${round(idle.p99, 1)} ms`, '', null))
    out.push(
      figure(
        `launch ${label}: CPU-ms per step, one buyer at a time (${STEPS.join(' / ')})`,
        STEPS.map((s) => round(perStep[s], 0)).join(' / '),
        'printed',
        null,
      ),
    )
    for (const c of crowds) {
      const name = `launch ${label}, ${c.buyers} buyers`
      // Sustained throughput is judged on the largest crowd, where the first seconds' ramp weighs least.
      const sustained = c.buyers === Math.max(...crowds.map((x) => x.buyers))
      out.push(
        figure(
          `${name}: reservations/s (${c.reservations} in ${round(c.seconds, 1)} s)`,
          round(c.reservationsPerSecond, 1),
          sustained ? '>= 25' : 'printed',
          sustained ? c.reservationsPerSecond >= 25 : null,
        ),
      )
      out.push(
        figure(
          `${name}: CPU-ms per reservation (server process, all threads, deferred work included)`,
          c.cpuMsPerReservation === null ? 'n/a' : round(c.cpuMsPerReservation, 0),
          'printed',
          null,
        ),
      )
      out.push(figure(`${name}: errors (5xx, no answer, double orders)`, c.errors, '0', c.errors === 0))
      out.push(
        figure(
          `${name}: p50 / p99 ms, ${STEPS.join(' / ')}`,
          STEPS.map((s) => `${round(c.steps[s].p50 ?? 0, 0)}/${round(c.steps[s].p99 ?? 0, 0)}`).join('  '),
          'printed',
          null,
        ),
      )
      const orderP99 = c.steps.order.p99 ?? Infinity
      out.push(
        figure(
          `${name}: reservation (order) p99`,
          `${round(orderP99, 0)} ms`,
          c.buyers === 50 ? '< 1000 ms' : 'printed',
          c.buyers === 50 ? orderP99 < 1000 : null,
        ),
      )
      const ratio = (c.page.p99 ?? Infinity) / idle.p99
      out.push(
        figure(
          `${name}: /charging p99 during the burst / idle`,
          `${round(ratio, 1)}x (${round(c.page.p99 ?? 0, 0)} ms)`,
          '<= 3x',
          ratio <= 3,
        ),
      )
    }
  }
  return out
}
