import { expect, test } from '@playwright/test'

import { gotoReady, presetConsent, watchErrors } from './support'

test.beforeEach(async ({ context }) => presetConsent(context, 'denied'))

test('a tag on a post leads to that tag’s page, whose cards lead back to posts', async ({ page }) => {
  const errors = watchErrors(page)
  await gotoReady(page, '/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await page.locator('main h2 a[href^="/post/"]').first().click()
  await expect(page).toHaveURL(/\/post\/[a-z0-9-]+$/)

  const tagLink = page.locator('[data-post] header a[href^="/blog/tag/"]').first()
  const name = (await tagLink.textContent())!.trim()
  const href = (await tagLink.getAttribute('href'))!
  await tagLink.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const cards = page.locator('main h2 a[href^="/post/"]')
  expect(await cards.count()).toBeGreaterThan(0)
  // Every card on the tag page carries the tag.
  for (const card of await page.locator('main article').all())
    await expect(card.getByText(name, { exact: true })).toBeVisible()
  expect(errors).toEqual([])
})
