import { expect, type Page, test } from '@playwright/test'

import { mailCount, waitForMail } from './mail'
import { placePaidOrder } from './orders'
import { signInAs } from './support'

/**
 * The wait for a Pebble, as its buyer goes through it in the portal: changing the colour before the
 * cutoff (the new price beside the old, the price lock in words, confirmed with the password) and,
 * once the Pebble is ready, booking the handover (the demo's PBL-7RD3WJ).
 */
test('a buyer changes the colour of their Pebble before the cutoff', async ({ page, context, baseURL }) => {
  const order = await placePaidOrder(context.request, baseURL!, 'change-e2e')
  await signInAs(context, baseURL!, order.email, order.password)

  await page.goto(`/customer-portal/order-history/${order.orderNumber}`)
  await expect(page.getByText('Your price is locked')).toBeVisible()
  await page.getByRole('link', { name: 'Change my Pebble' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change my Pebble')
  // The configurator answers clicks once hydrated (a click before that is lost on a slow phone).
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.getByRole('radio', { name: /^Sage/ })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Confirm the change' })).toBeDisabled()

  // Dune is $2,400 against the order's $1,900 Sage.
  await page.locator('label', { has: page.getByRole('radio', { name: /^Dune/ }) }).click()
  await expect(page.getByTestId('price-difference')).toHaveText('+$500')
  const before = await page.getByTestId('price-before').innerText()
  await expect(page.getByTestId('price-after')).not.toHaveText(before)

  await page.getByLabel('Your password').fill(order.password)
  await page.getByRole('button', { name: 'Confirm the change' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your Pebble is changed' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Changes to this order' })).toContainText('Dune')
  const mail = await waitForMail(order.email, { subject: new RegExp(`order ${order.orderNumber} is changed`) })
  expect(mail.text).toContain('+$500')
})

/** The order page's delivery window, once a recompute placed the new order in the line (reloading until then). */
async function windowOnOrderPage(page: Page, orderNumber: string): Promise<string> {
  const words = page.locator('#delivery-window p').first()
  await expect(async () => {
    await page.goto(`/customer-portal/order-history/${orderNumber}`)
    await expect(words).not.toContainText('We are placing your reservation', { timeout: 1000 })
    await expect(words).toHaveText(/\d{4}|after /, { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  return (await words.innerText()).trim()
}

test('changing the trim shows the window the order would get, and the order gets it', async ({
  page,
  context,
  baseURL,
}) => {
  const order = await placePaidOrder(context.request, baseURL!, 'trim-window-e2e', 'adventure')
  await signInAs(context, baseURL!, order.email, order.password)
  const before = await windowOnOrderPage(page, order.orderNumber)

  await page.goto(`/customer-portal/order-history/${order.orderNumber}/change`)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.getByTestId('window-before')).toHaveText(before)
  await expect(page.getByTestId('window-after')).toHaveCount(0)
  await page.locator('label', { has: page.getByRole('radio', { name: /^Summit/ }) }).click()
  const predicted = (await page.getByTestId('window-after').innerText()).trim()
  expect(predicted).toMatch(/\d{4}|after /)
  await expect(page.getByText('With the Summit trim')).toBeVisible()

  await page.getByLabel('Your password').fill(order.password)
  await page.getByRole('button', { name: 'Confirm the change' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your Pebble is changed' })).toBeVisible()
  // The recompute after the trim change puts the order in the Summit line, at the predicted window.
  await expect(async () => {
    await page.reload()
    await expect(page.locator('#delivery-window')).toContainText('Summit reservations', { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.locator('#delivery-window p').first()).toHaveText(predicted)
})

test('the buyer of a ready Pebble books the handover and gets a calendar invitation', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, 'sam@example.com')
  await page.goto('/customer-portal/order-history/PBL-7RD3WJ')
  const card = page.locator('#handover')
  await expect(card.getByRole('heading', { name: 'Your handover' })).toBeVisible()
  const picker = card.getByRole('combobox', { name: /Pick a time|Move to/ })
  const first = picker.locator('option:not([disabled])').first()
  const chosen = (await first.innerText()).split(' · ')[0]
  await picker.selectOption(await first.getAttribute('value'))
  const mark = mailCount()
  await card.getByRole('button', { name: /Book this time|Move my handover/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Booked.' })).toBeVisible()
  await expect(page.getByTestId('handover-booked')).toContainText(chosen)
  const mail = await waitForMail('sam@example.com', { after: mark, subject: /handover is (booked|moved)/ })
  expect(mail.attachments?.some((a) => a.content.includes('BEGIN:VCALENDAR'))).toBe(true)
})
