import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { gotoReady, gotoSettled, presetConsent, signInAs, watchErrors } from './support'

test.beforeEach(async ({ context }) => presetConsent(context, 'denied'))

const PASSWORD = 'trailer-e2e-2026'

async function editorToken(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', {
    data: { email: 'admin@example.com', password: 'pebble-demo-2026' },
  })
  return { Authorization: `JWT ${(await res.json()).token}` }
}

/** Clicks the label of a visually hidden radio (trim cards, colour swatches). */
const pick = (page: Page, name: RegExp) => page.locator('label', { has: page.getByRole('radio', { name }) }).click()

/** Our alerts (Next's route announcer is an alert region too). */
const alertOf = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)')

const bar = (page: Page) => page.getByRole('region', { name: 'Order total' })

test.describe('build flow', () => {
  test('a visitor configures, estimates, enters details, pays the deposit, then pays the second deposit later', async ({
    page,
    context,
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const errors = watchErrors(page)
    const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`

    await gotoReady(page, '/build')
    await expect(page.getByRole('heading', { level: 1, name: 'Build your Pebble' })).toBeVisible()
    await expect(bar(page)).toContainText('Amount due today')
    await expect(bar(page)).toContainText('$250')
    await expect(bar(page).getByRole('button', { name: 'Continue to summary' })).toBeVisible()

    // Adventure includes the power awning by default; changing trim resets to its defaults.
    await pick(page, /^Adventure/)
    await expect(page.getByRole('checkbox', { name: /Power awning/ })).toBeChecked()
    await pick(page, /^Sage/)
    await page.getByRole('checkbox', { name: /Rear bike rack/ }).check()
    await page.getByRole('checkbox', { name: /Power awning/ }).uncheck()
    // $99,900 + Sage $1,900 + bike rack $650 − awning $1,200, as the server prices it.
    await expect(bar(page)).toContainText('Total $101,250')
    // An option the trim marks not selectable is shown disabled.
    await pick(page, /^Essential/)
    await expect(page.getByRole('checkbox', { name: /Heat pump/ })).toBeDisabled()
    await expect(page.getByRole('checkbox', { name: /Power awning/ })).not.toBeChecked()
    await pick(page, /^Adventure/)
    await pick(page, /^Sage/)
    await page.getByRole('checkbox', { name: /Rear bike rack/ }).check()
    await page.getByRole('checkbox', { name: /Power awning/ }).uncheck()
    await expect(bar(page)).toContainText('Total $101,250')

    await bar(page).getByRole('button', { name: 'Continue to summary' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible()
    const lines = page.locator('dl').first()
    await expect(lines).toContainText('Color: Sage')
    await expect(lines).toContainText('+$1,900')
    await expect(lines.locator('s', { hasText: 'Power awning' })).toBeVisible()
    await expect(lines).toContainText('−$1,200')
    await expect(page.getByTestId('total-price')).toHaveText('$101,250')

    // Back steps back; the configuration survives; a reload keeps the step and the configuration.
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Build your Pebble' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /Rear bike rack/ })).toBeChecked()
    await page.goForward()
    await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible()
    await page.reload()
    await expect(page.getByTestId('total-price')).toHaveText('$101,250')

    // The estimator: full price, then financing.
    await page.getByRole('button', { name: 'Discover our financing options' }).click()
    const estimator = page.getByRole('dialog', { name: 'Payment estimator' })
    await expect(estimator).toBeVisible()
    await expect(estimator).toContainText('Remaining amount due')
    await expect(estimator).toContainText('$100,395') // 101,250 + 1,895 fee − 2,750 deposits
    await estimator.locator('label', { hasText: 'Financing' }).click()
    await estimator.getByLabel('Term').selectOption({ label: '5 years' })
    await expect(estimator).toContainText(/Monthly payment \(5 years at \d+\.\d\d % APR\)/)
    await expect(estimator).toContainText(/\$[\d,]+\.\d\d\/mo/)
    await expect(estimator).toContainText('Amount financed')
    await estimator.getByRole('button', { name: 'Close' }).click()
    await expect(estimator).toBeHidden()

    await bar(page).getByRole('button', { name: 'Continue to checkout' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible()
    // Per-field errors, beside each field.
    await bar(page).getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Enter your first name.')).toBeVisible()
    await page.getByLabel('First name').fill('Robin')
    await page.getByLabel('Last name').fill('Alvarez')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Phone').fill('(415) 555-0134')
    await page.getByLabel('Create a password').fill(PASSWORD)
    await page.getByLabel('Street address').fill('1 Market St')
    await page.getByLabel('City').fill('San Francisco')
    await page.getByLabel('State').selectOption('CA')
    await page.getByLabel('ZIP code').fill('941')
    await bar(page).getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByText('Enter a 5-digit ZIP code.')).toBeVisible()
    await page.getByLabel('ZIP code').fill('94105')
    // Marketing mail is opt-in: the box is there, unticked, and left so.
    await expect(page.getByRole('checkbox', { name: 'Send me product news by e-mail' })).not.toBeChecked()
    await bar(page).getByRole('button', { name: 'Continue to payment' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
    await bar(page).getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByText(/Please review the terms/)).toBeVisible()
    await page.getByRole('checkbox', { name: /accept the terms/ }).check()
    await bar(page).getByRole('button', { name: 'Place order' }).click()

    // The test provider's checkout: clearly test mode; a declined card leaves the deposit unpaid.
    await expect(page.getByText('TEST MODE')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText('$250.00', { exact: true })).toBeVisible()
    await page.getByLabel('Card number').fill('4000 0000 0000 0002')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await expect(alertOf(page)).toContainText('Your card was declined')
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: /^Pay/ }).click()

    await expect(page).toHaveURL(/\/build\/payment-confirmation\?order=PBL-/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your Pebble is reserved')
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim()
    expect(orderNumber).toMatch(/^PBL-[A-Z0-9]{6}$/)
    await expect(page.getByTestId('amount-paid')).toHaveText('$250.00')
    // The totals add up: $101,250 + the $1,895 destination fee, the fee counted in the total shown.
    await expect(page.getByTestId('total-with-fee')).toHaveText('$103,145')
    await expect(page.getByText('What happens next')).toBeVisible()
    // A reload of the return URL charges nothing more.
    await page.reload()
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber)

    // The confirmation e-mail.
    const auth = await editorToken(request)
    const outbox = await (
      await request.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}&limit=10`, { headers: auth })
    ).json()
    expect(outbox.docs.map((m: { subject: string }) => m.subject)).toContain(
      `Your Pebble reservation ${orderNumber} is confirmed`,
    )
    const payments = await (
      await request.get(`/cms-api/payments?where[idempotencyKey][like]=deposit:&limit=100&depth=0`, { headers: auth })
    ).json()
    const order = (
      await (
        await request.get(`/cms-api/orders?where[number][equals]=${orderNumber}&depth=0`, { headers: auth })
      ).json()
    ).docs[0]
    expect(order.status).toBe('first-deposit-paid')
    expect(order.pricing.total).toBe(10_125_000)
    const buyer = (
      await (
        await request.get(`/cms-api/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
          headers: auth,
        })
      ).json()
    ).docs[0]
    expect(buyer.preferences.productNews).toBe(false)
    expect(payments.docs.filter((p: { order: number; status: string }) => p.order === order.id)).toHaveLength(1)

    // Later, in a fresh browser: sign in with the password chosen at checkout and see the order.
    await context.clearCookies()
    await signInAs(context, baseURL!, email, PASSWORD)
    await gotoReady(page, '/customer-portal/order-history')
    await expect(page.getByText(orderNumber).first()).toBeVisible()
    await gotoReady(page, '/customer-portal/second-deposit')
    await expect(page.getByText(`Order ${orderNumber}`)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Second deposit', level: 1 })).toBeVisible()

    // The second deposit: a decline first, then the test card.
    await page.getByRole('button', { name: 'Pay $2,500.00' }).click()
    await expect(page.getByText('TEST MODE')).toBeVisible({ timeout: 20_000 })
    await page.getByLabel('Card number').fill('4000000000000002')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await expect(alertOf(page)).toContainText('Your card was declined')
    await page.getByRole('link', { name: 'Cancel and go back' }).click()
    await expect(alertOf(page)).toContainText('The second deposit is still unpaid')
    await page.getByRole('button', { name: 'Pay $2,500.00' }).click()
    await page.getByLabel('Card number').fill('4242424242424242')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await expect(page.getByText('Thank you — your configuration is locked.', { exact: false })).toBeVisible()
    await expect(page.locator('[data-state="paid"]')).toBeVisible()
    const after = (
      await (
        await request.get(`/cms-api/orders?where[number][equals]=${orderNumber}&depth=0`, { headers: auth })
      ).json()
    ).docs[0]
    expect(after.status).toBe('second-deposit-paid')
    expect(after.secondDeposit.status).toBe('paid')

    expect(errors.filter((e) => !/\/api\/auth\/session|favicon/.test(e))).toEqual([])
  })

  test('a returning visitor whose e-mail has an account is asked to sign in and comes back to the same step', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    const email = `returning-${testInfo.project.name}-${Date.now()}@example.com`
    // An earlier reservation, from another browser, made the account (its answer signed that browser in, not this one).
    const earlier = await request.post('/api/build/orders', {
      headers: { origin: new URL(baseURL!).origin },
      data: {
        placementKey: crypto.randomUUID(),
        selection: { trim: 'essential', color: 'glacier-white', options: [] },
        customer: {
          firstName: 'Ada',
          lastName: 'Lind',
          email,
          phone: '415 555 0100',
          country: 'US',
          line1: '2 Main St',
          city: 'Oakland',
          state: 'CA',
          zip: '94607',
        },
        password: 'another-password-1',
        acceptTerms: true,
      },
    })
    expect(earlier.status()).toBe(201)

    // Every field hydrated before the first is typed in: one typed into before lost its value once in CI.
    await gotoSettled(page, '/build?trim=summit&color=dune&options=solar-roof,heat-pump&step=customer')
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible()
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lind')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Phone').fill('415 555 0100')
    await page.getByLabel('Create a password').fill('another-password-1')
    await page.getByLabel('Street address').fill('2 Main St')
    await page.getByLabel('City').fill('Oakland')
    await page.getByLabel('State').selectOption('CA')
    await page.getByLabel('ZIP code').fill('94607')
    await bar(page).getByRole('button', { name: 'Continue to payment' }).click()
    const alert = alertOf(page)
    await expect(alert).toContainText('An account already uses')
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible()
    const href = await alert.getByRole('link', { name: 'Sign in to continue' }).getAttribute('href')
    expect(href).toMatch(/^\/sign-in\?callbackUrl=/)
    const callback = new URL(href!, baseURL).searchParams.get('callbackUrl')!
    // The way back is this very step with this very configuration.
    expect(callback).toBe('/build?trim=summit&color=dune&options=solar-roof%2Cheat-pump&step=customer')
  })

  test('every step, the estimator and the test checkout have no serious or critical accessibility violations', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    for (const step of ['configuration', 'summary', 'customer', 'payment']) {
      await gotoReady(page, `/build?trim=summit&color=sage&options=heat-pump,bike-rack&step=${step}`)
      expect(await serious(), step).toEqual([])
    }
    await gotoReady(page, '/build?trim=adventure&step=summary')
    await page.getByRole('button', { name: 'Discover our financing options' }).click()
    await page.getByRole('dialog', { name: 'Payment estimator' }).locator('label', { hasText: 'Financing' }).click()
    await expect(page.getByRole('dialog', { name: 'Payment estimator' })).toContainText('Amount financed')
    expect(await serious(), 'estimator').toEqual([])

    const placed = await page.request.post('/api/build/orders', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        placementKey: crypto.randomUUID(),
        selection: { trim: 'essential', color: 'basalt', options: [] },
        customer: {
          firstName: 'Axe',
          lastName: 'Check',
          email: `axe-${Date.now()}-${page.viewportSize()?.width}@example.com`,
          phone: '415 555 0100',
          country: 'US',
          line1: '3 Elm St',
          city: 'Reno',
          state: 'NV',
          zip: '89501',
        },
        password: 'axe-password-123',
        acceptTerms: true,
      },
    })
    expect(placed.status()).toBe(201)
    await gotoReady(page, `${(await placed.json()).checkoutUrl}?error=declined`)
    await expect(page.getByText('TEST MODE')).toBeVisible()
    expect(await serious(), 'test checkout').toEqual([])
  })
})
