import { expect, type Page, test } from '@playwright/test'

import { gotoReady, presetConsent, stubTrackers } from './support'

/** Chromium reports every blocked load or inline script on the console. */
function watchCspViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (msg) => /Content Security Policy/i.test(msg.text()) && violations.push(msg.text()))
  return violations
}

test('a public page runs under its static policy, with the tracking scripts allowed after consent', async ({
  page,
  context,
}) => {
  const violations = watchCspViolations(page)
  await presetConsent(context, 'granted')
  await stubTrackers(page)
  const loaded: string[] = []
  page.on('requestfinished', (request) => /googletagmanager|facebook/.test(request.url()) && loaded.push(request.url()))
  await gotoReady(page, '/')
  await expect.poll(() => loaded.length).toBeGreaterThan(0)
  expect(violations).toEqual([])
})

test('the admin loads under its own policy', async ({ page }) => {
  const violations = watchCspViolations(page)
  await page.goto('/admin/login')
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await page.locator('input[name="email"]').fill('editor@example.com')
  await page.locator('input[name="password"]').fill('pebble-demo-2026')
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin(\/)?$/)
  await expect(page.getByRole('link', { name: /pages/i }).first()).toBeVisible()
  expect(violations).toEqual([])
})

test('pages that take passwords and payments run under their nonce policy, with no blocked script', async ({
  page,
}) => {
  const violations = watchCspViolations(page)
  for (const path of ['/sign-in', '/build', '/reset-password?token=not-a-real-token', '/forgot-password']) {
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy'], path).toMatch(/'nonce-[^']+' 'strict-dynamic'/)
    // Hydrated: React's client took over (an interactive control responds).
    await expect(page.locator('main')).toBeVisible()
  }
  await page.goto('/build')
  await page.getByRole('button').first().focus()
  expect(violations).toEqual([])
})
