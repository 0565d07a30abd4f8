import { expect, test } from '@playwright/test'

import { gotoReady, isDesktop, presetConsent, watchErrors } from './support'

test.beforeEach(async ({ context }) => presetConsent(context, 'denied'))

test('/search: results and the URL follow typing, debounced, without adding history entries', async ({ page }) => {
  const errors = watchErrors(page)
  await gotoReady(page, '/search')
  const historyBefore = await page.evaluate(() => history.length)
  const box = page.getByRole('searchbox', { name: 'Search pages and posts' })
  const urls: string[] = []
  page.on('framenavigated', (frame) => frame === page.mainFrame() && urls.push(frame.url()))

  await box.click()
  // Typed faster than the debounce: one URL change for the whole word, not one per key.
  await box.pressSequentially('solar', { delay: 40 })
  await expect(page).toHaveURL(/\/search\?q=solar$/)
  await expect(page.locator('[data-search-hit]').first()).toBeVisible()
  await expect(page.locator('[data-search-results] mark').first()).toHaveText(/solar/i)
  await expect(page.locator('[data-search-page] [role=status]')).toContainText('for “solar”')
  expect(urls.filter((url) => /q=s(o|ol|ola)?$/.test(url))).toEqual([])

  await box.fill('xylophonequartz')
  await expect(page).toHaveURL(/\/search\?q=xylophonequartz$/)
  await expect(page.locator('[data-search-empty]')).toContainText('Nothing found')
  await expect(page.locator('[data-search-hit]')).toHaveCount(0)
  await expect(box).toBeFocused()
  expect(await page.evaluate(() => history.length)).toBe(historyBefore)

  // Enter searches at once; a result opens with the keyboard.
  await box.fill('battery')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=battery$/)
  await expect(page.locator('[data-search-hit]').first()).toBeVisible()
  expect(errors).toEqual([])
})

test('the header search box sends the reader to /search (in the burger menu on phones)', async ({ page }) => {
  await gotoReady(page, '/charging')
  if (!isDesktop(page)) await page.getByRole('button', { name: 'Open menu' }).click()
  const box = page.getByRole('searchbox', { name: 'Search the site' }).locator('visible=true')
  await expect(box).toHaveCount(1)
  await box.fill('plumbing')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=plumbing$/)
  await expect(page.locator('[data-search-hit="/plumbing"]')).toBeVisible()
})
