import { expect, test } from '@playwright/test'

import { createCustomer, customerExists, ownClientAddress, sessionEmail } from './auth-support'
import { linkIn, mailCount, mailsTo, waitForMail } from './mail'
import { gotoReady, signInAs } from './support'

/**
 * The sign-in, sign-up and password forms' flows: links by mail, a reset, bad input explained
 * beside each field, the guessing limit. Nothing here depends on the viewport, so it runs at one
 * width (playwright.config.ts); what the header shows, at both, is in auth.spec.ts.
 */
test.beforeEach(async ({ context }) => {
  await ownClientAddress(context)
  await context.addInitScript(() => window.localStorage.setItem('pebble-consent', 'denied'))
})

const emailField = (page: import('@playwright/test').Page) => page.getByLabel('E-mail', { exact: true })

test('sign in with the e-mail link received over SMTP', async ({ page }) => {
  const customer = await createCustomer(page.request, 'link')
  await gotoReady(page, '/sign-in?callbackUrl=%2Fcustomer-portal%2Forder-history')
  const before = mailCount()
  await emailField(page).fill(customer.email)
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText('Check your inbox')
  const mail = await waitForMail(customer.email, { after: before, subject: /sign-in link/ })
  expect(mail.from).toContain('Pebble')
  await page.goto(linkIn(mail, '/api/auth/callback/email'))
  await expect(page).toHaveURL(/\/customer-portal\/order-history$/)
  expect(await sessionEmail(page)).toBe(customer.email)

  // The link works once.
  await page.context().clearCookies()
  await gotoReady(
    page,
    new URL(linkIn(mail, '/api/auth/callback/email')).pathname +
      new URL(linkIn(mail, '/api/auth/callback/email')).search,
  )
  await expect(page).toHaveURL(/\/sign-in\?error=Verification/)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('expired or was already used')
})

test('reset a password via the mailed link: other sessions are signed out, only the new password works', async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await createCustomer(page.request, 'reset')
  const elsewhere = await browser.newContext()
  await ownClientAddress(elsewhere)
  await signInAs(elsewhere, baseURL!, customer.email, customer.password)
  expect((await (await elsewhere.request.get(`${baseURL}/api/auth/session`)).json()).user.email).toBe(customer.email)

  await gotoReady(page, '/forgot-password')
  const before = mailCount()
  await emailField(page).fill(customer.email)
  await page.getByRole('button', { name: 'E-mail me a reset link' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `If there is a Pebble account for ${customer.email}`,
  )
  const mail = await waitForMail(customer.email, { after: before, subject: /Reset your Pebble password/ })
  const link = linkIn(mail, '/reset-password')

  await gotoReady(page, new URL(link).pathname + new URL(link).search)
  await expect(page.getByText(`For ${customer.email}.`)).toBeVisible()
  // Bad input first: a clear message beside the field, and nothing changes.
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('Confirm new password').fill('different')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.locator('[data-field-error="password"]')).toHaveText(
    'At least 10 characters, with at least one letter and one number.',
  )
  await expect(page.locator('[data-field-error="confirm"]')).toHaveText('The passwords do not match.')
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  expect((await (await elsewhere.request.get(`${baseURL}/api/auth/session`)).json()).user.email).toBe(customer.email)

  const newPassword = 'fresh-start-2027'
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page).toHaveURL(/\/sign-in\?notice=password-reset$/)
  await expect(page.getByRole('main').getByRole('status').first()).toContainText('Your new password is set')

  expect(await (await elsewhere.request.get(`${baseURL}/api/auth/session`)).json()).toEqual({})
  await elsewhere.close()

  // The link is spent.
  await gotoReady(page, new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('expired or was already used')

  await gotoReady(page, '/sign-in')
  await emailField(page).fill(customer.email)
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.locator('[data-field-error="password"]')).toContainText('do not match an account')
  await page.getByLabel('Password').fill(newPassword)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/customer-portal\/my-pebble$/)
})

test('repeated failures from one browser pause its guessing there, with how long to wait; the owner elsewhere still signs in', async ({
  page,
  browser,
}) => {
  const customer = await createCustomer(page.request, 'lockout')
  await gotoReady(page, '/sign-in')
  await emailField(page).fill(customer.email)
  // Each try is one answer from the server, waited for: the next try starts only after it.
  const signInAnswer = () =>
    page.waitForResponse(
      (res) => res.url().includes('/api/auth/callback/credentials') && res.request().method() === 'POST',
    )
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Password').fill(`wrong-password-${i}`)
    const answer = signInAnswer()
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    expect((await answer).status(), `try ${i + 1}`).toBe(401)
    await expect(page.locator('[data-field-error="password"]')).toContainText('do not match an account')
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  }
  // The sixth try from this address is refused before any password is checked…
  await page.getByLabel('Password').fill(customer.password)
  const refused = signInAnswer()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  expect((await refused).status()).toBe(429)
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    /Too many attempts — try again in 1[45] minutes/,
  )
  await expect(page).toHaveURL(/\/sign-in$/)
  expect(await sessionEmail(page)).toBeNull()
  // …but the account is not locked: its owner, from another address, signs in.
  const owner = await browser.newContext()
  await ownClientAddress(owner)
  const ownerPage = await owner.newPage()
  await gotoReady(ownerPage, '/sign-in')
  await emailField(ownerPage).fill(customer.email)
  await ownerPage.getByLabel('Password').fill(customer.password)
  await ownerPage.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(ownerPage).toHaveURL(/\/customer-portal\/my-pebble$/)
  await owner.close()
})

