import { chromium } from 'playwright-core'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const page = await context.newPage()
await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]) }).observe({ type: 'longtask', buffered: true }) })
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
await cdp.send('Profiler.start')
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(2500)
const { profile } = await cdp.send('Profiler.stop')
;(await import('node:fs')).writeFileSync('profile.json', JSON.stringify(profile))
const longtasks = await page.evaluate(() => window.__lt)
await browser.close()
const counts = new Map(); for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1)
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const total = profile.samples.length
const dt = (profile.endTime - profile.startTime) / 1000 / total
const self = new Map(), byUrl = new Map()
for (const [id, c] of counts) {
  const f = byId.get(id).callFrame
  const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`
  self.set(k, (self.get(k) ?? 0) + c)
  const u = f.url.split('/').pop() || f.functionName
  byUrl.set(u, (byUrl.get(u) ?? 0) + c)
}
const top = (m, n) => [...m].filter(([k]) => !/^\((idle|program)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, c]) => `${(c * dt).toFixed(0).padStart(5)}ms ${k}`).join('\n')
console.log('longtasks', JSON.stringify(longtasks))
console.log('--- by url\n' + top(byUrl, 15) + '\n--- by function\n' + top(self, 30))
