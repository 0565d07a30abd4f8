// Delivery windows at launch scale (`node scripts/bench/delivery-windows.mjs` runs it on SQLite and
// Postgres), in a throw-away database (DATA_DIR for SQLite, or DATABASE_URL for Postgres). Times
// src/commerce/delivery/recompute.ts (the job's own code) with a line of BENCH_RESERVATIONS
// (default 100,000) reservations: after a plan change that moves every window, and after a
// cancellation near the front; and, meanwhile, the longest time the thread was held (an event-loop
// delay monitor). Prints one JSON line. Never run on a real database.
//
// BENCH_REAL_ORDERS (600) orders are created through the database adapter and make the first line;
// the rest of the line are ids behind them, saved as the line a launch would have built. A
// recompute reads only the orders changed since the last line, never the line's other orders, so
// their rows are not on the timed path (creating 100,000 through Payload takes an hour here).
import '../lib/load-env'

import { monitorEventLoopDelay } from 'node:perf_hooks'

import type { Payload } from 'payload'

import { addMonths } from '../../src/commerce/delivery/months'
import { toStored } from '../../src/commerce/delivery/plan-rules'
import { saveLine } from '../../src/commerce/delivery/data'
import { encodeLines, forgetLine, newestLine } from '../../src/commerce/delivery/line'
import { recomputeWindows } from '../../src/commerce/delivery/recompute'
import { changeOrder } from '../../src/commerce/orders/data'
import { isPostgres } from '../../src/config/env'
import { inTransaction } from '../../src/db/transaction'
import { payloadClient } from '../../src/db/payload'

const wanted = Number(process.env.BENCH_RESERVATIONS || 100_000)
const BATCH = 100
/** Orders created for real (through the adapter); the rest of the line are ids past them. */
const REAL_ORDERS = Number(process.env.BENCH_REAL_ORDERS || 600)
const SYNTHETIC_IDS = 10_000_000
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
        await payload.db.create({ collection, data: { createdAt: now, updatedAt: now, ...dataFor(i) }, req })
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
const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
await createMany(payload, 'orders', Math.max(0, REAL_ORDERS - have), (i) => {
  const n = have + i
  const trim = TRIMS[n % TRIMS.length]!
  // Several orders paid in the same second: the order number breaks the tie.
  const paidAt = new Date(start + Math.floor(n / 3) * 1000).toISOString()
  return {
    number: `PB-B${String(n).padStart(7, '0')}`,
    // Placed a while ago: a recompute rereads only the orders changed since its last line.
    createdAt: hourAgo,
    updatedAt: hourAgo,
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
// The first line, from the real orders (a recompute reads every waiting order only this once).
const first = await timedRecompute('bench: first line')
// The rest of the 100,000 join behind them: the line a launch would have built, one order at a time.
const line = await newestLine(payload)
const lines = Object.fromEntries(TRIMS.map((t) => [t, [...(line!.lines[t] ?? [])]]))
for (let n = first.reservations; n < wanted; n++) lines[TRIMS[n % TRIMS.length]!]!.push(SYNTHETIC_IDS + n)
await saveLine(payload, {
  takenAt: new Date().toISOString(),
  reason: 'bench: the launch',
  plan: line!.plan,
  windowMonths: 2,
  lines: encodeLines(lines),
})
// A fresh process's view: the line read from the database, not from this process's memory.
forgetLine()
// Every window moves: the plan starts a month later with less each month; first in a process that
// reads the line from the database, then in one that has it in memory (a running server).
await savePlan('2027-04', 1300)
const planMovedCold = await timedRecompute('bench: plan moved (line read from the database)')
await savePlan('2027-05', 1200)
const planMoved = await timedRecompute('bench: plan moved')
// A cancellation near the front: every reservation of that trim behind it moves up one place.
const { docs: front } = await payload.find({
  collection: 'orders',
  sort: 'id',
  limit: 1,
  depth: 0,
  overrideAccess: true,
})
// Through the order's one write path (its status moves only there).
await inTransaction(payload, async (req) => {
  req.context = context
  await changeOrder(req, { id: front[0]!.id, set: { status: 'cancelled' } })
})
const cancelled = await timedRecompute('bench: a cancellation')
// Nobody to tell in a bench: drop the queued jobs.
await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, overrideAccess: true })
console.log(
  JSON.stringify({
    engine: isPostgres ? 'Postgres' : 'SQLite',
    reservations: planMoved.reservations,
    fillSeconds: Math.round(fillMs / 1000),
    realOrders: first.reservations,
    firstLine: { ms: first.ms, longestBlockMs: first.longestBlockMs },
    planMovedCold: { ms: planMovedCold.ms, longestBlockMs: planMovedCold.longestBlockMs, moved: planMovedCold.moved },
    planMoved: { ms: planMoved.ms, longestBlockMs: planMoved.longestBlockMs, moved: planMoved.moved },
    cancelled: { ms: cancelled.ms, longestBlockMs: cancelled.longestBlockMs, moved: cancelled.moved },
  }),
)
await payload.destroy?.()
process.exit(0)
