import { readFileSync } from 'node:fs'
import { runCrowd } from './scripts/lib/launch-crowd.mjs'
const [base, pidText, n = '30'] = process.argv.slice(2)
const pid = Number(pidText)
const main = () => { const f = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8'); const x = f.slice(f.lastIndexOf(')') + 2).split(' '); return (Number(x[11]) + Number(x[12])) * 10 }
const all = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8'); const x = f.slice(f.lastIndexOf(')') + 2).split(' '); return (Number(x[11]) + Number(x[12])) * 10 }
const cpu = {}, cpuAll = {}
for (let i = 0; i < Number(n); i++) {
  let last = main(), lastAll = all()
  await runCrowd({ baseUrl: base, buyers: 1, reservations: 1, addressOf: () => `198.19.${i % 250}.${(i * 7) % 250}`, tag: `s${Date.now()}${i}`,
    onStep: (step) => { const now = main(), nowAll = all(); cpu[step] = (cpu[step] ?? 0) + now - last; cpuAll[step] = (cpuAll[step] ?? 0) + nowAll - lastAll; last = now; lastAll = nowAll } })
}
console.log('main ms/step:', Object.entries(cpu).map(([k, v]) => `${k} ${(v / n).toFixed(0)}`).join(', '), '| total', (Object.values(cpu).reduce((a, b) => a + b) / n).toFixed(0))
console.log('all  ms/step:', Object.entries(cpuAll).map(([k, v]) => `${k} ${(v / n).toFixed(0)}`).join(', '), '| total', (Object.values(cpuAll).reduce((a, b) => a + b) / n).toFixed(0))
