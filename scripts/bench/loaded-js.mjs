// All the JavaScript a page loads in Chromium until the network is idle, gzip level 9 like
// first-load-js.mjs: first-load JS plus what loads after hydration without any interaction
// (next-auth's client for the header, the chunks of the blocks on the page). Printed, not budgeted.
import { gzipSync } from 'node:zlib'

import { chromium } from 'playwright-core'

import { CHROMIUM } from '../lib/chromium.mjs'

export async function loadedJs(baseUrl, paths) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  const results = []
  try {
    for (const path of paths) {
      // A phone, as Lighthouse's mobile run (no custom cursor, no smooth scrolling).
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      const sizes = new Map()
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return
        const body = await response.body().catch(() => null)
        if (body) sizes.set(response.url(), gzipSync(body, { level: 9 }).length)
      })
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
      await page.waitForTimeout(1000)
      results.push({ path, scripts: sizes.size, gzipKb: [...sizes.values()].reduce((sum, n) => sum + n, 0) / 1024 })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
