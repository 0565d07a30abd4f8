import { expect, test } from '@playwright/test'

import { placePaidOrder } from './orders'

/**
 * An admin refunds part of a payment from the order's page in the admin (docs/deposit-lifecycle.md):
 * the first deposit is non-refundable under the demo policy, so the admin overrides it, with a
 * reason; the refund is recorded (who, what, why) and the order's payment shows it.
 */
test('an admin refunds part of a first deposit, overriding the policy with a reason, and the order shows it', async ({
  page,
  context,
  baseURL,
}) => {
  const { orderId } = await placePaidOrder(context.request, baseURL!, 'refund-e2e')

  const login = await context.request.post('/cms-api/users/login', {
    data: { email: 'admin@example.com', password: 'pebble-demo-2026' },
  })
  expect(login.ok()).toBe(true)
  await page.goto(`/admin/collections/orders/${orderId}`)
  const panel = page.getByRole('region', { name: 'Refund or cancel' })
  await expect(panel).toBeVisible()
  await expect(panel.getByLabel('Payment')).toContainText('First deposit — $250.00 paid')

  await panel.getByLabel('Reason (kept with the record)').fill('Goodwill: the delivery date slipped')
  await panel.getByLabel('Amount (USD)').fill('100.00')
  await panel.getByRole('button', { name: 'Refund', exact: true }).click()
  // Without the override the policy refuses: the first deposit is non-refundable.
  await expect(panel.getByRole('alert')).toContainText(/refund/i)
  await panel.getByLabel('Override the refund policy').check()
  await panel.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(panel.getByRole('status')).toHaveText('Refund recorded.')

  const actions = await page.evaluate(
    async (id) => (await fetch(`/cms-api/money-actions?where[order][equals]=${id}&depth=0`)).json(),
    orderId,
  )
  expect(actions.docs).toEqual([
    expect.objectContaining({
      kind: 'refund',
      amount: 10_000,
      status: 'succeeded',
      actor: 'staff',
      actorEmail: 'admin@example.com',
      reason: 'Goodwill: the delivery date slipped',
      policyOverride: true,
    }),
  ])
  await page.reload()
  await expect(page.getByRole('region', { name: 'Refund or cancel' }).getByLabel('Payment')).toContainText(
    '$250.00 paid, $100.00 refunded',
  )
})

test('an admin sees a disputed payment on the order, and cannot refund it while the dispute is open', async ({
  page,
  context,
  baseURL,
}) => {
  const { orderId } = await placePaidOrder(
    context.request,
    baseURL!,
    'dispute-e2e',
    'adventure',
    undefined,
    '4000000000000259',
  )
  const login = await context.request.post('/cms-api/users/login', {
    data: { email: 'admin@example.com', password: 'pebble-demo-2026' },
  })
  expect(login.ok()).toBe(true)
  await page.goto(`/admin/collections/orders/${orderId}`)
  const panel = page.getByRole('region', { name: 'Refund or cancel' })
  await expect(panel.getByRole('list', { name: 'Disputes' })).toContainText(
    /Dispute \S+ for \$250\.00, opened .*: open: no refund until the bank decides/,
  )
  await expect(panel.getByLabel('Payment')).toContainText('First deposit — $250.00 paid, disputed')
  await expect(panel.getByRole('button', { name: 'Refund', exact: true })).toBeDisabled()
  await expect(panel).toContainText('This payment is disputed: it cannot be refunded until the bank decides.')
  await panel.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('disputed-order.png'), fullPage: false })
})
