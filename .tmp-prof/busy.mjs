// aggregates the longest busy period of a CPU profile saved by prof.mjs (profile.json)
import { readFileSync } from 'node:fs'
const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
let t = profile.startTime; const times = profile.timeDeltas.map((d) => (t += d))
const idle = (id) => /^\((idle|program)\)$/.test(byId.get(id).callFrame.functionName)
const segs = []; let start = null
for (let i = 0; i < profile.samples.length; i++) {
  const busy = !idle(profile.samples[i])
  if (busy && start === null) start = i
  // allow gaps of < 1 ms
  if (!busy && start !== null) { let j = i; while (j < profile.samples.length && idle(profile.samples[j]) && times[j] - times[i] < 1000) j++; if (j < profile.samples.length && !idle(profile.samples[j])) { i = j - 1; continue } segs.push([start, i]); start = null }
}
segs.sort((a, b) => (times[b[1]] - times[b[0]]) - (times[a[1]] - times[a[0]]))
for (const [a, b] of segs.slice(0, Number(process.argv[3] ?? 2))) {
  console.log(`=== busy ${((times[b] - times[a]) / 1000).toFixed(0)} ms at ${((times[a] - profile.startTime) / 1000).toFixed(0)}`)
  const self = new Map(), roots = new Map(), frames = new Map()
  for (let i = a; i < b; i++) {
    const dt = (times[i + 1] ?? times[i]) - times[i]
    const f = byId.get(profile.samples[i]).callFrame
    const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.columnNumber}`
    self.set(k, (self.get(k) ?? 0) + dt)
    // inclusive by named frames
    const seen = new Set(); let cur = profile.samples[i]
    while (cur) { const cf = byId.get(cur).callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.columnNumber}`; if (!seen.has(key)) { frames.set(key, (frames.get(key) ?? 0) + dt); seen.add(key) } cur = parent.get(cur) }
  }
  const top = (m, n) => [...m].sort((x, y) => y[1] - x[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(7)}ms ${k}`).join('\n')
  console.log('-- self\n' + top(self, 12) + '\n-- inclusive\n' + top(frames, 40))
}
