// The launch section of `npm run bench`: crowds of buyers walking the whole build flow at once
// (build page, quote, order, test checkout, confirmation; scripts/lib/launch-crowd.mjs), and a
// content page's latency while they do, against the same page when the server is idle.
import { percentile, runCrowd } from '../lib/launch-crowd.mjs'
import { log } from '../lib/steps.mjs'
import { probeApart } from './page-probe.mjs'
import { appThreadCpuMs, processCpuMs, untilIdle } from './process-cpu.mjs'
import { figure } from './report.mjs'
import { round } from './stats.mjs'

export const CROWDS = (process.env.PEBBLE_BENCH_CROWDS || '10,50,200').split(',').map(Number)
const CONTENT_PAGE = '/charging'
const STEPS = ['build', 'quote', 'order', 'checkout', 'confirmation']
/** What each crowd's buyers do (scripts/lib/launch-crowd.mjs): the whole build flow, or the placement alone. */
const WALKS = ['whole', 'placement']
const WALK_NAMES = {
  whole: 'whole walks (build page, quote, order, checkout, confirmation)',
  placement: 'placements (quote and order)',
}
/**
 * The sustained run: new buyers arriving at the budget's rate, whatever the server is doing, each
 * placing one order (a new account each), at most 50 at once, for 30 s. The closed crowds above
 * measure how fast the server can go; this one, whether it keeps up with 25 a second and how long
 * a buyer waits when it does.
 */
const SUSTAINED = {
  rate: Number(process.env.PEBBLE_BENCH_SUSTAINED_RATE || 25),
  seconds: 30,
  atOnce: 50,
}

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

/** The app's processes: one server's, or a cluster's instances (`pids`) behind its `url`. */
const serverPids = (server) => server.pids ?? [server.child.pid]

/**
 * Where a reservation's CPU goes: `count` new buyers one after another, each reserving once, the
 * server's CPU read as each step's answer arrives, so each step is charged what the server did for
 * it: all its threads (`all`) and its app thread alone (`app`). Work deferred past an answer (the
 * password hash after the order) lands on the next step: the order's row errs low and the
 * checkout's high by about one hash (9 ms).
 */
export async function stepCost(server, count = 20) {
  const pids = serverPids(server)
  const read = () => ({ all: processCpuMs(pids), app: appThreadCpuMs(pids) })
  const cpu = { all: Object.fromEntries(STEPS.map((s) => [s, 0])), app: Object.fromEntries(STEPS.map((s) => [s, 0])) }
  const charge = (step, from, to) => {
    cpu.all[step] += to.all - from.all
    cpu.app[step] += to.app - from.app
  }
  let paid = 0
  for (let i = 0; i < count; i++) {
    await untilIdle(pids)
    let last = read()
    const crowd = await runCrowd({
      baseUrl: server.url,
      buyers: 1,
      reservations: 1,
      addressOf: () => `198.18.251.${i}`,
      onStep: (step) => {
        const now = read()
        charge(step, last, now)
        last = now
      },
    })
    await untilIdle(pids)
    charge('confirmation', last, read())
    paid += crowd.paid.length
  }
  const perReservation = (byStep) => Object.fromEntries(STEPS.map((s) => [s, byStep[s] / Math.max(1, paid)]))
  return { all: perReservation(cpu.all), app: perReservation(cpu.app) }
}

/**
 * Each crowd: `buyers` people, each reserving once from an address of their own (the server
 * trusts one proxy hop), every fifth double-submitting and every seventh retrying. Behind nginx
 * (`server.connectFromOwnAddresses`), each buyer also connects from a loopback address of their
 * own, so nginx's per-address limits see many clients, as on a real launch. `k` numbers the crowd,
 * so no two crowds share an address.
 */
