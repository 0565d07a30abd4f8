// inclusive time of each module factory (children of turbopack's W) during the profile
import { readFileSync } from 'node:fs'
const profile = JSON.parse(readFileSync('profile.json', 'utf8'))
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
let t = profile.startTime; const times = profile.timeDeltas.map((d) => (t += d))
const selfTime = new Map()
for (let i = 0; i < profile.samples.length; i++) { const dt = (times[i + 1] ?? times[i]) - times[i]; selfTime.set(profile.samples[i], (selfTime.get(profile.samples[i]) ?? 0) + dt) }
const incl = new Map()
const total = (id) => { if (incl.has(id)) return incl.get(id); let s = selfTime.get(id) ?? 0; for (const c of byId.get(id).children ?? []) s += total(c); incl.set(id, s); return s }
const isW = (n) => n.callFrame.functionName === 'W' && n.callFrame.url.includes('turbopack-')
// factory frames: children of W; exclusive of nested W (subtract nested W subtrees)
const nestedW = (id) => { let s = 0; for (const c of byId.get(id).children ?? []) { const cn = byId.get(c); s += isW(cn) ? total(c) : nestedW(c) } return s }
const agg = new Map()
for (const n of profile.nodes) if (isW(n)) for (const c of n.children ?? []) {
  const f = byId.get(c).callFrame
  const key = `${f.url.split('/').pop()}:${f.columnNumber}`
  agg.set(key, (agg.get(key) ?? 0) + total(c) - nestedW(c))
}
const chunks = new Map()
const moduleAt = (file, col) => {
  if (!chunks.has(file)) { try { chunks.set(file, readFileSync(`/work/wt-perf/.next-bench/static/chunks/${file}`, 'utf8')) } catch { chunks.set(file, '') } }
  const text = chunks.get(file); const before = text.slice(Math.max(0, col - 40), col + 1)
  const m = [...before.matchAll(/,(\d{2,7}),/g)].pop()
  const hint = text.slice(col, col + 4000).match(/"([A-Za-z][\w -]{8,40})"/)?.[1] ?? ''
  return `${m?.[1] ?? '?'} ${hint}`
}
let sum = 0
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 30)) { const [file, col] = k.split(':'); sum += v; console.log(`${(v / 1000).toFixed(1).padStart(6)}ms ${k.padEnd(28)} ${moduleAt(file, Number(col))}`) }
console.log('total factories', ([...agg.values()].reduce((a, b) => a + b, 0) / 1000).toFixed(0), 'ms')
