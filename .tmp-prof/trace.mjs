import { chromium } from 'playwright-core'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const page = await context.newPage()
const css = process.argv[3]
if (css) await page.addInitScript((css) => { const s = document.createElement('style'); s.textContent = css; document.documentElement.appendChild(s) }, css)
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
const events = []
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' })
const rsc = []
page.on('requestfinished', (r) => { if (r.url().includes('_rsc') || r.url().includes('/api/')) rsc.push([r.url().slice(22, 60), Math.round(r.timing().responseEnd)]) })
const navStart = Date.now()
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(2500)
await cdp.send('Tracing.end')
await done
await browser.close()
console.log('requests', JSON.stringify(rsc))
// main thread: the renderer's CrRendererMain
const threadNames = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]))
const main = events.filter((e) => threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > Number(process.env.MIN_MS ?? 30) * 1000).sort((a, b) => a.ts - b.ts)
const t0 = Math.min(...main.filter((e) => e.ts).map((e) => e.ts))
for (const t of tasks) {
  const inside = main.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t)
  const byName = new Map()
  for (const e of inside) if (['ParseHTML', 'EvaluateScript', 'v8.compile', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet', 'Paint', 'PrePaint', 'v8.evaluateModule', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'v8.run', 'HitTest', 'Layerize', 'Commit', 'MajorGC', 'MinorGC', 'ScheduleStyleRecalculation', 'v8.parseOnBackground', 'V8.GCScavenger', 'BlinkGC.AtomicPhase'].includes(e.name)) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur)
  const detail = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`).join(', ')
  const scripts = [...new Set(inside.filter((e) => e.name === 'EvaluateScript' || e.name === 'FunctionCall').map((e) => (e.args?.data?.url ?? '').split('/').pop()).filter(Boolean))].slice(0, 4).join(' ')
  console.log(`${((t.ts - t0) / 1000).toFixed(0).padStart(6)}ms  ${(t.dur / 1000).toFixed(0).padStart(4)}ms  ${detail}  [${scripts}]`)
}
