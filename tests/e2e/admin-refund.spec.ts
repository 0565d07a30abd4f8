import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { placePaidOrder } from './orders'

/**
 * The order's page in the admin as staff use it (docs/deposit-lifecycle.md): its state in words,
 * payments in dollars with the most that may still be refunded, disputes as emergencies, actions
 * only where they apply, each behind a confirmation naming the amount, the payment, the card and
 * whether the customer is mailed; everything read again after an action, without a reload.
 */
const STAFF = { admin: 'admin@example.com', support: 'support@example.com', editor: 'editor@example.com' }

async function signIn(context: BrowserContext, role: keyof typeof STAFF) {
  const login = await context.request.post('/cms-api/users/login', {
    data: { email: STAFF[role], password: 'pebble-demo-2026' },
  })
  expect(login.ok()).toBe(true)
}

const moneyOf = (page: Page) => page.getByRole('region', { name: 'Order money' })

test('an admin refunds part of a first deposit after a confirmation naming it; the page updates without a reload', async ({
  page,
  context,
  baseURL,
}) => {
  const { orderId } = await placePaidOrder(context.request, baseURL!, 'refund-e2e')
  await signIn(context, 'admin')
  await page.goto(`/admin/collections/orders/${orderId}`)
  const money = moneyOf(page)
  await expect(money.getByRole('status', { name: 'Order state' })).toContainText('Deposit paid · $250.00 paid')
  const payments = money.getByRole('table', { name: 'Payments' })
  await expect(payments.getByRole('row', { name: /First deposit/ })).toContainText('$250.00')
  await expect(payments.getByRole('row', { name: /First deposit/ })).toContainText('•4242')
  // The status is no free dropdown: it changes only through the actions.
  await expect(page.locator('#field-status')).toHaveClass(/read-only/)

  await money.getByRole('button', { name: 'Refund the first deposit' }).click()
  const form = money.getByRole('region', { name: 'Refund the first deposit' })
  // The amount starts at the most that may still be refunded of the picked payment.
  await expect(form.getByLabel('Amount (USD)')).toHaveValue('250.00')
  await expect(form).toContainText('At most $250.00 may still be refunded.')
  await form.getByLabel('Amount (USD)').fill('100.00')
  await form.getByLabel('Reason (kept with the refund)').fill('Goodwill: the delivery date slipped')
  await form.getByRole('button', { name: 'Refund $100.00…' }).click()
  // The demo policy keeps the first deposit: refunding it is an override, said before anything is asked.
  await expect(form.getByRole('alert')).toContainText('Tick “Override the refund policy”')
  await form.getByLabel('Override the refund policy').check()
  await form.getByRole('button', { name: 'Refund $100.00…' }).click()

  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('Refund $100.00 of the first deposit to •4242?')
  await expect(confirm).toContainText('The customer is mailed a confirmation of this refund.')
  // Staff may choose not to mail; the confirmation follows the choice.
  await confirm.getByRole('button', { name: 'Go back' }).click()
  await form.getByLabel('Mail the customer a confirmation').uncheck()
  await form.getByRole('button', { name: 'Refund $100.00…' }).click()
  await expect(confirm).toContainText('The customer is not mailed (the refund records that you chose so)')
  await expect(confirm).toContainText('overrides the order’s refund policy')
  await confirm.getByRole('button', { name: 'Refund $100.00' }).click()

  await expect(money.getByRole('status', { name: 'Order state' })).toContainText(
    'Deposit paid · refunded $100.00 of $250.00',
  )
  await expect(payments.getByRole('row', { name: /First deposit/ })).toContainText('$150.00')
  await expect(money.getByRole('region', { name: 'Timeline' })).toContainText(
    'Refund $100.00 of the first deposit to •4242 refunded',
  )

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
      // The choice not to mail is kept with the refund, and nothing was mailed.
      notifyCustomer: false,
      customerMailedAt: null,
    }),
  ])
})

