#!/usr/bin/env node
// A text summary of a V8 .cpuprofile (node --cpu-prof): the functions with the most self time,
// and the packages / app folders their time is spent in.
//
//   node scripts/cpuprofile-top.mjs <file.cpuprofile> [rows=25] [last-ms]
//
// With last-ms, only the samples of the profile's last that many milliseconds count (e.g. the
// measured reservations of scripts/profile-reservation.mjs, not the server's start).
import { readFileSync } from 'node:fs'

const [file, rowsText = '25', lastText] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/cpuprofile-top.mjs <file.cpuprofile> [rows]')
  process.exit(2)
}
const profile = JSON.parse(readFileSync(file, 'utf8'))
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const self = new Map()
const times = []
let t = profile.startTime
for (const delta of profile.timeDeltas) times.push((t += delta))
const from = lastText ? profile.endTime - Number(lastText) * 1000 : -Infinity
for (let i = 0; i < profile.samples.length; i++) {
  if (times[i] < from) continue
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt)
}

/** Where a function lives: a package under node_modules, a chunk of the app, or Node itself. */
function place(url) {
  if (!url) return '(native)'
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  if (url.startsWith('node:')) return 'node'
  const chunk = /\.next[^/]*\/server\/(.*)$/.exec(url)
  return chunk ? `next-build:${chunk[1].split('/')[0]}` : url.split('/').slice(-2).join('/')
}

const functions = new Map()
const places = new Map()
let total = 0
let idle = 0
for (const [id, ms] of self) {
  const { callFrame } = byId.get(id)
  total += ms
  if (callFrame.functionName === '(idle)') {
    idle += ms
    continue
  }
  const where = place(callFrame.url)
  const key = `${callFrame.functionName || '(anonymous)'}  ${where}:${callFrame.lineNumber + 1}`
  functions.set(key, (functions.get(key) ?? 0) + ms)
  places.set(where, (places.get(where) ?? 0) + ms)
}
const busy = total - idle
const rows = Number(rowsText)
const line = ([name, ms]) => `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${name}`
console.log(`profile: ${total.toFixed(0)} ms sampled, ${busy.toFixed(0)} ms busy (not idle)`)
console.log(`\nself time by function (top ${rows}):`)
for (const row of [...functions].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(line(row))
console.log(`\nself time by package or app chunk (top ${rows}):`)
for (const row of [...places].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(line(row))
