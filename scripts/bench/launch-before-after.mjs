#!/usr/bin/env node
// The launch section, before and after: an earlier commit and this checkout, each built and served
// on its own copy of the demo data, measured in turn by this checkout's launch crowds
// (bench/launch.mjs), on SQLite and on Postgres, in one run on this machine.
//
//   node scripts/bench/launch-before-after.mjs <earlier commit>
//
// The earlier commit is checked out as a git worktree in the temporary folder, with its own
// dependencies (its lock file); its own scripts install, build, seed and serve it.
import os from 'node:os'
import path from 'node:path'

import { root } from '../lib/steps.mjs'
import { checkOutEarlier, serveSide, shortCommit } from './earlier-commit.mjs'
import { launchFigures, measureLaunch } from './launch.mjs'
import { printTable, writeJson } from './report.mjs'

const rev = process.argv[2]
if (!rev) {
  console.error('usage: node scripts/bench/launch-before-after.mjs <earlier commit>')
  process.exit(2)
}
const PORT = Number(process.env.PEBBLE_BENCH_PORT || 3200) + 6
process.env.PEBBLE_PG_PORT ||= String(PORT + 1)
const DATA = '.bench-data'
/** `PEBBLE_BENCH_DATABASES=sqlite` measures one database only. */
const DATABASES = (process.env.PEBBLE_BENCH_DATABASES || 'sqlite,postgres').split(',')

async function measureSide(label, sideRoot, name, databaseUrl = '') {
  const server = await serveSide(sideRoot, {
    port: PORT,
    env: {
      DATA_DIR: path.join(DATA, `before-after-${name}`),
      NEXT_DIST_DIR: `.next-before-after-${databaseUrl ? 'postgres' : 'sqlite'}`,
      DATABASE_URL: databaseUrl,
    },
    logFile: path.join(DATA, `before-after-${name}-server.log`),
    fresh: true,
  })
  try {
    return await measureLaunch(label, server)
  } finally {
    await server.stop()
  }
}

const before = checkOutEarlier(rev)
const short = shortCommit(rev)
const head = shortCommit('HEAD')
const startedAt = new Date().toISOString()
const launches = []
try {
  const sides = [
    ['before', before.dir, short],
    ['after', root, head],
  ]
  if (DATABASES.includes('sqlite'))
    for (const [side, sideRoot, commit] of sides)
      launches.push(await measureSide(`SQLite, ${side} (${commit})`, sideRoot, `${side}-sqlite`))
  const { startPostgres } = await import('../lib/postgres.mjs')
  for (const [side, sideRoot, commit] of DATABASES.includes('postgres') ? sides : []) {
    // A fresh Postgres server for each side: neither sees the other's orders.
    const pg = startPostgres()
    try {
      launches.push(await measureSide(`Postgres, ${side} (${commit})`, sideRoot, `${side}-postgres`, pg.url))
    } finally {
      pg.stop()
    }
  }
} finally {
  before.remove()
}
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
writeJson(path.join(root, 'bench-results', 'launch-before-after.json'), { startedAt, machine, launches })
log(`launch before (${short}) and after (${head})`)
console.log(`Measured on ${machine}, ${startedAt}`)
printTable(launchFigures(launches))
