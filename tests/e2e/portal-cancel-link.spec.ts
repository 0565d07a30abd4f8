import { expect, test } from '@playwright/test'

import { linkIn, waitForMail } from './mail'
import { placePaidOrder } from './orders'

/**
 * A customer whose account has no password cancels a reservation (docs/deposit-lifecycle.md): the
 * cancel screen offers a mailed link instead of the password; the link, read from the mail the site
 * sent, opens a page that shows what is refunded, takes the token out of the address bar, and
 * cancels with one button; the cancellation's mail follows.
 */
test('an account without a password confirms a cancellation with the mailed link', async ({
  page,
  context,
  baseURL,
}) => {
  // Placing the order signs this browser in; the injected fault leaves the new account without its password.
  const order = await placePaidOrder(context.request, baseURL!, 'cancel-link-e2e', 'adventure', 'password-lost')

  await page.goto(`/customer-portal/order-history/${order.orderNumber}`)
  await page.getByRole('link', { name: 'Cancel reservation' }).click()
  await expect(page.getByRole('heading', { name: 'What cancelling refunds' })).toBeVisible()
  await expect(page.getByLabel('Your password')).toHaveCount(0)
  await page.getByRole('button', { name: 'E-mail me a link to confirm' }).click()
  await expect(page.getByRole('status')).toContainText(`We sent a link to ${order.email}`)

  const mail = await waitForMail(order.email, {
    subject: new RegExp(`Confirm the cancellation of your Pebble order ${order.orderNumber}`),
  })
  const link = linkIn(mail, `/customer-portal/order-history/${order.orderNumber}/cancel/confirm`)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Confirm the cancellation' })).toBeVisible()
  await expect(page.getByText('Not refunded')).toBeVisible()
  await expect(page.getByTestId('policy-keeps')).toContainText('we keep $250.00')
  await expect(page).not.toHaveURL(/token=/)

  await page.getByRole('button', { name: 'Cancel reservation' }).click()
  await expect(page.getByRole('status')).toContainText('Your reservation is cancelled:')
  await expect(page).toHaveURL(new RegExp(`/customer-portal/order-history/${order.orderNumber}\\?cancelled=1$`))

  const confirmation = await waitForMail(order.email, {
    subject: new RegExp(`Your Pebble order ${order.orderNumber} is cancelled`),
  })
  expect(confirmation.text).toContain('Under the refund policy of your order, nothing is refunded: we keep $250.00.')

  // The link was spent.
  await page.goto(link)
  await expect(page.getByText('This order is already cancelled.')).toBeVisible()
})
