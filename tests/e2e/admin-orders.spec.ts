import { expect, test } from '@playwright/test'

import { placePaidOrder } from './orders'

/** Staff working with orders in the admin: the dashboard panel, quick filters and their CSV download. */
const shows = (condition: string) => (url: URL) => decodeURIComponent(url.search).includes(condition)
test.beforeEach(async ({ context, baseURL }) => {
  const res = await context.request.post(`${baseURL}/cms-api/users/login`, {
    data: { email: 'support@example.com', password: 'pebble-demo-2026' },
  })
  expect(res.ok()).toBe(true)
})

test('support filters orders by status from the dashboard and downloads what the filter shows', async ({ page }) => {
  await page.goto('/admin')
  const panel = page.getByRole('region', { name: 'Orders' })
  await expect(panel).toBeVisible()
  await panel.getByRole('link', { name: /Deposit paid/ }).click()
  await expect(page).toHaveURL(shows('[status][equals]=first-deposit-paid'))

  const rows = page.locator('.table tbody tr')
  await expect(rows.first()).toBeVisible()
  for (const status of await rows.locator('td.cell-status').allTextContents())
    expect(status.trim()).toBe('Deposit paid')

  // The form shows the filter in force; changing it narrows the list again.
  const form = page.getByRole('form', { name: 'Filter orders' })
  await expect(form.locator('select[name=status]')).toHaveValue('first-deposit-paid')
  await form.locator('select[name=deposit]').selectOption('second:not-due')
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(shows('[secondDeposit.status][equals]=not-due'))
  await expect(form.locator('select[name=deposit]')).toHaveValue('second:not-due')

  const href = await form.getByRole('link', { name: 'Download these as CSV' }).getAttribute('href')
  expect(href).toBe('/cms-api/orders/export.csv?status=first-deposit-paid&deposit=second%3Anot-due')
  // Fetched by the page itself, as the link would be: the staff cookie counts only on requests from the site.
  const fetchText = (url: string) => page.evaluate(async (u) => (await fetch(u)).text(), url)
  const csv = await fetchText(href!)
  const lines = csv.trim().split('\r\n')
  // Every order the filter matches, on every page of the list (other tests may have made many).
  const matching = JSON.parse(
    await fetchText(
      '/cms-api/orders?where[status][equals]=first-deposit-paid&where[secondDeposit.status][equals]=not-due&limit=1&depth=0',
    ),
  )
  expect(matching.totalDocs).toBeGreaterThanOrEqual(await rows.count())
  expect(lines.length).toBe(matching.totalDocs + 1)

  // A date range the wrong way round is explained, and the list stays as it was.
  await form.locator('input[name=from]').fill('2026-12-01')
  await form.locator('input[name=to]').fill('2026-11-01')
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(form.getByRole('alert')).toHaveText('“from” must not be after “to”.')
  await expect(page).toHaveURL(shows('[secondDeposit.status][equals]=not-due'))

  await form.getByRole('button', { name: 'Clear' }).click()
  await expect(page).not.toHaveURL(shows('[status]'))
  await expect(page.getByRole('form', { name: 'Filter orders' }).locator('select[name=status]')).toHaveValue('')
})

test('support sees customers and orders but no content in the admin', async ({ page }) => {
  await page.goto('/admin')
  const nav = page.locator('nav')
  await expect(page.getByRole('link', { name: 'Orders', exact: true }).first()).toBeAttached()
  await expect(nav.getByRole('link', { name: 'Pages', exact: true })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Posts', exact: true })).toHaveCount(0)
})

test('support finds an order by the customer’s e-mail or name; the list shows its money and a dispute badge', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The buyer places the order from a browser of their own (placing an order signs its browser in).
  const buyer = await playwright.request.newContext()
  const disputed = await placePaidOrder(buyer, baseURL!, 'list-e2e', 'adventure', undefined, '4000000000000259')
  await buyer.dispose()

  await page.goto(`/admin/collections/orders?search=${encodeURIComponent(disputed.email)}`)
  // The search box's own placeholder names only the number: the list says what else it finds.
  await expect(page.getByRole('form', { name: 'Filter orders' })).toContainText(
    'The search box above also finds an order by its customer’s e-mail or name.',
  )
  const rows = page.locator('.table tbody tr')
  await expect(rows).toHaveCount(1)
  const row = rows.first()
  await expect(row.locator('td.cell-number')).toHaveText(disputed.orderNumber)
  await expect(row.locator('td.cell-totalColumn')).toHaveText(/^\$\d{2},\d{3}$/)
  await expect(row.locator('td.cell-depositsColumn')).toHaveText('1st paid · 2nd not due')
  await expect(row.locator('td.cell-refundedColumn')).toHaveText('—')
  await expect(row.locator('td.cell-disputed')).toHaveText('Disputed')

  // By name too: the newest order of a buyer named so is this one.
  await page.goto(`/admin/collections/orders?search=${encodeURIComponent('Lifecycle Buyer')}`)
  await expect(rows.first().locator('td.cell-number')).toHaveText(disputed.orderNumber)
})
