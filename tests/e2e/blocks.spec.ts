import { expect, test } from '@playwright/test'

import { linkIn, mailCount, waitForMail } from './mail'
import { presetConsent, watchErrors, gotoReady } from './support'

test.beforeEach(async ({ context }) => presetConsent(context, 'denied'))

const COMPOSITION_BLOCKS = [
  'hero',
  'title-cover',
  'large-cover',
  'cover',
  'content',
  'simple-content',
  'image-content',
  'alternated-content',
  'big-sentence',
  'quote',
  'list-section',
  'benefits',
  'credibility',
  'call-to-action',
  'pre-footer',
  'team',
]

test('the block library page shows every composition block, without console errors', async ({ page }) => {
  const errors = watchErrors(page)
  await gotoReady(page, '/blocks')
  for (const type of COMPOSITION_BLOCKS) {
    await expect(page.locator(`[data-block="${type}"]`).first(), type).toBeAttached()
  }
  // Scroll through so lazy images and scroll-driven reveals run.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    // pacing: a reader's scroll, one step a frame or two, so scroll-driven reveals run at each position
    await page.waitForTimeout(40)
  }
  await expect(page.locator('[data-block="team"] img').first()).toBeVisible()
  expect(errors).toEqual([])
})

test('every cover variant renders its text over its image', async ({ page }) => {
  await gotoReady(page, '/blocks')
  const covers = page.locator('[data-block="cover"]')
  expect(await covers.count()).toBeGreaterThanOrEqual(4)
  for (const cover of await covers.all()) {
    await cover.scrollIntoViewIfNeeded()
    await expect(cover.locator('img').first()).toBeVisible()
  }
})

test('newsletter sign-up: a bad address gets a message beside the field, a good one is asked to confirm by mail (double opt-in)', async ({
  page,
}) => {
  await gotoReady(page, '/')
  const form = page.locator('[data-block="pre-footer"] form')
  await form.scrollIntoViewIfNeeded()
  const field = form.getByRole('textbox')
  await field.fill('not-an-address')
  await form.getByRole('button').click()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText(/valid e-mail/i)).toBeVisible()

  const address = `road-${Date.now()}@example.com`
  const before = mailCount()
  await field.fill(address)
  await form.getByRole('button').click()
  await expect(form.getByText(/check your inbox/i)).toBeVisible()

  // The footer's form uses the same store, and answers the same whatever the address's state.
  const footerForm = page.locator('footer form')
  await footerForm.getByRole('textbox').fill(address.toUpperCase())
  await footerForm.getByRole('button').click()
  await expect(footerForm.getByText(/check your inbox/i)).toBeVisible()

  // Only the mailed link's button puts the address on the list; the token leaves the address bar.
  const link = linkIn(
    await waitForMail(address, { after: before, subject: /Confirm your Pebble newsletter subscription/ }),
    '/newsletter/confirm',
  )
  await gotoReady(page, link)
  expect(page.url()).not.toContain('token=')
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `Confirmed: ${address} is on the Pebble newsletter list.` }),
  ).toBeVisible()
})
