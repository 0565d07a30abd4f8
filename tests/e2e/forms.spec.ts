import { randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { gotoReady, presetConsent, watchErrors } from './support'

/**
 * The demo's editor-built form (the "form" block on /test-tow-day), in Chromium at 390 and 1440 px:
 * submitted with mistakes (each message beside its field, the form kept), then corrected and
 * accepted (the editor's confirmation replaces the form).
 */
test('the test-tow day form: errors beside the fields, then the confirmation', async ({ page, context }) => {
  await presetConsent(context, 'denied')
  const errors = watchErrors(page)
  await gotoReady(page, '/test-tow-day')
  const form = page.locator('[data-block="form"] form')
  await expect(form).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Pebble Flow test-tow day' })).toBeVisible()

  const name = `Browser ${randomBytes(4).toString('hex')}`
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('E-mail').fill('not-an-address')
  await form.getByLabel('Phone').fill('555')
  await form.getByRole('button', { name: 'Save my spot' }).click()

  const emailField = form.getByLabel('E-mail')
  await expect(emailField).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await emailField.getAttribute('aria-describedby')
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Enter a valid e-mail address, like name@example.com.')
  await expect(form.getByText('Enter a US phone number with area code, like (415) 555-0134.')).toBeVisible()
  await expect(form.getByText('Choose your state.')).toBeVisible()
  await expect(form.getByText('Choose one of the preferred date options.')).toBeVisible()
  await expect(form.getByText('Please correct the highlighted fields. Nothing was sent yet.')).toBeVisible()
  // What was typed stays.
  await expect(form.getByLabel('Full name')).toHaveValue(name)

  // Each message sits right under its own field.
  const fieldBox = await emailField.boundingBox()
  const errorBox = await page.locator(`[id="${describedBy}"]`).boundingBox()
  expect(errorBox!.y).toBeGreaterThan(fieldBox!.y + fieldBox!.height - 1)
  expect(errorBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(24)
  expect(Math.abs(errorBox!.x - fieldBox!.x)).toBeLessThan(4)

  await form.getByLabel('E-mail').fill(`browser-${randomBytes(4).toString('hex')}@example.com`)
  await form.getByLabel('Phone').fill('(415) 555-0134')
  await form.getByLabel('State').selectOption('OR')
  await form.getByLabel('Preferred date').selectOption({ label: 'Saturday, April 10, 2027 — Bend, OR' })
  await form.getByLabel('Send me Pebble road notes').check()
  await form.getByRole('button', { name: 'Save my spot' }).click()

  const confirmation = page.locator('[data-form-confirmation]')
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toContainText("You're on the list.")
  await expect(page.locator('[data-block="form"] form')).toHaveCount(0)
  expect(errors).toEqual([])
})
