import { expect, test } from '@playwright/test'

import { presetConsent, watchErrors, gotoReady } from './support'

test.beforeEach(async ({ context }) => presetConsent(context, 'denied'))

for (const path of ['/', '/charging', '/spec-sheet', '/plumbing']) {
  test(`${path} renders its blocks, header and footer without errors`, async ({ page }) => {
    const errors = watchErrors(page)
    const res = await gotoReady(page, path)
    expect(res?.status()).toBe(200)
    await expect(page.locator('[data-site-header]')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pre-order' }).first()).toBeVisible()
    await expect(page.locator('[data-block]').first()).toBeVisible()
    await expect(page.locator('footer')).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    expect(errors).toEqual([])
  })
}

test('home: hero image loads through the image optimiser', async ({ page }) => {
  await gotoReady(page, '/')
  const hero = page.locator('[data-block="hero"] img').first()
  await expect(hero).toBeVisible()
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  expect(await hero.getAttribute('src')).toMatch(/\/_next\/image\?url=.*&w=\d+&q=75/)
})

test('home links to the team and the latest posts, and a post opens', async ({ page }) => {
  const errors = watchErrors(page)
  await gotoReady(page, '/')
  await expect(page.locator('a[href="/team"]').first()).toBeAttached()
  const postLink = page.locator('main a[href^="/post/"]').first()
  const href = await postLink.getAttribute('href')
  await gotoReady(page, href!)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The cover's date (the related posts below have dates of their own).
  await expect(page.locator('[data-post] header time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  expect(errors).toEqual([])
})

test('header navigation reaches a white-header page', async ({ page, viewport }) => {
  await gotoReady(page, '/')
  if ((viewport?.width ?? 0) > 1200) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /charging/i })
      .click()
    await expect(page).toHaveURL(/\/charging$/)
  } else {
    await gotoReady(page, '/charging')
  }
  await expect(page.locator('[data-header-variant="white"]')).toBeAttached()
})

test('an unknown URL shows the 404 page', async ({ page }) => {
  const res = await gotoReady(page, '/this/does/not/exist')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: /doesn’t go anywhere/ })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the start' }).click()
  await expect(page).toHaveURL(/\/$/)
})
