/**
 * Security probe: mailed tokens and third-party scripts (docs/security.md). As found, with
 * analytics consent given, `/reset-password?token=…` loaded GA4, GTM and Meta Pixel while the token
 * was in the address bar. Now, in Chromium with consent given and every provider enabled:
 * - a page reached by a mailed link (password reset, e-mail sign-in, e-mail confirmation, newsletter
 *   confirmation) has no token in its URL once loaded, and its form still works;
 * - no page that takes a password or a payment, or carries a token, makes a single request to an
 *   analytics host — also when the visitor comes from a public page where the scripts were running.
 */
import { randomUUID } from 'node:crypto'

import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { accountEntry, createCustomer, ownClientAddress } from './auth-support'
import { linkIn, mailCount, waitForMail } from './mail'
import { gotoReady, presetConsent, signInAs, stubTrackers } from './support'

const THIRD_PARTY =
  /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|connect\.facebook\.net|facebook\.com\/tr/

/** Every request the page makes to an analytics host from now on (answered empty: they cannot be reached from here). */
async function watchTrackers(page: Page) {
  await stubTrackers(page)
  const requests: string[] = []
  page.on('request', (request) => {
    if (THIRD_PARTY.test(request.url())) requests.push(`${request.url()} (from ${page.url()})`)
  })
  return requests
}

/** What a tracker would see of the page: its scripts, and the analytics queues. */
const trackerState = (page: Page) =>
  page.evaluate(() => ({
    scripts: Array.from(document.scripts)
      .map((s) => s.src)
      .filter((src) => /googletagmanager|facebook/.test(src)),
    fbq: typeof (window as { fbq?: unknown }).fbq,
    pageViews: ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (e) => e && typeof e === 'object' && 'length' in e && Array.from(e as ArrayLike<unknown>)[1] === 'page_view',
    ).length,
  }))

/** Loads a page as a visitor following a link would, waits for hydration and for anything lazy to start. */
async function land(page: Page, path: string) {
  await gotoReady(page, path)
  // Analytics decides in a 0 ms timer just after hydration (analytics/Analytics.tsx); scripts it
  // started would keep the network busy, so the network is idle only after them. The first test
  // (trackers load on a public page) proves this wait is long enough for them to show.
  await page.waitForLoadState('networkidle')
}

async function expectNoThirdParty(page: Page, requests: string[]) {
  expect(requests).toEqual([])
  expect(await trackerState(page)).toEqual({ scripts: [], fbq: 'undefined', pageViews: 0 })
}

const noToken = (page: Page) => {
  const url = new URL(page.url())
  expect(url.searchParams.has('token'), page.url()).toBe(false)
  expect(decodeURIComponent(url.search), page.url()).not.toMatch(/token=/)
}

test.beforeEach(async ({ context }) => {
  await presetConsent(context, 'granted')
  await ownClientAddress(context)
})

test('the consent is real: on a public page the trackers load', async ({ page }) => {
  const requests = await watchTrackers(page)
  await land(page, '/')
  expect(requests.length).toBeGreaterThan(0)
})

test('a password reset link: no token in the URL after load, no analytics, and the reset works', async ({ page }) => {
  const customer = await createCustomer(page.request, 'sec-reset')
  await gotoReady(page, '/forgot-password')
  const before = mailCount()
  await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(customer.email)
  await page.getByRole('button', { name: 'E-mail me a reset link' }).click()
  const link = linkIn(
    await waitForMail(customer.email, { after: before, subject: /Reset your Pebble password/ }),
    '/reset-password',
  )
  expect(new URL(link).searchParams.get('token')).toBeTruthy()

  const requests = await watchTrackers(page)
  await land(page, new URL(link).pathname + new URL(link).search)
  noToken(page)
  await expect(page).toHaveURL(/\/reset-password$/)
  await expect(page.getByText(`For ${customer.email}.`)).toBeVisible()
  await expectNoThirdParty(page, requests)

  // The token went with the form: the reset still works, and a reload shows the link is spent.
  await page.getByLabel('New password', { exact: true }).fill('fresh-start-2027')
  await page.getByLabel('Confirm new password').fill('fresh-start-2027')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page).toHaveURL(/\/sign-in\?notice=password-reset$/)
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])
})

test('an e-mail sign-in link: lands without the token, no analytics', async ({ page }) => {
  const customer = await createCustomer(page.request, 'sec-link')
  await gotoReady(page, '/sign-in?callbackUrl=%2Fcustomer-portal%2Fmy-pebble')
  const before = mailCount()
  await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(customer.email)
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
  const link = linkIn(
    await waitForMail(customer.email, { after: before, subject: /sign-in link/ }),
    '/api/auth/callback/email',
  )
  expect(new URL(link).searchParams.get('token')).toBeTruthy()

  const requests = await watchTrackers(page)
  await land(page, new URL(link).pathname + new URL(link).search)
  await expect(page).toHaveURL(/\/customer-portal\/my-pebble$/)
  noToken(page)
  await expectNoThirdParty(page, requests)
})

