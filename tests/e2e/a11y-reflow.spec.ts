import { expect, type Page, test } from '@playwright/test'

import { SEEDED_PUBLIC_PAGES } from '../seeded-pages'
import { gotoReady, gotoSettled, presetConsent } from './support'

/*
 * Reflow at 320 CSS px (WCAG 1.4.10; issue 53): no page scrolls sideways, and nothing pokes out
 * past the right edge to be cut off. 320 px is a 1280 px screen zoomed to 400 %, and a small phone.
 */

test.beforeEach(async ({ context, page }) => {
  await presetConsent(context, 'denied')
  await page.setViewportSize({ width: 320, height: 640 })
})

/**
 * How far the page scrolls past the viewport's right edge (0 when it fits), and, to say why, the
 * innermost elements that cross the edge (not those inside a horizontal scroller of their own, a
 * tab strip, nor slides parked wholly off screen).
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const scroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p)
        if (['auto', 'scroll'].includes(style.overflowX) && p.getBoundingClientRect().right <= width + 1) return true
      }
      return false
    }
    const out = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.width > 1 && r.height > 1 && r.left < width && r.right > width + 1 && !scroller(el)
      })
      .filter((el) => getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const r = el.getBoundingClientRect()
        const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`
        return `${name} right=${Math.round(r.right)} width=${Math.round(r.width)}`
      })
    return { scroll: document.documentElement.scrollWidth - width, out: out.slice(-6) }
  })
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  await expect(page.locator('[data-loader]')).toBeHidden()
  await page.evaluate(() => document.fonts.ready)
  const found = await overflow(page)
  expect(found.scroll, `${what} scrolls sideways at 320 px; crossing the edge: ${found.out.join(', ')}`).toBe(0)
}

for (const path of SEEDED_PUBLIC_PAGES) {
  test(`${path} fits 320 px without sideways scrolling (1.4.10)`, async ({ page }) => {
    await gotoSettled(page, path)
    await expectNoSidewaysScroll(page, path)
  })
}

for (const step of ['configuration', 'summary', 'customer', 'payment']) {
  test(`the build flow's ${step} step fits 320 px without sideways scrolling (1.4.10)`, async ({ page }) => {
    await gotoReady(page, `/build?trim=adventure&step=${step}`)
    const bar = page.getByRole('region', { name: 'Order total' })
    await expect(bar.locator('button:not([aria-label])')).toBeVisible()
    await expectNoSidewaysScroll(page, step)
    // The button naming the next step is whole.
    const box = (await bar.locator('button:not([aria-label])').boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(320)
  })
}
