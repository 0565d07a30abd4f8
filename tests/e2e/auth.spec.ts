import { expect, test } from '@playwright/test'

import { accountEntry, createCustomer, DEMO_PASSWORD, ownClientAddress, sessionEmail } from './auth-support'
import { gotoReady, signInAs, watchErrors } from './support'

/**
 * Signing in and out as the header shows it, at both widths (on phones the account entry is in
 * the burger menu), and the sign-in pages' accessibility. The forms' own flows (links by mail,
 * reset, sign-up, bad input, the guessing limit) do not depend on the viewport: auth-forms.spec.ts.
 */
test.beforeEach(async ({ context }) => {
  await ownClientAddress(context)
  await context.addInitScript(() => window.localStorage.setItem('pebble-consent', 'denied'))
})

const emailField = (page: import('@playwright/test').Page) => page.getByLabel('E-mail', { exact: true })

test('a visitor sees "Sign in" in the header, and a portal page sends them to sign in and back (callbackUrl)', async ({
  page,
}) => {
  const errors = watchErrors(page)
  await gotoReady(page, '/')
  const entry = await accountEntry(page)
  await expect(entry).toHaveText('Sign in')
  await expect(entry).toHaveAttribute('href', '/sign-in')

  const customer = await createCustomer(page.request, 'callback')
  await page.goto('/customer-portal/account')
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fcustomer-portal%2Faccount$/)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await emailField(page).fill(customer.email)
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/customer-portal\/account$/)
  expect(await sessionEmail(page)).toBe(customer.email)
  expect(errors.filter((e) => !e.includes('/customer-portal/account'))).toEqual([])
})

test('sign in with a password: the header then shows "My Pebble", never a flash of "Sign in"', async ({ page }) => {
  const customer = await createCustomer(page.request, 'password')
  await gotoReady(page, '/sign-in')
  await emailField(page).fill(customer.email.toUpperCase())
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/customer-portal\/my-pebble$/)

  // Every state the entry goes through on a fresh load of a prerendered page.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __entryStates: string[] }).__entryStates = [])
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-account-entry]')) {
        const state = el.getAttribute('data-account-entry')!
        if (seen.at(-1) !== state) seen.push(state)
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-account-entry'] })
  })
  await gotoReady(page, '/charging')
  const entry = await accountEntry(page)
  await expect(entry).toHaveText('My Pebble')
  await expect(entry).toHaveAttribute('href', '/customer-portal/my-pebble')
  const states = await page.evaluate(() => (window as unknown as { __entryStates: string[] }).__entryStates)
  expect(states).not.toContain('unauthenticated')
  expect(states.at(-1)).toBe('authenticated')
})

test('sign out from the signed-in panel ends the session and the header says "Sign in" again', async ({
  page,
  context,
  baseURL,
}) => {
  const customer = await createCustomer(page.request, 'signout')
  await signInAs(context, baseURL!, customer.email, customer.password)
  await gotoReady(page, '/sign-in')
  await expect(page.getByText(`You are signed in as ${customer.name}`)).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in\?notice=signed-out$/)
  await expect(page.getByRole('main').getByRole('status').first()).toContainText('You are signed out.')
  expect(await sessionEmail(page)).toBeNull()
  await gotoReady(page, '/')
  await expect(await accountEntry(page)).toHaveText('Sign in')
})

test('a signed-in customer with the demo account: header entry and session', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, 'customer@example.com', DEMO_PASSWORD)
  await gotoReady(page, '/')
  await expect(await accountEntry(page)).toHaveText('My Pebble')
})

test('the sign-in pages have no serious or critical accessibility violations, with errors showing', async ({
  page,
}) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  const serious = async () =>
    (await new AxeBuilder({ page }).include('main').analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  for (const path of ['/sign-in', '/sign-up', '/forgot-password']) {
    await gotoReady(page, path)
    await page.getByRole('main').getByRole('button').first().click()
    await expect(page.locator('[data-field-error]').first()).toBeVisible()
    expect(await serious(), path).toEqual([])
  }
})
