#!/usr/bin/env node
// `node scripts/bench/delivery-windows.mjs`: the delivery windows' recompute at 100,000 reservations
// (BENCH_RESERVATIONS), on a throw-away SQLite database and a throw-away Postgres (PEBBLE_PG_PORT),
// through scripts/bench/delivery-windows.ts. Prints, per engine, how long a recompute took and the
// longest time it held the thread. Not part of `npm test` (filling 100,000 orders takes minutes).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { startPostgres } from '../lib/postgres.mjs'
import { log, root, tsxScript } from '../lib/steps.mjs'

const reservations = process.env.BENCH_RESERVATIONS || '100000'
const run = (env) => {
  const out = execFileSync(...tsxScript('scripts/bench/delivery-windows.ts'), {
    cwd: root,
    env: { ...process.env, BENCH_RESERVATIONS: reservations, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return JSON.parse(out.trim().split('\n').at(-1))
}

const dir = path.join(root, '.bench-data', 'delivery-windows')
rmSync(dir, { recursive: true, force: true })
log(`delivery windows: SQLite, ${reservations} reservations…`)
const results = [run({ DATA_DIR: dir, DATABASE_URL: '' })]
const pg = startPostgres()
try {
  log(`delivery windows: Postgres, ${reservations} reservations…`)
  results.push(run({ DATA_DIR: dir, DATABASE_URL: pg.url }))
} finally {
  pg.stop()
  rmSync(dir, { recursive: true, force: true })
}
for (const r of results)
  console.log(
    `${r.engine}: ${r.reservations} reservations — recompute after a plan change ${r.planMoved.ms} ms ` +
      `(thread held at most ${r.planMoved.longestBlockMs} ms, ${r.planMoved.moved} windows moved); ` +
      `after a cancellation ${r.cancelled.ms} ms (held at most ${r.cancelled.longestBlockMs} ms); ` +
      `plan change in a fresh process ${r.planMovedCold.ms} ms (held at most ${r.planMovedCold.longestBlockMs} ms); ` +
      `the first line from ${r.realOrders} orders, the process's first read of them ${r.firstLine.ms} ms ` +
      `(held at most ${r.firstLine.longestBlockMs} ms)`,
  )
