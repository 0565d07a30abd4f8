import { expect, test } from '@playwright/test'

import { linkIn, mailsTo, waitForMail } from './mail'
import { placePaidOrder } from './orders'
import { signInAs } from './support'

/**
 * Staff call the second deposit for a filtered set from the orders list (docs/deposit-lifecycle.md),
 * and a customer pays it from the mailed link. The filter here is two order numbers and a trim, so
 * only this test's Essential order is called, never another test's or the demo's.
 */
test('staff call the second deposit for a filtered set; the customer pays it from the mailed link', async ({
  page,
  browser,
  baseURL,
  context,
  playwright,
}) => {
  const essential = await placePaidOrder(context.request, baseURL!, 'call-e2e-essential', 'essential')
  // Another buyer, from a browser of their own (placing an order signs its browser in).
  const elsewhere = await playwright.request.newContext()
  const adventure = await placePaidOrder(elsewhere, baseURL!, 'call-e2e-adventure', 'adventure')
  // A cardholder disputing their first deposit is never asked for more: the preview says so.
  const disputed = await placePaidOrder(
    elsewhere,
    baseURL!,
    'call-e2e-disputed',
    'essential',
    undefined,
    '4000000000000259',
  )
  await elsewhere.dispose()
  const login = await context.request.post('/cms-api/users/login', {
    data: { email: 'support@example.com', password: 'pebble-demo-2026' },
  })
  expect(login.ok()).toBe(true)

  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  await page.goto('/admin/collections/orders')
  // One filter set: the list's own filter chooses the orders the call reaches.
  const filters = page.getByRole('form', { name: 'Filter orders' })
  await filters.locator('select[name=trim]').selectOption('essential')
  await filters.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL((url) =>
    decodeURIComponent(url.search).includes('[configuration.trim.uid][equals]=essential'),
  )
  await page.getByText('Call the second deposit', { exact: true }).click()
  const form = page.getByRole('form', { name: 'Call the second deposit' })
  await form.getByLabel('Due date', { exact: true }).fill(due)
  await form
    .getByLabel('Order numbers', { exact: true })
    .fill(`${essential.orderNumber}, ${adventure.orderNumber}, ${disputed.orderNumber}`)
  await expect(form.getByLabel(/The callable orders the list’s filter shows \(Essential trim\)/)).toBeChecked()
  await form.getByRole('button', { name: 'Review the call…' }).click()
  // Nothing is sent before a confirmation that counts the orders, the mails and the money.
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('Call the second deposit of 1 order?')
  await expect(confirm).toContainText(/1 order, 1 mail, \$2,500\.00 due on \w{3} \d{1,2}, \d{4}\./)
  await expect(confirm).toContainText(
    `Skipped 2: ${adventure.orderNumber} (not found or not callable), ${disputed.orderNumber} (disputed: the first deposit is under an open dispute).`,
  )
  await confirm.getByRole('button', { name: 'Call and mail 1' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Called' })).toContainText(
    `Called 1: ${essential.orderNumber}.`,
  )
  expect(mailsTo(disputed.email).filter((m) => /second deposit/.test(m.subject))).toEqual([])

  const mail = await waitForMail(essential.email, {
    subject: new RegExp(`second deposit for ${essential.orderNumber} is due`),
  })
  const link = new URL(linkIn(mail, '/customer-portal/second-deposit'))

  const customer = await browser.newContext()
  try {
    await signInAs(customer, baseURL!, essential.email, essential.password)
    const tab = await customer.newPage()
    await tab.goto(link.pathname + link.search)
    await expect(tab.getByText('Due now')).toBeVisible()
    await tab.getByRole('button', { name: 'Pay $2,500.00' }).click()
    await expect(tab.getByText('TEST MODE')).toBeVisible({ timeout: 20_000 })
    await tab.getByLabel('Card number').fill('4242424242424242')
    await tab.getByRole('button', { name: /^Pay/ }).click()
    await expect(tab.locator('[data-state="paid"]')).toBeVisible()
  } finally {
    await customer.close()
  }

  // The order outside the filter was neither called nor mailed.
  const other = await page.evaluate(
    async (n) => (await (await fetch(`/cms-api/orders?where[number][equals]=${n}&depth=0`)).json()).docs[0],
    adventure.orderNumber,
  )
  expect(other.status).toBe('first-deposit-paid')
})
