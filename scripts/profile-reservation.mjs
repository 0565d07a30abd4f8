#!/usr/bin/env node
// The CPU one reservation costs the server: N sequential reservations by new buyers (each from its
// own address), after a warm-up, with the server process's CPU read from /proc (Linux) before and
// after: its main thread (JavaScript: Next, Payload, the app) and all its threads (plus libuv's
// pool: password hashing, SQLite). The deferred password hashing is waited for and counted.
//
//   node scripts/profile-reservation.mjs <base URL> <server pid> [N=20] [warm-up=5]
//
// For a profile, start the server with `node --cpu-prof --cpu-prof-dir=<dir> scripts/serve.mjs`
// and stop it with SIGINT after this script (docs/benchmarks.md, "Reading a figure").
import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'

import { buyerDetails } from './lib/launch-crowd.mjs'

const [baseUrl, pidText, nText = '20', warmText = '5'] = process.argv.slice(2)
if (!baseUrl || !pidText) {
  console.error('usage: node scripts/profile-reservation.mjs <base URL> <server pid> [N] [warm-up]')
  process.exit(2)
}
const pid = Number(pidText)
const TICK_MS = 10 // USER_HZ is 100 on Linux

/** utime + stime in ms of /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat. */
function cpuMs(file) {
  const text = readFileSync(file, 'utf8')
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}
const mainThread = () => cpuMs(`/proc/${pid}/task/${pid}/stat`)
const allThreads = () => cpuMs(`/proc/${pid}/stat`)

let seq = 0
async function reserve() {
  seq++
  const email = `cpu-${Date.now()}-${seq}-${randomUUID().slice(0, 8)}@example.com`
  const started = performance.now()
  const res = await fetch(`${baseUrl}/api/build/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(baseUrl).origin,
      'x-forwarded-for': `198.51.${Math.floor(seq / 250) % 250}.${seq % 250}`,
    },
    body: JSON.stringify({
      placementKey: randomUUID(),
      selection: { trim: 'adventure', color: 'sage', options: [] },
      customer: buyerDetails(email, 'Profile'),
      password: 'profile-pass-1',
      acceptTerms: true,
    }),
  })
  const text = await res.text()
  if (res.status !== 201) throw new Error(`reservation ${seq}: ${res.status} ${text}`)
  return performance.now() - started
}

const settle = () => new Promise((r) => setTimeout(r, 1500))
for (let i = 0; i < Number(warmText); i++) await reserve()
await settle()

const n = Number(nText)
const before = { main: mainThread(), all: allThreads() }
const walls = []
for (let i = 0; i < n; i++) walls.push(await reserve())
const during = { main: mainThread() - before.main, all: allThreads() - before.all }
await settle() // the deferred password hashes
const after = { main: mainThread() - before.main, all: allThreads() - before.all }
walls.sort((a, b) => a - b)
console.log(`${n} sequential reservations by new buyers (after ${warmText} to warm up)`)
console.log(
  `  wall per reservation: median ${walls[Math.floor(n / 2)].toFixed(1)} ms, max ${walls[n - 1].toFixed(1)} ms`,
)
console.log(
  `  CPU per reservation, main thread: ${(during.main / n).toFixed(1)} ms (${(after.main / n).toFixed(1)} ms with what ran after)`,
)
console.log(
  `  CPU per reservation, all threads: ${(during.all / n).toFixed(1)} ms (${(after.all / n).toFixed(1)} ms with the deferred hashing)`,
)
