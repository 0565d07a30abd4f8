import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { buyerDetails } from './scripts/lib/launch-crowd.mjs'
const [base, pidText, n = '50'] = process.argv.slice(2)
const pid = Number(pidText)
const main = () => { const f = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8'); const x = f.slice(f.lastIndexOf(')') + 2).split(' '); return (Number(x[11]) + Number(x[12])) * 10 }
const origin = new URL(base).origin
const xff = `198.18.77.${Math.floor(Math.random() * 250)}`
const res = await fetch(`${base}/api/build/orders`, { method: 'POST', headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': xff }, body: JSON.stringify({ placementKey: randomUUID(), selection: { trim: 'adventure', color: 'sage', options: [] }, financing: { mode: 'full' }, customer: buyerDetails(`conf-${randomUUID()}@example.com`), password: 'launch-day-pass-1', acceptTerms: true }) })
const body = await res.json()
const cookie = res.headers.getSetCookie().map((l) => l.split(';')[0]).join('; ')
const charge = await fetch(`${base}/api/payments/test-checkout`, { method: 'POST', redirect: 'manual', headers: { origin, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': xff }, body: new URLSearchParams({ reference: String(body.checkoutUrl).split('/').pop(), card: '4242 4242 4242 4242' }).toString() })
const url = new URL(charge.headers.get('location'), base).toString()
const paths = { confirmation: url }
for (const [name, u] of Object.entries(paths)) {
  for (let i = 0; i < 5; i++) await (await fetch(u, { headers: { cookie, 'x-forwarded-for': xff } })).text()
  const c0 = main(); let status
  for (let i = 0; i < Number(n); i++) { const r = await fetch(u, { headers: { cookie, 'x-forwarded-for': xff } }); status = r.status; await r.text() }
  console.log(name, status, 'main ms each', ((main() - c0) / Number(n)).toFixed(1))
}
