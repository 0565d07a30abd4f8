import { expect, test, type Page } from '@playwright/test'

import { gotoReady, presetConsent } from './support'

import { SEEDED_PUBLIC_PAGES } from '../seeded-pages'

/**
 * No seeded page moves under the reader: the layout shifts Chromium reports while the page loads
 * and while it is scrolled through slowly (so lazy content enters the viewport) add up to at most
 * 0.01 (Lighthouse calls 0.1 "good"; a settled page should not shift at all). Shifts right after
 * the visitor's own input (hadRecentInput) do not count, as in Core Web Vitals, but only once there
 * was input: Chromium flags the first shifts after a mobile viewport is emulated as "recent input"
 * (crbug.com/1094974), and Lighthouse counts those as this test does.
 */
const MAX_SHIFT = 0.01

const seededPages = SEEDED_PUBLIC_PAGES

type Shift = { value: number; at: number; sources: string[] }

declare global {
  interface Window {
    __layoutShifts?: Shift[]
  }
}

/** Records every layout shift from the first paint on, naming each moved element by a short CSS path. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const describe = (node: Node | null | undefined): string => {
      const parts: string[] = []
      let element = node instanceof Element ? node : (node?.parentElement ?? null)
      while (element && element !== document.body && parts.length < 4) {
        const block = element.getAttribute('data-block')
        const className = typeof element.className === 'string' ? element.className.split(/\s+/)[0] : ''
        parts.unshift(
          element.tagName.toLowerCase() +
            (block ? `[data-block="${block}"]` : element.id ? `#${element.id}` : className ? `.${className}` : ''),
        )
        element = element.parentElement
      }
      return parts.join(' > ') || '(detached node)'
    }
    window.__layoutShifts = []
    let userInput = false
    for (const type of ['pointerdown', 'keydown'])
      window.addEventListener(type, () => (userInput = true), { capture: true, once: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput && userInput) continue
        window.__layoutShifts!.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Scrolls to the bottom a part of a screen at a time, pausing so lazy content can load and settle. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    const step = Math.round(window.innerHeight * 0.6)
    for (let y = step; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y)
      // pacing: scrolled at a reader's speed, shifts are recorded as content loads under the reader
      await pause(200)
    }
    // pacing: time for late content at the bottom to load while shifts are recorded
    await pause(600)
  })
}

test.beforeEach(async ({ context }) => presetConsent(context, 'denied'))

for (const path of seededPages) {
  test(`${path} does not shift while it loads and scrolls`, async ({ page }) => {
    await recordLayoutShifts(page)
    const response = await gotoReady(page, path)
    expect(response?.status()).toBe(200)
    await page.evaluate(() => document.fonts.ready)
    await scrollThrough(page)
    const shifts = await page.evaluate(() => window.__layoutShifts ?? [])
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    const report = shifts
      .map((shift) => `  ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join(', ') || '(no source)'}`)
      .join('\n')
    expect(total, `layout shift ${total.toFixed(4)} on ${path}:\n${report}`).toBeLessThanOrEqual(MAX_SHIFT)
  })
}
