// Delivery windows at launch scale (`node scripts/bench/delivery-windows.mjs` runs it on SQLite and
// Postgres): fills a throw-away database (DATA_DIR for SQLite, or DATABASE_URL for Postgres) with
// BENCH_RESERVATIONS waiting orders (default 100,000) through the database adapter, then times a
// recompute of every window after a plan change that moves them all (src/commerce/delivery/
// recompute.ts, the job's own code) and, meanwhile, the longest time the thread was held (an
// event-loop delay monitor). Prints one JSON line. Never run on a real database.
import '../lib/load-env'

import { monitorEventLoopDelay } from 'node:perf_hooks'

import type { Payload } from 'payload'

import { addMonths } from '../../src/commerce/delivery/months'
import { toStored } from '../../src/commerce/delivery/plan-rules'
import { recomputeWindows } from '../../src/commerce/delivery/recompute'
import { isPostgres } from '../../src/config/env'
import { inTransaction } from '../../src/db/transaction'
import { payloadClient } from '../../src/db/payload'

const wanted = Number(process.env.BENCH_RESERVATIONS || 100_000)
const BATCH = 100
const TRIMS = ['essential', 'adventure', 'summit']
const context = { disableRevalidate: true }

/** Rows Payload would write, without its hooks (the data is a valid document already), BATCH per transaction. */
async function createMany(
  payload: Payload,
  collection: 'orders' | 'trim-levels' | 'customers',
  count: number,
  dataFor: (i: number) => Record<string, unknown>,
) {
  for (let start = 0; start < count; start += BATCH) {
    await inTransaction(payload, async (req) => {
      req.context = context
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const now = new Date().toISOString()
        await payload.db.create({ collection, data: { ...dataFor(i), createdAt: now, updatedAt: now }, req })
      }
    })
  }
}

const payload = await payloadClient()
await payload.db.migrate()
const filled = Date.now()
const { totalDocs: trims } = await payload.count({ collection: 'trim-levels', overrideAccess: true })
if (trims === 0)
  await createMany(payload, 'trim-levels', TRIMS.length, (i) => ({
    uid: TRIMS[i],
    label: TRIMS[i],
    price: 100_000_00,
    sortOrder: i,
  }))
const { docs: customers } = await payload.find({ collection: 'customers', limit: 1, depth: 0, overrideAccess: true })
const customer =
  customers[0]?.id ??
  (
    await payload.db.create({
      collection: 'customers',
      data: { email: 'bench@example.com', name: 'Bench Buyer', demo: true },
    })
  ).id
const { totalDocs: have } = await payload.count({ collection: 'orders', overrideAccess: true })
const start = Date.UTC(2026, 0, 1)
await createMany(payload, 'orders', Math.max(0, wanted - have), (i) => {
  const n = have + i
  const trim = TRIMS[n % TRIMS.length]!
  // Several orders paid in the same second: the order number breaks the tie.
  const paidAt = new Date(start + Math.floor(n / 3) * 1000).toISOString()
  return {
    number: `PB-B${String(n).padStart(7, '0')}`,
    customer,
    status: 'first-deposit-paid',
    configuration: {
      trim: { uid: trim, label: trim, price: 100_000_00 },
      color: { uid: 'sage', name: 'Sage', price: 0 },
    },
    pricing: { trim: 100_000_00, color: 0, options: 0, destinationFee: 0, total: 100_000_00 },
    firstDeposit: { amount: 500_00, status: 'paid', paidAt },
    secondDeposit: { amount: 5_000_00, status: 'not-due' },
  }
})
const fillMs = Date.now() - filled

const plan = (first: string, rate: number) =>
  Array.from({ length: 18 }, (_, i) => ({
    month: addMonths(first, i),
    capacity: Object.fromEntries(TRIMS.map((t) => [t, rate])),
  }))
const savePlan = (first: string, rate: number) =>
  payload.updateGlobal({
    slug: 'production-plan',
    data: { windowMonths: 2, months: toStored(plan(first, rate)), reason: 'bench' },
    overrideAccess: true,
    context,
  })

/** One recompute, timed, with the longest stretch the thread was held meanwhile. */
async function timedRecompute(reason: string) {
  const delay = monitorEventLoopDelay({ resolution: 5 })
  delay.enable()
  const started = performance.now()
  const result = await recomputeWindows(payload, reason)
  const ms = performance.now() - started
  delay.disable()
  return { ms: Math.round(ms), longestBlockMs: Math.round(delay.max / 1e6), ...result }
}

await savePlan('2027-03', 1500)
const first = await timedRecompute('bench: first')
// Every window moves: the plan starts two months later with less each month.
await savePlan('2027-05', 1200)
const moved = await timedRecompute('bench: plan moved')
// Drop the queued mail job: nobody to tell in a bench.
await payload.delete({
  collection: 'payload-jobs',
  where: { taskSlug: { equals: 'tellWindowMoves' } },
  overrideAccess: true,
})
console.log(
  JSON.stringify({
    engine: isPostgres ? 'Postgres' : 'SQLite',
    reservations: moved.reservations,
    fillSeconds: Math.round(fillMs / 1000),
    first: { ms: first.ms, longestBlockMs: first.longestBlockMs },
    planMoved: { ms: moved.ms, longestBlockMs: moved.longestBlockMs, moved: moved.moved },
  }),
)
await payload.destroy?.()
process.exit(0)