async function measuredCrowd(label, server, { buyers, k, walk, reservations = buyers, arrivalsPerSecond = 0 }) {
  const pids = serverPids(server)
  await untilIdle(pids)
  const cpuBefore = processCpuMs(pids)
  const appBefore = appThreadCpuMs(pids)
  const probe = probeApart(server.url, CONTENT_PAGE, 100)
  await probe.started
  const crowd = await runCrowd({
    baseUrl: server.url,
    buyers,
    reservations,
    walk,
    arrivalsPerSecond,
    doubleSubmitEvery: 5,
    retryEvery: 7,
    addressOf: (i) => `198.${18 + (k % 2)}.${(k >> 1) * 4 + (i >> 8)}.${i & 255}`,
    connectFrom: server.connectFromOwnAddresses
      ? (i) => `127.${20 + k}.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`
      : undefined,
  })
  const page = await probe.stop()
  // The probe's page reads cost a little too: counted in, so the figure errs high, never low.
  await untilIdle(pids)
  const cpuMs = processCpuMs(pids) - cpuBefore
  const appMs = appThreadCpuMs(pids) - appBefore
  const reserved = walk === 'whole' ? crowd.paid.length : crowd.acknowledged.length
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
  const who = arrivalsPerSecond ? `${arrivalsPerSecond} buyers/s, at most ${buyers} at once` : `${buyers} buyers`
  log(
    `launch (${label}, ${walk}): ${who} → ${reserved} reservations in ${round(crowd.seconds, 1)} s, order p99 ${round(crowd.summary.order.p99 ?? 0, 0)} ms, ${round(cpuMs / Math.max(1, reserved), 0)} CPU-ms each, page p99 ${round(page.p99 ?? 0, 0)} ms, ${errors} errors`,
  )
  return {
    buyers,
    walk,
    arrivalsPerSecond,
    offered: reservations,
    seconds: crowd.seconds,
    reservations: reserved,
    reservationsPerSecond: crowd.reservationsPerSecond,
    fromArrival: crowd.fromArrival,
    cpuMsPerReservation: reserved ? cpuMs / reserved : null,
    appCpuMsPerReservation: reserved ? appMs / reserved : null,
    errors,
    problems: crowd.problems.slice(0, 5),
    steps: crowd.summary,
    page,
  }
}

/**
 * The crowds, twice: buyers walking the whole build flow (its pages and the payment too), then
 * buyers only placing their orders (quote and order: what the "reservations/s" counts).
 */
export async function measureLaunch(label, server) {
  log(`launch (${label}): warming up, then crowds of ${CROWDS.join(', ')} buyers, whole walks, then placements…`)
  await runCrowd({ baseUrl: server.url, buyers: 3, reservations: 3, addressOf: (i) => `198.18.250.${i}` })
  const idle = await idlePage(server.url)
  const crowds = []
  for (const [w, walk] of WALKS.entries())
    for (const [k, buyers] of CROWDS.entries())
      crowds.push(await measuredCrowd(label, server, { buyers, k: w * CROWDS.length + k, walk }))
  const sustained = await measuredCrowd(label, server, {
    buyers: SUSTAINED.atOnce,
    k: WALKS.length * CROWDS.length,
    walk: 'placement',
    reservations: SUSTAINED.rate * SUSTAINED.seconds,
    arrivalsPerSecond: SUSTAINED.rate,
  })
  // After the crowds: a server that has served a few hundred reservations, its code compiled and
  // its caches warm (right after start the same steps cost 2-5x as much). Each buyer still starts
  // on a server idle for a second, which costs the first step more than a walk right after another
  // does: the crowds' app-thread figure, not the sum of these, is what bounds throughput.
  const perStep = await stepCost(server)
  const stepList = (byStep) => STEPS.map((s) => `${s} ${round(byStep[s], 0)}`).join(', ')
  log(`launch (${label}): CPU-ms per step, one buyer at a time, all threads: ${stepList(perStep.all)}`)
  log(`launch (${label}): CPU-ms per step, one buyer at a time, app thread: ${stepList(perStep.app)}`)
  return { label, instances: serverPids(server).length, idle, perStep, crowds, sustained }
}