test('a dispute is an emergency on the order: amount, reason, respond-by date, where to answer; no refund', async ({
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
  await signIn(context, 'admin')
  await page.goto(`/admin/collections/orders/${orderId}`)
  const money = moneyOf(page)
  await expect(money.getByRole('status', { name: 'Order state' })).toContainText(
    /^Deposit paid\s*Disputed: \$250\.00, respond by/,
  )
  const banner = money.getByRole('alert').filter({ hasText: 'Disputed:' })
  await expect(banner).toContainText('Disputed: $250.00 of the first deposit.')
  await expect(banner).toContainText('Reason: the cardholder says they did not make this payment.')
  await expect(banner).toContainText(/Respond by \w{3} \d{1,2}, \d{4}, \d+:\d\d [AP]M UTC/)
  await expect(banner.getByRole('link', { name: 'The dispute’s record (test provider)' })).toHaveAttribute(
    'href',
    /^\/admin\/collections\/money-actions\/\d+$/,
  )
  await expect(money.getByRole('button', { name: /^Refund/ })).toHaveCount(0)
  await expect(money).toContainText('The payment is disputed: it cannot be refunded until the bank decides')
  await page.screenshot({ path: test.info().outputPath('disputed-order.png'), fullPage: true })
})

test('support sees why there is no Refund, and cancels within the policy after a confirmation that says the customer is mailed', async ({
  page,
  context,
  baseURL,
}) => {
  const { orderId } = await placePaidOrder(context.request, baseURL!, 'support-cancel-e2e')
  await signIn(context, 'support')
  await page.goto(`/admin/collections/orders/${orderId}`)
  const money = moneyOf(page)
  await expect(money.getByRole('status', { name: 'Order state' })).toContainText('Deposit paid · $250.00 paid')
  await expect(money.getByRole('button', { name: /^Refund/ })).toHaveCount(0)
  await expect(money).toContainText('Refunds are an admin’s decision: ask an admin.')
  await expect(money.getByRole('button', { name: 'Cancel without refund…' })).toHaveCount(0)

  const cancel = money.getByRole('region', { name: 'Cancel the order' })
  await expect(cancel).toContainText(
    'cancelling now refunds nothing; $250.00 is kept. The customer is mailed a confirmation.',
  )
  await cancel.getByRole('button', { name: 'Cancel the order…' }).click()
  await expect(cancel.getByRole('alert')).toContainText('Give a reason')
  await cancel.getByLabel('Reason (kept with the cancellation)').fill('The customer asked by phone')
  await cancel.getByRole('button', { name: 'Cancel the order…' }).click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('Nothing is refunded under the order’s policy. $250.00 is kept.')
  await expect(confirm).toContainText('The customer is mailed a cancellation confirmation.')
  await confirm.getByRole('button', { name: 'Cancel the order', exact: true }).click()

  // No reload: the state says it, and neither Cancel nor Refund is offered any more.
  await expect(money.getByRole('status', { name: 'Order state' })).toContainText(
    /Cancelled on \w{3} \d{1,2}, \d{4} · nothing refunded, \$250\.00 kept/,
  )
  await expect(money.getByRole('region', { name: 'Cancel the order' })).toHaveCount(0)
  await expect(money.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first()).toContainText(
    'Status: Cancelled',
  )
  // The summary below follows, still without a reload: no balance left to pay, no deposit to come.
  const summary = page.getByRole('region', { name: /^Order PBL-\w+ summary$/ })
  await expect(summary).toContainText('· cancelled')
  await expect(summary).not.toContainText('Remaining at delivery')
  await expect(summary.getByRole('row', { name: /Second deposit/ })).toContainText('never due: the order is cancelled')
})

test('an editor has no order page: customer data is the customer team’s', async ({ page, context, baseURL }) => {
  const { orderId } = await placePaidOrder(context.request, baseURL!, 'editor-e2e')
  await signIn(context, 'editor')
  await page.goto(`/admin/collections/orders/${orderId}`, { waitUntil: 'load' })
  await expect(page.getByText('PB-').or(page.getByText('PBL-'))).toHaveCount(0)
  await expect(moneyOf(page)).toHaveCount(0)
  const answer = await page.evaluate(async (id) => {
    const res = await fetch(`/cms-api/orders/${id}/money`)
    return { status: res.status, body: await res.json() }
  }, orderId)
  expect(answer).toEqual({ status: 403, body: { error: 'Only admins and support can see an order’s money.' } })
})
