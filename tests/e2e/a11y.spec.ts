import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { finishedAnimations, gotoReady, latestPost, presetConsent } from './support'

test.beforeEach(async ({ context }) => presetConsent(context, 'denied'))

async function seriousViolations(page: Page) {
  // The loader has faded out; wait for it so it is not scanned mid-animation.
  await expect(page.locator('[data-loader]')).toBeHidden()
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('home page has no serious or critical accessibility violations', async ({ page }) => {
  await gotoReady(page, '/')
  expect(await seriousViolations(page)).toEqual([])
})

test('a post has no serious or critical accessibility violations', async ({ page }) => {
  const post = await latestPost(page)
  await gotoReady(page, `/post/${post.slug}`)
  expect(await seriousViolations(page)).toEqual([])
})

for (const path of ['/blog', '/blog/tag/engineering']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await gotoReady(page, path)
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('an open popup has no serious or critical accessibility violations', async ({ page }) => {
  await gotoReady(page, '/')
  const link = page.locator('main a[data-popup="page:team"]').first()
  await link.scrollIntoViewIfNeeded()
  await link.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Loaded, and its slide-in ended: axe reads the colours as they are at rest.
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true')
  await finishedAnimations(page)
  expect(await seriousViolations(page)).toEqual([])
})
