import { chromium } from 'playwright-core'
import { gzipSync } from 'node:zlib'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const path of process.argv.slice(2)) {
  for (const vp of [{ width: 412, height: 823, isMobile: true, hasTouch: true }, { width: 1440, height: 900 }]) {
    const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, isMobile: vp.isMobile, hasTouch: vp.hasTouch })
    const page = await context.newPage()
    const js = []
    page.on('response', async (res) => { if (res.request().resourceType() === 'script') { try { js.push([res.url().split('/').pop(), gzipSync(await res.body(), { level: 9 }).length]) } catch {} } })
    await page.goto('http://127.0.0.1:3300' + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1000)
    const total = js.reduce((a, [, b]) => a + b, 0)
    console.log(path, vp.width, (total / 1024).toFixed(1), 'kB', js.map(([n, b]) => `${n}:${(b / 1024).toFixed(1)}`).join(' '))
    await context.close()
  }
}
await browser.close()
