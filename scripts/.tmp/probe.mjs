import { chromium } from 'playwright-core'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const p = await b.newPage()
p.on('console', m => console.log('console', m.type(), m.text().slice(0,300)))
p.on('response', r => r.status() >= 400 && console.log('resp', r.status(), r.url()));
p.on('requestfailed', r => console.log('failed', r.url(), r.failure()?.errorText));
p.on('pageerror', e => console.log('pageerror', e.message.slice(0,500)))
await p.goto(process.argv[2], { timeout: 120000 })
await p.waitForTimeout(15000)
console.log('hydrated', await p.evaluate(() => document.documentElement.dataset.hydrated))
await b.close()
