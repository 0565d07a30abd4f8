#!/usr/bin/env node
// Full-page screenshots in headless Chromium at 390, 1024 and 1440 px, for looking at what we build.
//   node scripts/screenshots.mjs http://localhost:3000 / /charging /post/some-post
// Writes screenshots/<path>-<width>.png (git-ignored). Also prints failed requests and console errors.
//   STAFF_LOGIN=admin@example.com:pebble-demo-2026  signs in to the admin first (for /admin screens)
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'

const [base, ...paths] = process.argv.slice(2)
if (!base || paths.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <base-url> <path> [path…]   (WIDTHS=390,1024,1440)')
  process.exit(2)
}
const widths = (process.env.WIDTHS || '390,1024,1440').split(',').map(Number)
const outDir = path.resolve('screenshots')
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 900 },
    reducedMotion: process.env.REDUCED_MOTION ? 'reduce' : 'no-preference',
  })
  // A returning visitor: the cookie banner is answered (set SHOW_CONSENT=1 to see it).
  if (!process.env.SHOW_CONSENT) await context.addInitScript(() => localStorage.setItem('pebble-consent', 'denied'))
  if (process.env.STAFF_LOGIN) {
    const [email, password] = process.env.STAFF_LOGIN.split(':')
    const res = await context.request.post(`${base}/cms-api/users/login`, { data: { email, password } })
    if (!res.ok()) throw new Error(`staff login failed: ${res.status()}`)
  }
  for (const p of paths) {
    const page = await context.newPage()
    page.on('response', (r) => r.status() >= 400 && console.log(`  ${r.status()} ${r.url()}`))
    page.on('console', (m) => m.type() === 'error' && console.log(`  console: ${m.text()}`))
    await page.goto(base + p, { waitUntil: 'networkidle' })
    // Scroll through once so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(400)
    const prefix = process.env.STAFF_LOGIN ? `${process.env.STAFF_LOGIN.split('@')[0]}-` : ''
    const file = path.join(
      outDir,
      `${prefix}${p
        .replace(/^\/$/, 'home')
        .replace(/[^a-z0-9]+/gi, '_')
        .replace(/^_|_$/g, '')}-${width}.png`,
    )
    await page.screenshot({ path: file, fullPage: !process.env.VIEWPORT_ONLY })
    console.log(file)
    await page.close()
  }
  await context.close()
}
await browser.close()
