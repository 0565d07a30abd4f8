#!/usr/bin/env node
// The launch section on two Node.js lines: this checkout's one build and demo data, served in turn
// by the pinned runtime (.nvmrc) and by another Node binary (the machine's own, e.g. an end-of-life
// 20), measured by the same launch crowds (bench/launch.mjs) in one run on this machine, SQLite and
// Postgres. Order A B on SQLite and B A on Postgres, so that a machine getting busier or quieter
// during the run does not favour one side. After each side's crowds: the server's memory.
//
//   node scripts/bench/launch-runtimes.mjs [path to the other node binary]
//
// Without a path, the other side is the first `node` on PATH that is not the pinned runtime.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureRuntime, runtimeBinary } from '../lib/runtime.mjs'
import { ensureLocalSecrets } from '../lib/secrets.mjs'
import { ensureBuild, ensureDependencies, log, prepareData, root, startServer } from '../lib/steps.mjs'
import { launchFigures, measureLaunch } from './launch.mjs'
import { groupRssBytes } from './memory.mjs'
import { figure, printTable, writeJson } from './report.mjs'
import { round } from './stats.mjs'

/** The first `node` on PATH outside the pinned runtime's folder (read before ensureRuntime puts it first). */
function otherNode() {
  const pinned = runtimeBinary()
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, 'node')
    if (existsSync(file) && (!pinned || path.resolve(file) !== path.resolve(pinned))) return file
  }
  return null
}

const other = process.argv[2] || process.env.PEBBLE_BENCH_OTHER_NODE || otherNode()
if (!other) throw new Error('no other node binary on PATH: give its path as the first argument')
process.env.PEBBLE_BENCH_OTHER_NODE = other
ensureDependencies()
await ensureRuntime()

const PORT = Number(process.env.PEBBLE_BENCH_PORT || 3200) + 6
process.env.PEBBLE_PG_PORT ||= String(PORT + 1)
const DATA = '.bench-data'
const versionOf = (binary) => execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim()
const sides = [
  { node: process.execPath, version: process.version },
  { node: other, version: versionOf(other) },
]
ensureLocalSecrets(root)

async function measureSide(side, database, databaseUrl = '') {
  const name = `runtimes-${database}-${side.version}`
  const env = {
    DATA_DIR: path.join(DATA, name),
    NEXT_DIST_DIR: '.next-bench-runtimes',
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${PORT}`,
    DATABASE_URL: databaseUrl,
  }
  prepareData(env)
  ensureBuild(env)
  const server = await startServer({
    port: PORT,
    node: side.node,
    env: { ...env, TRUSTED_PROXY_HOPS: '1' },
    logFile: path.join(root, DATA, `${name}-server.log`),
  })
  try {
    const launch = await measureLaunch(`${database === 'sqlite' ? 'SQLite' : 'Postgres'}, Node ${side.version}`, server)
    return { ...launch, rssAfter: groupRssBytes(server.child.pid) }
  } finally {
    await server.stop()
  }
}

const startedAt = new Date().toISOString()
const launches = []
for (const side of sides) launches.push(await measureSide(side, 'sqlite'))
const { startPostgres } = await import('../lib/postgres.mjs')
for (const side of [...sides].reverse()) {
  // A fresh Postgres server for each side: neither sees the other's orders.
  const pg = startPostgres()
  try {
    launches.push(await measureSide(side, 'postgres', pg.url))
  } finally {
    pg.stop()
  }
}
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os
  .loadavg()
  .map((l) => round(l, 1))
  .join(' ')}`
const memory = launches.map((l) =>
  figure(
    `launch ${l.label}: server memory (resident, process group) after the crowds`,
    `${round(l.rssAfter / 2 ** 20, 0)} MiB`,
    'printed',
    null,
  ),
)
writeJson(path.join(root, 'bench-results', 'launch-runtimes.json'), { startedAt, machine, launches })
log(`launch on ${sides.map((s) => `Node ${s.version}`).join(' and ')}`)
console.log(`Measured on ${machine}, ${startedAt}`)
printTable([...launchFigures(launches), ...memory])
