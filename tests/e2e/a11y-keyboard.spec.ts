import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { focusedName, focusProblem, tabThrough } from './focus'
import { placePaidOrder } from './orders'
import { gotoReady, gotoSettled, isDesktop, presetConsent, signInAs } from './support'

/*
 * WCAG 2.2 AA by keyboard (issue 53): focus stays in the open phone menu and comes back to its
 * button; a focused control is never under the build flow's sticky bar or outside the screen; the
 * portal's targets are big enough.
 */

test.beforeEach(async ({ context }) => presetConsent(context, 'denied'))

/** A reservation of the test's own (no other test can have cancelled it), its buyer signed in: its page. */
async function ownOrderPage(context: BrowserContext, baseURL: string, prefix: string) {
  const order = await placePaidOrder(context.request, baseURL, prefix)
  await signInAs(context, baseURL, order.email, order.password)
  return `/customer-portal/order-history/${order.orderNumber}`
}

const insideHeader = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[data-site-header]')))

/** Where focus is among the site header's tabbable, rendered elements (-1: outside), and how many there are. */
const headerPosition = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('[data-site-header]')!
    const tabbable = Array.from(
      header.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]',
      ),
    ).filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
    return { index: tabbable.indexOf(document.activeElement as HTMLElement), count: tabbable.length }
  })

const inertBehind = (page: Page) => page.locator('main').evaluate((el) => el.closest('[inert]') !== null)

test.describe('the burger menu', () => {
  test.beforeEach(async ({ page }) => {
    // Desktop: the widest screen with the burger (spec: up to 1200 px), where the page shows beside the panel.
    if (isDesktop(page)) await page.setViewportSize({ width: 1024, height: 768 })
    await gotoReady(page, '/')
    // The account entry is a placeholder until the session's status is known.
    await expect(page.locator('[data-site-header] [data-account-entry="unauthenticated"]')).toHaveCount(2)
  })

  test('keeps focus inside while open, both ways round, and the page behind is inert (2.4.3)', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).focus()
    await page.keyboard.press('Enter')
    const panel = page.locator('[data-site-header] nav[aria-label="Menu"]')
    await expect(panel).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
    expect(await inertBehind(page)).toBe(true)

    // Forward: one whole lap and a step more, each Tab to the header's next element, after the last
    // ("Sign in" on a phone) round to its first; each visible.
    const start = await headerPosition(page)
    const count = start.count
    let index = start.index
    expect(index).toBeGreaterThanOrEqual(0)
    expect(count).toBeGreaterThan(4)
    const names: string[] = []
    for (let i = 0; i <= count; i++) {
      await page.keyboard.press('Tab')
      const now = await headerPosition(page)
      names.push(await focusedName(page))
      expect(now.index, `Tab ${i + 1} went to ${names.at(-1)} (${names.join(', ')})`).toBe((index + 1) % count)
      await expect.poll(() => focusProblem(page)).toBeNull()
      index = now.index
    }
    if (!isDesktop(page)) expect(names).toContain('a "Sign in"')
    // Backward, the same lap the other way.
    for (let i = 0; i <= count; i++) {
      await page.keyboard.press('Shift+Tab')
      const now = await headerPosition(page)
      expect(now.index, `Shift+Tab ${i + 1} went to ${await focusedName(page)}`).toBe((index - 1 + count) % count)
      index = now.index
    }
    await expect(panel).toBeVisible()
  })

  test('Escape closes it and puts focus back on its button; the page is usable again (2.4.3)', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.locator('[data-site-header] nav[aria-label="Menu"]')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await panel.evaluate((el) => el.parentElement!.contains(document.activeElement))).toBe(true)

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    const burger = page.getByRole('button', { name: 'Open menu' })
    await expect(burger).toBeFocused()
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    expect(await inertBehind(page)).toBe(false)
    // The page is reachable again: Tab leaves the header.
    await page.keyboard.press('Tab')
    expect(await insideHeader(page), `focus went to ${await focusedName(page)}`).toBe(false)

    // The button closes it too, and keeps focus.
    await burger.focus()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(panel).toBeHidden()
    await expect(burger).toBeFocused()

    // Where the page shows beside the panel, a click on it closes the menu, focus back on the burger too.
    if (isDesktop(page)) {
      await burger.click()
      await panel.getByRole('link').first().focus()
      await page.mouse.click(100, 400)
      await expect(panel).toBeHidden()
      await expect(burger).toBeFocused()
    }
  })
})

/** True once the sticky bar's button naming the next step has focus: the end of a step's controls. */
const atBarButton = (page: Page) => () =>
  page
    .getByRole('region', { name: 'Order total' })
    .locator('button:not([aria-label])')
    .evaluate((el) => el === document.activeElement)

test.describe('keyboard focus stays in view', () => {
  for (const step of ['configuration', 'summary', 'customer', 'payment']) {
    test(`tabbing down the build flow's ${step} step never hides the focused control (2.4.11)`, async ({ page }) => {
      await gotoSettled(page, `/build?trim=adventure&step=${step}`)
      const seen = await tabThrough(page, atBarButton(page), 80)
      expect(seen.length).toBeGreaterThan(2)
    })
  }

  for (const path of ['/', '/blog']) {
    test(`tabbing down ${path} and back up never leaves focus under the site header (2.4.11)`, async ({ page }) => {
      await gotoSettled(page, path)
      let presses = 0
      await tabThrough(page, async () => ++presses === 20)
      // Back up the page: each link scrolled into view below the sticky header, until the header's own.
      await tabThrough(page, () => insideHeader(page), 40, 'Shift+Tab')
    })
  }

  test('tabbing through a portal order page never hides the focused element', async ({ page, context, baseURL }) => {
    await gotoSettled(page, await ownOrderPage(context, baseURL!, 'a11y-tab'))
    const last = page.getByRole('link', { name: 'Cancel reservation' })
    await expect(last).toBeVisible()
    const seen = await tabThrough(page, () => last.evaluate((el) => el === document.activeElement), 80)
    expect(seen).toContain('a "Contact the owner team"')
  })
})

test('the portal order page has no target smaller than 24 × 24 px without room around it (2.5.8)', async ({
  page,
  context,
  baseURL,
}) => {
  await gotoReady(page, await ownOrderPage(context, baseURL!, 'a11y-target'))
  await expect(page.getByRole('link', { name: 'Cancel reservation' })).toBeVisible()
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze()
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual(
    [],
  )
  // The cancel link itself: at least 24 px high.
  const box = await page.getByRole('link', { name: 'Cancel reservation' }).boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(24)
})
