import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

import { DEMO_PASSWORD, ownClientAddress } from './auth-support'
import { gotoReady, signInAs, watchErrors } from './support'

const A = 'customer@example.com'
const B = 'other@example.com'

/** Staff access to the CMS API, to read what the site stored and sent (outbox) and to set up states. */
async function staff(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', {
    data: { email: 'admin@example.com', password: 'pebble-demo-2026' },
  })
  const { token } = await res.json()
  const headers = { Authorization: `JWT ${token}` }
  return {
    get: async (path: string) => (await request.get(path, { headers })).json(),
    patch: (path: string, data: unknown) => request.patch(path, { headers, data }),
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
    delete: (path: string) => request.delete(path, { headers }),
  }
}

/** The form with the given submit button (the footer has a newsletter form too). */
const formOf = (page: Page, button: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: button }) })

/** A field's error is announced with it: aria-invalid and aria-describedby pointing at the message. */
async function expectFieldError(page: Page, input: Locator, message: RegExp) {
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
  const ids = describedBy.split(' ').filter(Boolean)
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()))
  expect(texts.join(' ')).toMatch(message)
}

test.describe('customer portal', () => {
  test('an anonymous visitor is sent to sign in and would come back', async ({ page }) => {
    await page.goto('/customer-portal/account')
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fcustomer-portal%2Faccount$/)
    await page.goto('/customer-portal/order-history/PBL-4KQ8RZ')
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fcustomer-portal%2Forder-history%2FPBL-4KQ8RZ$/)
  })

  test('my pebble: configuration, progress, next step and owner reading', async ({ page, context, baseURL }) => {
    const errors = watchErrors(page)
    await signInAs(context, baseURL!, A)
    await gotoReady(page, '/customer-portal/my-pebble')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Pebble One Adventure')
    // The total with the $1,895 destination fee, and the trailer as configured (the build flow's picture, not a dot).
    await expect(page.getByText('$108,845')).toBeVisible()
    const trailer = page.locator('main img[alt]').first()
    await expect(trailer).toBeVisible()
    await expect
      .poll(() => trailer.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    const progress = page.getByRole('list', { name: 'Order progress' })
    await expect(progress.locator('[aria-current="step"]')).toContainText('Second deposit')
    await expect(page.getByRole('link', { name: 'Pay the second deposit' })).toBeVisible()
    // The portal's own header: logo home, navigation with the current screen marked, sign out.
    const nav = page.getByRole('navigation', { name: 'Customer portal' })
    await expect(nav.getByRole('link', { name: 'My Pebble' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name: 'Pebble home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()

    await page.getByRole('link', { name: /Charging at home/ }).click()
    await expect(page).toHaveURL(/\/customer-portal\/my-pebble\/charging-at-home$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charging at home')
    await expect(page.getByText('Level 2 charger')).toBeVisible()
    await page.getByRole('link', { name: 'My Pebble', exact: false }).first().click()
    await expect(page).toHaveURL(/\/customer-portal\/my-pebble$/)
    expect(errors).toEqual([])
  })

  test('a customer without an order is invited to build one', async ({ page, context, baseURL, request }) => {
    const cms = await staff(request)
    const email = `no-order-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
    const created = await cms.post('/cms-api/customers', { email, password: 'pebble-demo-2026', name: 'Sam Newcomer' })
    expect(created.status()).toBe(201)
    const { doc } = await created.json()
    try {
      await signInAs(context, baseURL!, email)
      await gotoReady(page, '/customer-portal/my-pebble')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam')
      await expect(page.getByRole('link', { name: 'Build your Pebble' })).toHaveAttribute('href', '/build')
      await gotoReady(page, '/customer-portal/second-deposit')
      await expect(page.getByRole('link', { name: 'Build your Pebble' })).toBeVisible()
    } finally {
      await cms.delete(`/cms-api/customers/${doc.id}`)
    }
  })

  test('account: saved details show after a reload; bad input is refused beside each field', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const cms = await staff(request)
    const [before] = (await cms.get(`/cms-api/customers?where[email][equals]=${A}&depth=0`)).docs
    await signInAs(context, baseURL!, A)
    await gotoReady(page, '/customer-portal/account')
    const f = formOf(page, 'Save details')
    const city = `Oakland ${Date.now() % 100000}`
    await page.getByLabel('City').fill(city)
    await page.getByLabel('Phone').fill('415.555.0177')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible()
    await gotoReady(page, '/customer-portal/account')
    await expect(page.getByLabel('City')).toHaveValue(city)
    await expect(page.getByLabel('Phone')).toHaveValue('(415) 555-0177')

    await page.getByLabel('City').fill('Nowhere')
    await page.getByLabel('ZIP code').fill('12')
    await page.getByLabel('Full name').fill('')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Nothing was saved' })).toBeVisible()
    await expectFieldError(page, f.getByLabel('ZIP code'), /5-digit ZIP/i)
    await expectFieldError(page, f.getByLabel('Full name'), /enter your name/i)
    // What was typed stays in the form to be corrected…
    await expect(page.getByLabel('ZIP code')).toHaveValue('12')
    // …and nothing changed.
    await gotoReady(page, '/customer-portal/account')
    await expect(page.getByLabel('City')).toHaveValue(city)
    await expect(page.getByLabel('Full name')).toHaveValue('Jordan Avery')
    await cms.patch(`/cms-api/customers/${before.id}`, { phone: before.phone, address: before.address })
  })

  test('account: a new e-mail is confirmed by a link sent to it before it applies', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const cms = await staff(request)
    await signInAs(context, baseURL!, A)
    await gotoReady(page, '/customer-portal/account')
    const newEmail = `jordan.e2e.${Date.now()}@example.com`
    await page.getByLabel('E-mail').fill(newEmail)
    // Without the current password (or with a wrong one) nothing is asked for: the reason is beside the field.
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.locator('#account-currentPassword-error')).toContainText('Enter your current password')
    await page.locator('#account-currentPassword').fill('not-my-password-1')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByText('That is not your current password.')).toBeVisible()
    await page.getByLabel('E-mail').fill(newEmail)
    await page.locator('#account-currentPassword').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByRole('status')).toContainText(`We sent a link to ${newEmail}`)
    await expect(page.getByText('Waiting for confirmation')).toBeVisible()
    const { docs: customers } = await cms.get(`/cms-api/customers?where[email][equals]=${A}`)
    expect(customers).toHaveLength(1) // not changed yet
    const { docs: mails } = await cms.get(
      `/cms-api/outbox?where[to][equals]=${encodeURIComponent(newEmail)}&sort=-createdAt&limit=1`,
    )
    const link = String(mails[0]?.text ?? '').match(/https?:\/\/\S+confirm-email\?token=\S+/)?.[0]
    expect(link).toBeTruthy()
    const url = new URL(link!)
    await gotoReady(page, url.pathname + url.search)
    await expect(page.getByText(newEmail)).toBeVisible()
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click()
    await expect(page.getByRole('status')).toContainText(`your e-mail address is now ${newEmail}`)
    // Single use.
    await gotoReady(page, url.pathname + url.search)
    await expect(page.getByText('This confirmation link is not valid any more')).toBeVisible()
    await cms.patch(`/cms-api/customers/${customers[0].id}`, { email: A })
  })

  test('preferences: saved and shown after a reload; SMS needs a phone number', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, B)
    await gotoReady(page, '/customer-portal/preferences')
    const f = formOf(page, 'Save preferences')
    const events = page.getByRole('checkbox', { name: /Events/ })
    const was = await events.isChecked()
    await events.setChecked(!was)
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your preferences are saved.' })).toBeVisible()
    await gotoReady(page, '/customer-portal/preferences')
    await expect(page.getByRole('checkbox', { name: /Events/ })).toBeChecked({ checked: !was })

    // Riley has no phone on file: SMS is refused with the reason beside it, and nothing changes.
    await page.getByRole('checkbox', { name: /Events/ }).setChecked(was)
    await page.getByRole('checkbox', { name: /SMS/ }).check()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await expectFieldError(page, f.getByLabel(/SMS/), /Add a phone number in your account first/)
    await gotoReady(page, '/customer-portal/preferences')
    await expect(page.getByRole('checkbox', { name: /SMS/ })).not.toBeChecked()
    await expect(page.getByRole('checkbox', { name: /Events/ })).toBeChecked({ checked: !was })
    // Put it back for the next run.
    await page.getByRole('checkbox', { name: /Events/ }).setChecked(was)
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your preferences are saved.' })).toBeVisible()
  })

  test('contact: a support request is stored, listed with its status and mailed', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const errors = watchErrors(page)
    await signInAs(context, baseURL!, A)
    await gotoReady(page, '/customer-portal/contact')
    const f = formOf(page, 'Send message')
    // Prefilled from the account.
    await expect(f.getByRole('textbox', { name: 'Name' })).toHaveValue('Jordan Avery')
    await expect(f.getByLabel('E-mail')).toHaveValue(A)

    // Bad input first: messages beside the fields, nothing sent.
    await f.getByRole('textbox', { name: 'Message' }).fill('hi')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expectFieldError(page, f.getByLabel('Subject'), /choose what your message is about/i)
    await expectFieldError(page, f.getByRole('textbox', { name: 'Message' }), /a little more/i)
    await expectFieldError(page, f.getByLabel(/privacy policy/), /accept the privacy policy/i)

    const text = `Could I visit Fremont to see a Sage trailer? (${Date.now()})`
    await f.getByLabel('Subject').selectOption('Delivery')
    await f.getByLabel('Related order').selectOption('PBL-4KQ8RZ')
    await f.getByRole('textbox', { name: 'Message' }).fill(text)
    await page.getByRole('checkbox', { name: /privacy policy/ }).check()
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'your message is on its way' })).toBeVisible()
    const item = page.getByRole('list', { name: 'Your messages' }).getByRole('listitem').filter({ hasText: text })
    await expect(item).toBeVisible()
    await expect(item).toContainText('Open')
    await expect(item).toContainText('Order PBL-4KQ8RZ')

    const cms = await staff(request)
    const { docs } = await cms.get(
      `/cms-api/support-requests?where[message][equals]=${encodeURIComponent(text)}&depth=0`,
    )
    expect(docs).toHaveLength(1)
    const { docs: toTeam } = await cms.get(
      `/cms-api/outbox?where[subject][like]=${encodeURIComponent(`Support request #${docs[0].id}`)}`,
    )
    expect(toTeam[0]).toMatchObject({ to: 'owners@pebble.example' })
    expect(toTeam[0].text).toContain(text)
    const { docs: toCustomer } = await cms.get(
      `/cms-api/outbox?where[subject][like]=${encodeURIComponent(`(#${docs[0].id})`)}`,
    )
    expect(toCustomer[0]).toMatchObject({ to: A })
    expect(errors).toEqual([])
  })

  test('orders: the list, one order in full, and another customer’s order is a 404', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, A)
    await gotoReady(page, '/customer-portal/order-history')
    const orders = page.getByRole('list', { name: 'Orders' }).getByRole('article')
    await expect(orders).toHaveCount(2)
    await expect(orders.first()).toContainText('Order PBL-4KQ8RZ')
    await expect(orders.first()).toContainText('Adventure · Sage')
    // The list's total includes the $1,895 destination fee: $106,950 + $1,895.
    await expect(orders.first()).toContainText('$108,845')
    await expect(orders.nth(1)).toContainText('In production')

    await page.getByRole('link', { name: 'Order PBL-4KQ8RZ' }).click()
    await expect(page).toHaveURL(/\/customer-portal\/order-history\/PBL-4KQ8RZ$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order PBL-4KQ8RZ')
    const breakdown = page.getByRole('table')
    await expect(breakdown.getByRole('row', { name: /Solar roof 1.2 kW/ })).toContainText('+$4,500')
    await expect(breakdown.getByRole('row', { name: /Power awning/ })).toContainText('Included')
    // The lines and the fee add up to the total: $106,950 + the $1,895 destination fee.
    await expect(breakdown.getByRole('row', { name: 'Total price' })).toContainText('$108,845')
    // The total − $250 − $2,500 deposits.
    await expect(breakdown.getByRole('row', { name: 'Remaining at delivery' })).toContainText('$106,095')

    const response = await page.goto('/customer-portal/order-history/PBL-9MX5CN')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
    await expect(page.getByText('Summit')).toHaveCount(0)
  })

  test('FAQs: filter by topic in place, with the keyboard, without a reload', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, A)
    await gotoReady(page, '/customer-portal/my-pebble/faqs')
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))
    const filters = page.getByRole('group', { name: 'Filter questions by topic' })
    await expect(filters.getByRole('button')).toHaveText(['All', 'Charging', 'Towing', 'Deposits', 'Delivery'])
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    const questions = page.locator('h2 > button[aria-controls]')
    const total = await questions.count()
    expect(total).toBe(10)

    await filters.getByRole('button', { name: 'Deposits' }).focus()
    await page.keyboard.press('Enter')
    await expect(filters.getByRole('button', { name: 'Deposits' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('status')).toHaveText('3 questions about Deposits')
    await expect(questions).toHaveCount(3)
    await expect(page).toHaveURL(/\?tag=Deposits$/)
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)

    // The accordion: open with the keyboard, the answer shows with its tags.
    await questions.first().focus()
    await page.keyboard.press('Enter')
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`[id="${await questions.first().getAttribute('aria-controls')}"]`)
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('list', { name: 'Topics' })).toContainText('Deposits')

    await filters.getByRole('button', { name: 'All' }).click()
    await expect(questions).toHaveCount(total)
    // A shared link opens on its topic.
    await gotoReady(page, '/customer-portal/my-pebble/faqs?tag=Towing')
    await expect(filters.getByRole('button', { name: 'Towing' })).toHaveAttribute('aria-pressed', 'true')
    await expect(questions).toHaveCount(4)
  })

  test('latest news: posts tagged for owners, newest first, linking to their posts', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await signInAs(context, baseURL!, A)
    await gotoReady(page, '/customer-portal/my-pebble/latest-news')
    const { docs } = await (
      await request.get('/cms-api/posts?where[tags.slug][equals]=owners&sort=-date&depth=0&limit=10')
    ).json()
    expect(docs.length).toBeGreaterThan(0)
    const cards = page.getByRole('list', { name: 'Posts for owners' }).getByRole('article')
    await expect(cards).toHaveCount(docs.length)
    for (const [i, post] of docs.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: post.title })).toHaveAttribute('href', `/post/${post.slug}`)
    }
    await expect(page.getByRole('link', { name: 'My Pebble' }).first()).toHaveAttribute(
      'href',
      '/customer-portal/my-pebble',
    )
  })

  test('second deposit: due, not due yet, and paid', async ({ page, context, baseURL, browser, request }) => {
    await signInAs(context, baseURL!, A)
    await gotoReady(page, '/customer-portal/second-deposit')
    await expect(page.getByText('Due now')).toBeVisible()
    await expect(page.getByText('$2,500').first()).toBeVisible()
    await expect(page.getByText(/Please pay by \w+ \d+, \d{4}/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pay $2,500.00' })).toBeVisible()

    const other = await browser.newContext()
    await signInAs(other, baseURL!, B)
    const otherPage = await other.newPage()
    await gotoReady(otherPage, '/customer-portal/second-deposit')
    await expect(otherPage.getByText('Not due yet', { exact: true })).toBeVisible()
    await expect(otherPage.getByText('Nothing to pay now')).toBeVisible()
    await other.close()

    const cms = await staff(request)
    const { docs } = await cms.get('/cms-api/orders?where[number][equals]=PBL-4KQ8RZ&depth=0')
    const order = docs[0]
    const paidAt = '2026-11-20T12:00:00.000Z'
    await cms.patch(`/cms-api/orders/${order.id}`, {
      secondDeposit: { ...order.secondDeposit, status: 'paid', paidAt },
    })
    try {
      await gotoReady(page, '/customer-portal/second-deposit')
      await expect(page.getByText('Paid on November 20, 2026')).toBeVisible()
      await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
    } finally {
      await cms.patch(`/cms-api/orders/${order.id}`, { secondDeposit: order.secondDeposit })
    }
  })

  test('sign out ends the session', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, B)
    await gotoReady(page, '/customer-portal/order-history')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/customer-portal/order-history')
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=/)
  })
})

test.describe('public contact page', () => {
  test('anyone can write; errors beside the fields; no account fields', async ({ page, context, request }) => {
    // Its own client address: the public form allows a few messages an hour per address.
    await ownClientAddress(context)
    const errors = watchErrors(page)
    await gotoReady(page, '/contact')
    const f = formOf(page, 'Send message')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to the Pebble team')
    await expect(f.getByLabel('Related order')).toHaveCount(0)
    await expect(f.getByRole('textbox', { name: 'Name' })).toHaveValue('')
    await f.getByLabel('E-mail').fill('not an address')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expectFieldError(page, f.getByLabel('E-mail'), /valid e-mail/i)
    await expectFieldError(page, f.getByRole('textbox', { name: 'Name' }), /enter your name/i)

    const text = `Do you offer test tows in Denver? (${Date.now()})`
    await f.getByLabel('Subject').selectOption('Test tow or showroom visit')
    await f.getByRole('textbox', { name: 'Name' }).fill('Casey Visitor')
    await f.getByLabel('E-mail').fill('casey@example.com')
    await f.getByLabel('ZIP code').fill('80202')
    await f.getByRole('textbox', { name: 'Message' }).fill(text)
    await page.getByRole('checkbox', { name: /mailing list/ }).check()
    await page.getByRole('checkbox', { name: /privacy policy/ }).check()
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'your message is on its way' })).toBeVisible()

    const cms = await staff(request)
    const { docs } = await cms.get(
      `/cms-api/support-requests?where[message][equals]=${encodeURIComponent(text)}&depth=0`,
    )
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ customer: null, source: 'contact-page', status: 'open', zip: '80202' })
    // Ticking the mailing list asks the address to confirm (double opt-in): stored, pending.
    const { docs: subscribers } = await cms.get('/cms-api/subscribers?where[email][equals]=casey@example.com')
    expect(subscribers).toHaveLength(1)
    expect(['pending', 'confirmed']).toContain(subscribers[0].status)
    expect(errors).toEqual([])
  })
})

test.describe('portal accessibility', () => {
  const screens = [
    '/customer-portal/my-pebble',
    '/customer-portal/my-pebble/delivery-day',
    '/customer-portal/my-pebble/faqs',
    '/customer-portal/my-pebble/latest-news',
    '/customer-portal/order-history',
    '/customer-portal/order-history/PBL-4KQ8RZ',
    '/customer-portal/second-deposit',
    '/customer-portal/account',
    '/customer-portal/preferences',
    '/customer-portal/contact',
  ]
  test('every portal screen has no serious or critical axe violations', async ({ page, context, baseURL }) => {
    await context.addInitScript(() => window.localStorage.setItem('pebble-consent', 'denied'))
    await signInAs(context, baseURL!, A)
    for (const path of screens) {
      await gotoReady(page, path)
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(serious).toEqual([])
    }
  })
})
