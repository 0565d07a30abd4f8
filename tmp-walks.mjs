import { runCrowd } from './scripts/lib/launch-crowd.mjs'
const [base, n = '30', tag = 'w'] = process.argv.slice(2)
const t0 = performance.now(); let paid = 0; const probs = []
for (let i = 0; i < Number(n); i++) {
  const r = await runCrowd({ baseUrl: base, buyers: 1, reservations: 1, addressOf: () => `198.18.${i % 250}.${(i * 7) % 250}`, tag: `${tag}${Date.now()}${i}` })
  paid += r.paid.length; probs.push(...r.problems)
}
console.log(paid, 'paid in', ((performance.now() - t0) / 1000).toFixed(1), 's', probs.slice(0, 3))