async function requestEmailChange(page: Page, context: BrowserContext, baseURL: string) {
  const customer = await createCustomer(page.request, 'sec-confirm')
  await signInAs(context, baseURL, customer.email, customer.password)
  await gotoReady(page, '/customer-portal/account')
  const newEmail = `sec-confirm-new-${randomUUID().slice(0, 8)}@example.com`
  const before = mailCount()
  await page.getByLabel('E-mail').fill(newEmail)
  await page.locator('#account-currentPassword').fill(customer.password)
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByRole('status')).toContainText(`We sent a link to ${newEmail}`)
  const link = linkIn(await waitForMail(newEmail, { after: before }), '/customer-portal/account/confirm-email')
  return { customer, newEmail, path: new URL(link).pathname + new URL(link).search }
}

test('an e-mail confirmation link: no token in the URL after load, no analytics, and it confirms', async ({
  page,
  context,
  baseURL,
}) => {
  const { newEmail, path } = await requestEmailChange(page, context, baseURL!)
  const requests = await watchTrackers(page)
  await land(page, path)
  noToken(page)
  await expect(page).toHaveURL(/\/customer-portal\/account\/confirm-email$/)
  await expectNoThirdParty(page, requests)
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click()
  await expect(page.getByRole('status')).toContainText(`your e-mail address is now ${newEmail}`)
  expect(requests).toEqual([])
})

test('an e-mail confirmation link opened signed out: the sign-in page it leads to shows no token either', async ({
  page,
  context,
  baseURL,
}) => {
  const { path } = await requestEmailChange(page, context, baseURL!)
  await context.clearCookies()
  const requests = await watchTrackers(page)
  await land(page, path)
  await expect(page).toHaveURL(/\/sign-in/)
  noToken(page)
  await expectNoThirdParty(page, requests)
})

test('a newsletter confirmation link: no token in the URL after load, no analytics, and its button confirms', async ({
  page,
}) => {
  await gotoReady(page, '/')
  const email = `sec-news-${randomUUID().slice(0, 8)}@example.com`
  const before = mailCount()
  const form = page.locator('[data-block="pre-footer"] form')
  await form.getByRole('textbox').fill(email)
  await form.getByRole('button').click()
  await expect(form.getByText(/check your inbox/i)).toBeVisible()
  const link = new URL(
    linkIn(
      await waitForMail(email, { after: before, subject: /Confirm your Pebble newsletter subscription/ }),
      '/newsletter/confirm',
    ),
  )

  const requests = await watchTrackers(page)
  await land(page, link.pathname + link.search)
  noToken(page)
  await expect(page).toHaveURL(/\/newsletter\/confirm$/)
  await expectNoThirdParty(page, requests)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `Confirmed: ${email} is on the Pebble newsletter list.` }),
  ).toBeVisible()
  noToken(page)
  await expectNoThirdParty(page, requests)
})

test.describe('pages that take passwords or payments load no third-party analytics', () => {
  for (const path of [
    '/build',
    '/build?trim=adventure&step=summary',
    '/sign-in',
    '/sign-up',
    '/forgot-password',
    '/reset-password',
  ]) {
    test(path, async ({ page }) => {
      const requests = await watchTrackers(page)
      await land(page, path)
      await expectNoThirdParty(page, requests)
    })
  }

  test('/payments/test-checkout/… (the test provider’s card form)', async ({ page, baseURL }) => {
    const placed = await page.request.post('/api/build/orders', {
      headers: { origin: new URL(baseURL!).origin },
      data: {
        placementKey: randomUUID(),
        selection: { trim: 'adventure', color: 'sage', options: [] },
        customer: {
          firstName: 'Sec',
          lastName: 'Probe',
          email: `sec-pay-${randomUUID().slice(0, 8)}@example.com`,
          phone: '(415) 555-0134',
          country: 'US',
          line1: '1 Market St',
          city: 'San Francisco',
          state: 'CA',
          zip: '94105',
        },
        password: 'integration-pass-1',
        acceptTerms: true,
      },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    const { checkoutUrl } = await placed.json()
    const requests = await watchTrackers(page)
    await land(page, checkoutUrl)
    await expect(page.getByText('TEST MODE')).toBeVisible()
    await expectNoThirdParty(page, requests)
  })

  test('/customer-portal/account', async ({ page, context, baseURL }) => {
    const customer = await createCustomer(page.request, 'sec-account')
    await signInAs(context, baseURL!, customer.email, customer.password)
    const requests = await watchTrackers(page)
    await land(page, '/customer-portal/account')
    await expect(page.getByLabel('E-mail')).toHaveValue(customer.email)
    await expectNoThirdParty(page, requests)
  })
})

test('from a public page with the trackers running, a link to sign-in is a full load without them', async ({
  page,
}) => {
  const requests = await watchTrackers(page)
  await land(page, '/charging')
  await expect.poll(() => requests.length).toBeGreaterThan(0)
  const before = requests.length
  // The header's account entry (in the menu on phones).
  const entry = await accountEntry(page)
  await expect(entry).toHaveAttribute('data-account-entry', 'unauthenticated')
  await entry.click()
  await expect(page).toHaveURL(/\/sign-in/)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  expect(requests.slice(before)).toEqual([])
  expect(await trackerState(page)).toEqual({ scripts: [], fbq: 'undefined', pageViews: 0 })
})
