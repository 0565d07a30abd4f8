#!/usr/bin/env node
// The first second of a page load as a phone sees it, one frame every 100 ms, in headless Chromium:
// 390 px wide, the CPU 4x slower (Lighthouse's mobile profile), a fresh visitor (no cache).
//   node scripts/filmstrip.mjs http://localhost:3000 / /charging
// Writes screenshots/filmstrip<path>-<ms>.png and one strip screenshots/filmstrip<path>.png
// (git-ignored). For looking at: nothing may flash, jump or appear unstyled.
//   FILMSTRIP_MS=1000  how long to record   FILMSTRIP_STEP_MS=100  frame spacing   REDUCED_MOTION=1  with prefers-reduced-motion
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'

const [base, ...paths] = process.argv.slice(2)
if (!base || paths.length === 0) {
  console.error('usage: node scripts/filmstrip.mjs <base-url> <path> [path…]')
  process.exit(2)
}
const DURATION_MS = Number(process.env.FILMSTRIP_MS || 1000)
const STEP_MS = Number(process.env.FILMSTRIP_STEP_MS || 100)
const outDir = path.resolve('screenshots')
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
for (const pagePath of paths) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    reducedMotion: process.env.REDUCED_MOTION ? 'reduce' : 'no-preference',
  })
  await context.addInitScript(() => localStorage.setItem('pebble-consent', 'denied'))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // The screencast sends a frame whenever the page's picture changes, each with its time.
  const frames = []
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    frames.push({ at: metadata.timestamp * 1000, data })
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {})
  })
  await page.goto('about:blank')
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 })
  await page.goto(base + pagePath, { waitUntil: 'commit' })
  await page.waitForTimeout(DURATION_MS + 1000) // recording a span of time: nothing to wait for
  await cdp.send('Page.stopScreencast')
  // Frame times are wall-clock; the page's time origin is the start of its navigation.
  const startedAt = await page.evaluate(() => performance.timeOrigin)
  // The last frame shown at each 100 ms mark (blank until the page's first frame).
  const name = pagePath === '/' ? '-home' : pagePath.replace(/[/?=&]+/g, '-')
  const marks = []
  for (let ms = 0; ms <= DURATION_MS; ms += STEP_MS) {
    const shown = frames.filter((frame) => frame.at <= startedAt + ms).at(-1)
    if (!shown) continue
    const file = path.join(outDir, `filmstrip${name}-${String(ms).padStart(4, '0')}.png`)
    writeFileSync(file, Buffer.from(shown.data, 'base64'))
    marks.push({ ms, data: shown.data })
  }
  // One strip to look at: the frames side by side, each labelled with its time.
  const strip = await context.newPage()
  await strip.setViewportSize({ width: 200 * marks.length, height: 460 })
  await strip.setContent(
    `<body style="margin:0;display:flex;font:12px sans-serif">${marks
      .map(
        ({ ms, data }) =>
          `<figure style="margin:0 2px;width:196px"><img style="width:196px;border:1px solid #999" src="data:image/png;base64,${data}"><figcaption>${ms} ms</figcaption></figure>`,
      )
      .join('')}</body>`,
  )
  await strip.screenshot({ path: path.join(outDir, `filmstrip${name}.png`) })
  console.log(`${pagePath}: ${frames.length} frames; strip in screenshots/filmstrip${name}.png`)
  await context.close()
}
await browser.close()