/** The sustained run's figures: kept up (every buyer acknowledged, none waiting long) or not. */
function sustainedFigures(label, idle, s) {
  if (!s) return []
  const name = `launch ${label}, new buyers arriving at ${s.arrivalsPerSecond}/s for ${round(s.offered / s.arrivalsPerSecond, 0)} s (placements, at most ${s.buyers} at once)`
  const p99 = s.fromArrival.p99 ?? Infinity
  const ratio = (s.page.p99 ?? Infinity) / idle.p99
  return [
    figure(
      `${name}: reservations acknowledged, and per second from the first arrival to the last answer`,
      `${s.reservations} of ${s.offered}, ${round(s.reservationsPerSecond, 1)}/s`,
      `all ${s.offered}`,
      s.reservations === s.offered,
    ),
    figure(
      `${name}: p50 / p99 from a buyer's arrival to the order's answer (a server falling behind grows these)`,
      `${round(s.fromArrival.p50 ?? 0, 0)} / ${round(p99, 0)} ms`,
      'p99 < 1000 ms',
      p99 < 1000,
    ),
    figure(
      `${name}: p50 / p99 ms, quote / order`,
      ['quote', 'order'].map((k) => `${round(s.steps[k].p50 ?? 0, 0)}/${round(s.steps[k].p99 ?? 0, 0)}`).join('  '),
      'printed',
      null,
    ),
    figure(
      `${name}: CPU-ms per reservation, all threads / app thread`,
      `${round(s.cpuMsPerReservation ?? 0, 0)} / ${round(s.appCpuMsPerReservation ?? 0, 0)}`,
      'printed',
      null,
    ),
    figure(`${name}: errors (5xx, no answer, double orders)`, s.errors, '0', s.errors === 0),
    figure(
      `${name}: /charging p99 during the run / idle`,
      `${round(ratio, 1)}x (${round(s.page.p99 ?? 0, 0)} ms)`,
      '<= 3x',
      ratio <= 3,
    ),
  ]
}

export function launchFigures(launch) {
  const out = []
  for (const { label, instances = 1, idle, perStep, crowds, sustained } of launch) {
    out.push(figure(`launch ${label}: /charging p99 when idle`, `${round(idle.p99, 1)} ms`, '', null))
    for (const [threads, byStep] of [
      ['all threads', perStep.all],
      ['app thread', perStep.app],
    ]) {
      out.push(
        figure(
          `launch ${label}: CPU-ms per step, one buyer at a time on an idle server, ${threads} (${STEPS.join(' / ')})`,
          STEPS.map((s) => round(byStep[s], 0)).join(' / '),
          'printed',
          null,
        ),
      )
    }
    for (const c of crowds) {
      const walk = c.walk ?? 'whole'
      const name = `launch ${label}, ${c.buyers} buyers, ${WALK_NAMES[walk]}`
      const steps = walk === 'whole' ? STEPS : ['quote', 'order']
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
      // The app threads bound throughput: n instances serve at most n × 1000 / (their ms per reservation).
      const app = c.appCpuMsPerReservation
      out.push(
        figure(
          `${name}: CPU-ms per reservation, app thread alone, and the most ${instances} app thread(s) can serve at that cost`,
          app == null ? 'n/a' : `${round(app, 0)} ms, ${round((instances * 1000) / app, 1)}/s`,
          'printed',
          null,
        ),
      )
      out.push(figure(`${name}: errors (5xx, no answer, double orders)`, c.errors, '0', c.errors === 0))
      out.push(
        figure(
          `${name}: p50 / p99 ms, ${steps.join(' / ')}`,
          steps.map((s) => `${round(c.steps[s].p50 ?? 0, 0)}/${round(c.steps[s].p99 ?? 0, 0)}`).join('  '),
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
    out.push(...sustainedFigures(label, idle, sustained))
  }
  return out
}

/**
 * `/charging` while `buyers` walk the whole build flow at once, against the same page when
 * `server` is idle: `npm start` alone, or nginx in front (`npm run launch`). Each buyer connects
 * from a loopback address of its own, so per-address limits see a crowd, not one client.
 */
export async function measurePageUnderCrowd(label, server, { buyers = 50, k }) {
  log(`page under a crowd (${label}): warming up, then ${buyers} buyers…`)
  await runCrowd({ baseUrl: server.url, buyers: 3, reservations: 3, addressOf: (i) => `198.18.250.${i}` })
  const idle = await idlePage(server.url)
  const crowd = await measuredCrowd(label, server, { buyers, k, walk: 'whole' })
  return { label, buyers, idle, page: crowd.page, reservations: crowd.reservations, errors: crowd.errors }
}

/** The budget (during every crowd, within 3x of idle) holds for the nginx setup; `npm start` alone is printed beside it. */
export function pageUnderCrowdFigures(runs) {
  return runs.map(({ label, buyers, idle, page, reservations, errors, budgeted }) => {
    const ratio = (page.p99 ?? Infinity) / idle.p99
    return figure(
      `/charging p99 during ${buyers} buyers' whole walks / idle, ${label} (${reservations} paid, ${errors} errors)`,
      `${round(ratio, 1)}x (${round(page.p99 ?? 0, 1)} ms, idle ${round(idle.p99, 1)} ms)`,
      budgeted ? '<= 3x' : 'printed',
      budgeted ? ratio <= 3 : null,
    )
  })
}
