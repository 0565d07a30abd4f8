// What the metrics cost (docs/benchmarks.md, "Metrics"): two servers of one build on one
// database, side by side in one run, one with METRICS=0 (nothing counted per request) and one as
// deployed (every request's route, status and time; the admission line). Page throughput in
// short alternating slices (on, off, off, on), then reservations per second of a crowd on each in
// turn (on, off, off, on). A busy stretch of the shared machine weighs on both sides alike.
import { runCrowd } from '../lib/launch-crowd.mjs'
import { log } from '../lib/steps.mjs'
import { load } from './load.mjs'
import { median, round } from './stats.mjs'

const PAGE = '/charging'
const SLICE_SECONDS = 2

/** `on` and `off`: started servers ({ url }). */
export async function measureMetricsOverhead({ on, off, cycles = 5, buyers = 10, reservations = 20 }) {
  const page = (server) => load({ url: server.url + PAGE, connections: 32, seconds: SLICE_SECONDS })
  log('metrics overhead: warming both servers up…')
  for (let i = 0; i < 4; i++) for (const server of [on, off]) await page(server)
  const slices = { on: [], off: [] }
  for (let cycle = 0; cycle < cycles; cycle++) {
    const a = await page(on)
    const b = await page(off)
    const c = await page(off)
    const d = await page(on)
    slices.on.push(a.requestsPerSecond, d.requestsPerSecond)
    slices.off.push(b.requestsPerSecond, c.requestsPerSecond)
  }
  const crowd = async (server, n) =>
    (
      await runCrowd({
        baseUrl: server.url,
        buyers,
        reservations,
        addressOf: (i) => `198.18.${200 + n}.${i}`,
      })
    ).reservationsPerSecond
  log('metrics overhead: crowds of buyers on each…')
  await crowd(on, 0)
  await crowd(off, 1)
  const crowds = { on: [], off: [] }
  for (let cycle = 0; cycle < 2; cycle++) {
    crowds.on.push(await crowd(on, 2 + cycle * 4))
    crowds.off.push(await crowd(off, 3 + cycle * 4))
    crowds.off.push(await crowd(off, 4 + cycle * 4))
    crowds.on.push(await crowd(on, 5 + cycle * 4))
  }
  const pageOn = median(slices.on)
  const pageOff = median(slices.off)
  const reserveOn = median(crowds.on)
  const reserveOff = median(crowds.off)
  return {
    pageRequestsPerSecond: {
      on: round(pageOn, 0),
      off: round(pageOff, 0),
      costPercent: round((1 - pageOn / pageOff) * 100, 1),
    },
    reservationsPerSecond: {
      on: round(reserveOn),
      off: round(reserveOff),
      costPercent: round((1 - reserveOn / reserveOff) * 100, 1),
    },
    slices,
    crowds,
  }
}
