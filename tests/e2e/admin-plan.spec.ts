import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { placePaidOrder } from './orders'
import { signInAs } from './support'

/**
 * Staff and the wait: an admin edits the production plan in /admin with a reason (here a longer
 * window), and a buyer's order page then shows the moved window, and, once the move's mail is
 * sent (two minutes later), the move with its reason.
 */
test('an admin edits the production plan; the buyer sees the window move and why', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const order = await placePaidOrder(context.request, baseURL!, 'plan-e2e')
  await signInAs(context, baseURL!, order.email, order.password)
  const words = page.locator('#delivery-window p').first()
  const orderPage = `/customer-portal/order-history/${order.orderNumber}`
  await expect(async () => {
    await page.goto(orderPage)
    await expect(words).toHaveText(/\d{4}|after /, { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  const before = (await words.innerText()).trim()

  const staff = await browser.newContext({ baseURL })
  const login = await staff.request.post(`${baseURL}/cms-api/users/login`, {
    data: { email: 'admin@example.com', password: 'pebble-demo-2026' },
  })
  expect(login.ok()).toBe(true)
  const admin = await staff.newPage()
  const length = admin.locator('#field-windowMonths')
  let original: string | null = null
  try {
    await admin.goto('/admin/globals/production-plan')
    await expect(length).toBeVisible()
    original = await length.inputValue()
    const reason = `The line runs longer per window (${randomUUID().slice(0, 8)}).`
    await length.fill(String(Number(original) + 1))
    await admin.locator('#field-reason').fill(reason)
    await admin.getByRole('button', { name: 'Save' }).click()
    await expect(admin.getByText(/updated successfully/i)).toBeVisible()

    // The recompute the save queued moves the window (seconds)…
    await expect(async () => {
      await page.reload()
      await expect(words).not.toHaveText(before, { timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    const after = (await words.innerText()).trim()
    await expect(page.getByRole('list', { name: 'Order progress' })).toContainText(`Expected ${after}`)
    // …and the move, with the admin's reason, joins the order page with its mail (within two minutes).
    const moves = page.locator('#delivery-window').getByRole('list')
    await expect(async () => {
      await page.reload()
      await expect(moves).toContainText(reason, { timeout: 1000 })
    }).toPass({ timeout: 180_000, intervals: [5_000] })
    await expect(moves).toContainText(`${before} → ${after}`)
  } finally {
    // The demo's window length back, through the same form.
    if (original !== null) {
      await admin.goto('/admin/globals/production-plan')
      await length.fill(original)
      await admin.locator('#field-reason').fill('The demo window length again.')
      await admin.getByRole('button', { name: 'Save' }).click()
      await expect(admin.getByText(/updated successfully/i)).toBeVisible()
    }
    await staff.close()
  }
})
