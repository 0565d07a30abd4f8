import { expect, test } from '@playwright/test'

import { waitForMail } from './mail'
import { placePaidOrder } from './orders'
import { signInAs } from './support'

/**
 * A customer cancels a reservation in the portal (docs/deposit-lifecycle.md): the screen says what
 * the order's policy refunds (the demo's first deposit: nothing) before anything happens, a wrong
 * password is explained beside the field, and the confirmation mail arrives.
 */
test('a customer cancels a reservation in the portal and reads the confirmation mail', async ({
  page,
  context,
  baseURL,
}) => {
  const order = await placePaidOrder(context.request, baseURL!, 'cancel-e2e')
  await signInAs(context, baseURL!, order.email, order.password)

  await page.goto(`/customer-portal/order-history/${order.orderNumber}`)
  await page.getByRole('link', { name: 'Cancel reservation' }).click()
  await expect(page.getByRole('heading', { name: 'What cancelling refunds' })).toBeVisible()
  await expect(page.getByText('Not refunded')).toBeVisible()
  await expect(page.getByTestId('policy-keeps')).toContainText('we keep $250.00')

  await page.getByLabel('Your password').fill('not-my-password-1')
  await page.getByRole('button', { name: 'Cancel reservation' }).click()
  await expect(page.locator('#cancel-password-error')).toBeVisible()
  await expect(page.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Your password').fill(order.password)
  await page.getByRole('button', { name: 'Cancel reservation' }).click()
  // The result says what was refunded and kept (the demo policy keeps the first deposit).
  await expect(page.getByRole('status')).toContainText('Your reservation is cancelled: $0.00 refunded, $250.00 kept.')
  const progress = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem')
  await expect(progress).toHaveText([/Reserved.*Done/, /Deposit paid.*Done/, /Cancelled.*By you/])
  const cancellation = page.locator('#cancellation')
  await expect(cancellation).toContainText(/Cancelled on .+ by you\./)
  await expect(cancellation.getByRole('row', { name: /First deposit/ })).toHaveText(/\$250\.00\s*\$0\.00\s*\$250\.00/)
  // No balance and no second deposit "not due yet" on a cancelled order.
  await expect(page.getByText('Remaining at delivery')).toHaveCount(0)
  await expect(page.getByText('Not due yet')).toHaveCount(0)
  await expect(page.locator('#deposits')).toContainText('Not asked')
  await expect(page.getByRole('link', { name: 'Cancel reservation' })).toHaveCount(0)

  const mail = await waitForMail(order.email, {
    subject: new RegExp(`Your Pebble order ${order.orderNumber} is cancelled`),
  })
  expect(mail.text).toContain('You cancelled your order')
  expect(mail.text).toContain('Under the refund policy of your order, nothing is refunded: we keep $250.00.')
  expect(mail.text).toContain('Kept under your order’s refund policy: $250.00')
})

/**
 * After staff refunds a deposit (in part, then the rest) the portal tells the truth: the list never
 * says "Deposit paid" beside a refunded deposit, a refunded deposit shows its amount and date, and
 * the customer got one mail per refund.
 */
test('a buyer sees a refunded deposit with its amount and date, and a mail for each refund', async ({
  page,
  context,
  baseURL,
}) => {
  const order = await placePaidOrder(context.request, baseURL!, 'refund-e2e')
  const login = await context.request.post('/cms-api/users/login', {
    data: { email: 'admin@example.com', password: 'pebble-demo-2026' },
  })
  const admin = { Authorization: `JWT ${(await login.json()).token}` }
  const payments = await (
    await context.request.get(`/cms-api/payments?where[order][equals]=${order.orderId}&depth=0`, { headers: admin })
  ).json()
  const refund = (amount: number) =>
    context.request.post(`/cms-api/orders/${order.orderId}/refund`, {
      headers: admin,
      data: { paymentId: payments.docs[0].id, amount, reason: 'Goodwill: delivery delay', override: true },
    })

  expect((await refund(10_000)).status()).toBe(201)
  await signInAs(context, baseURL!, order.email, order.password)
  await page.goto(`/customer-portal/order-history/${order.orderNumber}`)
  const deposits = page.locator('#deposits')
  await expect(deposits).toContainText(/Paid\s*on .+ · \$100\.00 refunded on /)
  await expect(page.getByRole('row', { name: /less refunds/ })).toContainText('−$2,650')

  expect((await refund(15_000)).status()).toBe(201)
  await page.goto('/customer-portal/order-history')
  const card = page.getByRole('article').filter({ hasText: order.orderNumber })
  await expect(card).toContainText('Deposit refunded')
  await expect(card).not.toContainText('Deposit paid')
  await expect(card).toContainText(/Refunded\s*\$250\.00 on /)

  const first = await waitForMail(order.email, { subject: /^We refunded \$100\.00/ })
  expect(first.text).toContain('First deposit we still hold: $150.00')
  const second = await waitForMail(order.email, { subject: /^We refunded \$150\.00/ })
  expect(second.text).toContain('First deposit we still hold: $0.00')
})