test('sign up: bad input is explained beside each field and creates nothing; then the account is made and signed in', async ({
  page,
}) => {
  await gotoReady(page, '/sign-up?callbackUrl=%2Fcustomer-portal%2Fmy-pebble')
  const email = `signup-${Date.now()}@example.com`
  await page.getByLabel('Full name').fill('')
  await emailField(page).fill('not an address')
  await page.getByLabel('Password', { exact: true }).fill('tooshort')
  await page.getByLabel('Confirm password').fill('different')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.locator('[data-field-error="name"]')).toHaveText('Enter your name.')
  await expect(page.locator('[data-field-error="email"]')).toContainText('valid e-mail address')
  await expect(page.locator('[data-field-error="password"]')).toHaveText(
    'At least 10 characters, with at least one letter and one number.',
  )
  await expect(page.locator('[data-field-error="confirm"]')).toHaveText('The passwords do not match.')
  await expect(page.getByLabel('Full name')).toBeFocused()
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-describedby', /error/)

  // An address that already has an account.
  await page.getByLabel('Full name').fill('Sam Signup')
  await emailField(page).fill('customer@example.com')
  await page.getByLabel('Password', { exact: true }).fill('my-trailer-2027')
  await page.getByLabel('Confirm password').fill('my-trailer-2027')
  await page.getByRole('button', { name: 'Create account' }).click()
  // Not "there is already an account": the owner is mailed instead, and the visitor is told so.
  await expect(page.getByRole('main').getByText('We sent a message to customer@example.com')).toBeVisible()
  await expect(page.locator('[data-field-error="email"]')).toHaveCount(0)
  expect(await sessionEmail(page)).toBeNull()
  expect(await customerExists(page.request, email)).toBe(false)

  await emailField(page).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('my-trailer-2027')
  await page.getByLabel('Confirm password').fill('my-trailer-2027')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/customer-portal\/my-pebble$/)
  expect(await sessionEmail(page)).toBe(email)
  expect(await customerExists(page.request, email)).toBe(true)
})

test('bad input on sign-in and forgot-password: clear messages, no request spent, no mail sent', async ({ page }) => {
  await gotoReady(page, '/sign-in')
  let authPosts = 0
  page.on('request', (req) => req.method() === 'POST' && req.url().includes('/api/auth/') && authPosts++)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.locator('[data-field-error="email"]')).toHaveText('Enter your e-mail address.')
  await expect(page.locator('[data-field-error="password"]')).toHaveText('Enter your password.')
  await expect(emailField(page)).toBeFocused()
  await emailField(page).fill('nobody@nowhere')
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
  await expect(page.locator('[data-field-error="email"]')).toContainText('valid e-mail address')
  expect(authPosts).toBe(0)

  await gotoReady(page, '/forgot-password')
  const before = mailCount()
  await emailField(page).fill('still@not')
  await page.getByRole('button', { name: 'E-mail me a reset link' }).click()
  await expect(page.locator('[data-field-error="email"]')).toContainText('valid e-mail address')
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(emailField(page)).toHaveValue('still@not')
  // The marker: a good address sent through the same form afterwards gets its mail; one for the
  // refused address would have been queued before it.
  const marker = `no-account-marker-${Date.now()}@example.com`
  await emailField(page).fill(marker)
  await page.getByRole('button', { name: 'E-mail me a reset link' }).click()
  await waitForMail(marker, { after: before })
  expect(mailsTo('still@not', before)).toHaveLength(0)
})

test('forgot-password answers the same for an address with no account (and that address is told so by mail)', async ({
  page,
}) => {
  const email = `no-account-${Date.now()}@example.com`
  await gotoReady(page, '/forgot-password')
  const before = mailCount()
  await emailField(page).fill(email)
  await page.getByRole('button', { name: 'E-mail me a reset link' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(`If there is a Pebble account for ${email}`)
  const mail = await waitForMail(email, { after: before })
  expect(mail.text).toContain('there is no Pebble account for it')
  expect(mail.text).not.toContain('/reset-password')
})
