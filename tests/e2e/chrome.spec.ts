import { expect, test } from '@playwright/test'

import { isDesktop, latestPost, presetConsent, signInAs, watchErrors, gotoReady } from './support'

test.beforeEach(async ({ context }) => presetConsent(context, 'denied'))

const HEADER_HIDDEN = [
  '/build',
  '/build/payment-confirmation',
  '/customer-portal/my-pebble',
  '/customer-portal/account',
  '/customer-portal/preferences',
  '/customer-portal/contact',
  '/customer-portal/order-history',
  '/customer-portal/my-pebble/some-page',
  '/customer-portal/second-deposit',
]

test.describe('loader', () => {
  test('covers the first load and is gone shortly after', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.locator('[data-loader]')).toBeAttached()
    await expect(page.locator('[data-loader]')).toBeHidden({ timeout: 2000 })
  })
})

test.describe('header', () => {
  for (const path of HEADER_HIDDEN) {
    test(`is hidden on ${path}`, async ({ page, context, baseURL }) => {
      const portal = path.startsWith('/customer-portal')
      // Portal routes need a signed-in customer; there the portal's own header stands in.
      if (portal) await signInAs(context, baseURL!, 'customer@example.com')
      await gotoReady(page, path)
      await expect(page.locator(portal ? '[data-portal-header]' : 'footer[data-site-footer]')).toBeAttached()
      await expect(page.locator('[data-site-header]')).toHaveCount(0)
    })
  }

  test('shows on pages outside the route table, including /faqs under my-pebble', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, 'customer@example.com')
    for (const path of [
      '/',
      '/charging',
      '/customer-portal/my-pebble/faqs',
      '/customer-portal/my-pebble/latest-news',
      '/no-such-page',
    ]) {
      await gotoReady(page, path)
      await expect(page.locator('[data-site-header]')).toBeVisible()
    }
  })

  test('uses the white variant on /charging, /spec-sheet and /plumbing', async ({ page }) => {
    const background = () =>
      page.locator('[data-site-header]').evaluate((el) => getComputedStyle(el, '::before').backgroundColor)
    await gotoReady(page, '/')
    const normal = await background()
    for (const path of ['/charging', '/spec-sheet', '/plumbing']) {
      await gotoReady(page, path)
      expect(await background()).toMatch(/rgba?\(255, 255, 255/)
    }
    expect(normal).not.toMatch(/rgba?\(255, 255, 255/)
  })

  test('links prefetch their page when a visitor shows intent, not when they come into view', async ({ page }) => {
    const prefetched: string[] = []
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname)
    })
    await gotoReady(page, '/charging')
    await page.waitForLoadState('networkidle')
    expect(prefetched).toEqual([])

    // Pointing at the logo (a touch on a phone) prefetches home; the click then navigates in the page.
    const logo = page.getByRole('link', { name: 'Pebble home' })
    if (isDesktop(page)) await logo.hover()
    else await logo.dispatchEvent('touchstart')
    await expect.poll(() => prefetched).toContain('/')
    // Keyboard focus counts as intent too.
    await page.locator('[data-site-header] > a[href="/build"]').focus()
    await expect.poll(() => prefetched).toContain('/build')

    const documents: string[] = []
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()))
    await logo.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(documents).toEqual([])
  })

  test('burger replaces the links at 1200 px and below and toggles the menu', async ({ page }) => {
    await page.setViewportSize({ width: 1201, height: 800 })
    await gotoReady(page, '/')
    const burger = page.getByRole('button', { name: /open menu/i })
    await expect(burger).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()

    await page.setViewportSize({ width: 1200, height: 800 })
    await expect(burger).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await burger.click()
    const close = page.getByRole('button', { name: /close menu/i })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: /charging/i })).toBeVisible()
    await close.click()
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('button', { name: /open menu/i })).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('side popup', () => {
  async function openTeam(page: import('@playwright/test').Page) {
    const link = page.locator('main a[data-popup="page:team"]').first()
    await link.scrollIntoViewIfNeeded()
    await link.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { level: 1 })).toBeVisible()
    return { link, dialog }
  }

  test('opens a page over the current one, pushes its URL and hides the header; the close button closes it', async ({
    page,
  }) => {
    const errors = watchErrors(page)
    await gotoReady(page, '/')
    const requests: string[] = []
    page.on('request', (r) => r.url().endsWith('/api/popup-data') && requests.push(r.postData() ?? ''))
    const { link, dialog } = await openTeam(page)
    await expect(page).toHaveURL(/\/team$/)
    await expect(page.locator('[data-site-header]')).toHaveAttribute('data-hidden', 'true')
    expect(requests).toEqual([JSON.stringify({ type: 'page', uid: 'team' })])
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('[data-site-header]')).not.toHaveAttribute('data-hidden', 'true')
    await expect(link).toBeFocused()

    // Reopening an already loaded uid shows it again without a new request.
    await openTeam(page)
    expect(requests).toHaveLength(1)
    expect(errors).toEqual([])
  })

  test('Escape, a backdrop click and the back button close it', async ({ page }) => {
    await gotoReady(page, '/')
    await openTeam(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/$/)

    await openTeam(page)
    await page.locator('[data-popup-backdrop]').click({ position: { x: 5, y: 300 } })
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await openTeam(page)
    await page.goBack()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/$/)
  })

  test('is a modal: focus stays inside and the page behind is inert', async ({ page }) => {
    await gotoReady(page, '/')
    const { dialog } = await openTeam(page)
    expect(
      await page
        .locator('main')
        .evaluate((main) => main.querySelector('[data-page="home"]')!.closest('[inert]') !== null),
    ).toBe(true)
    expect(await page.locator('html').evaluate((html) => getComputedStyle(html).overflow)).toBe('hidden')
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
  })

  test('opens by keyboard and returns focus to the link', async ({ page }) => {
    await gotoReady(page, '/')
    const link = page.locator('main a[data-popup="page:team"]').first()
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(link).toBeFocused()
  })

  test('loading /team directly shows the popup over the home page; closing lands on /', async ({ page }) => {
    await gotoReady(page, '/team')
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.locator('[data-page="home"]')).toBeAttached()
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close' })
    // A click before the popup hydrates does nothing (a CI run clicked too early): wait for React's fiber on it.
    await expect
      .poll(() => close.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber$'))))
      .toBe(true)
    await close.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a footer legal link opens its page in the popup', async ({ page }) => {
    await gotoReady(page, '/')
    const link = page.locator('footer a[data-popup^="page:"]').first()
    await link.scrollIntoViewIfNeeded()
    await link.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
  })

  test('a popup link without a page or post id warns in the console and does nothing', async ({ page }) => {
    await gotoReady(page, '/')
    const warnings: string[] = []
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()))
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/team', textContent: 'Broken popup link' })
      link.setAttribute('data-popup', 'page:')
      document.querySelector('main')!.prepend(link)
    })
    await page.getByRole('link', { name: 'Broken popup link' }).click()
    await expect.poll(() => warnings.join('\n')).toContain('Popup opened with no page or post id')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/$/)
  })

  test('loading /post/{slug} directly shows the full post page', async ({ page }) => {
    const post = await latestPost(page)
    await gotoReady(page, `/post/${post.slug}`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  })
})

test.describe('post cover share', () => {
  test('offers Facebook, X, LinkedIn, e-mail with the settings text, and copy-link with "Copied"', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const post = await latestPost(page)
    const settings = await (await page.request.get('/api/get-settings')).json()
    await gotoReady(page, `/post/${post.slug}`)
    await page.getByRole('button', { name: 'Share' }).click()
    const menu = page.locator('[data-share-menu]')
    const url = encodeURIComponent(new URL(`/post/${post.slug}`, page.url()).toString())
    await expect(menu.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      new RegExp(`facebook\\.com/sharer/sharer\\.php\\?u=${url.replace(/[.%]/g, '\\$&')}`),
    )
    await expect(menu.getByRole('link', { name: 'X' })).toHaveAttribute('href', /x\.com\/intent\/post\?url=/)
    await expect(menu.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', /linkedin\.com\/sharing/)
    await expect(menu.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      new RegExp(
        encodeURIComponent(settings.emailSharingText)
          .slice(0, 20)
          .replace(/[.%()*]/g, '\\$&'),
      ),
    )
    await menu.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Copied', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/post/${post.slug}`)
    const shown = Date.now()
    await expect(page.getByText('Copied', { exact: true })).toBeHidden({ timeout: 3000 })
    expect(Date.now() - shown).toBeGreaterThan(1000)
  })
})

test.describe('custom cursor', () => {
  test('desktop: follows the mouse, hides while scrolling and returns after 3.5 s idle', async ({ page }) => {
    test.skip(!isDesktop(page), 'desktop only')
    await gotoReady(page, '/')
    const cursor = page.locator('[data-cursor]')
    // It shows once the loader has gone and the mouse has moved: move it until it does.
    await expect(async () => {
      await page.mouse.move(500, 400)
      await page.mouse.move(520, 420)
      await expect(cursor).not.toHaveAttribute('data-hidden', 'true', { timeout: 250 })
    }).toPass()
    await expect(cursor).toContainText('Keep going · Scroll down ·')
    await page.mouse.wheel(0, 600)
    await expect(cursor).toHaveAttribute('data-hidden', 'true')
    const hiddenAt = Date.now()
    await expect(cursor).not.toHaveAttribute('data-hidden', 'true', { timeout: 6000 })
    expect(Date.now() - hiddenAt).toBeGreaterThan(3000)
    // Over the header it hides.
    await page.mouse.move(700, 20)
    await expect(cursor).toHaveAttribute('data-hidden', 'true')
  })

  test('never appears on touch or narrow screens', async ({ page }) => {
    test.skip(isDesktop(page), 'mobile only')
    await gotoReady(page, '/')
    // The cursor is a chunk of its own, fetched once hydration found a fine pointer (CursorMount.tsx):
    // with the network idle after hydration, it was never asked for.
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[data-cursor]')).toHaveCount(0)
  })
})

test.describe('navigation', () => {
  test('scroll position is restored on back navigation', async ({ page }) => {
    await gotoReady(page, '/')
    // Scrolled down (the loader may hold the page still at first), and the position remembered (ScrollMemory.tsx).
    const remembered = () =>
      page.evaluate(() => {
        window.scrollTo(0, 900)
        return (JSON.parse(sessionStorage.getItem('pebble-scroll') ?? '{}') as Record<string, number>)['/'] ?? 0
      })
    await expect.poll(remembered).toBeGreaterThan(500)
    const y = await page.evaluate(() => window.scrollY)
    expect(y).toBeGreaterThan(500)
    // A client-side navigation through the header (the burger menu on narrow screens).
    if ((page.viewportSize()?.width ?? 0) <= 1200) {
      await page.getByRole('button', { name: /open menu/i }).click()
      await page
        .getByRole('navigation', { name: 'Menu' })
        .getByRole('link', { name: /charging/i })
        .click()
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /charging/i })
        .click()
    }
    await expect(page).toHaveURL(/\/charging$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 8000 }).toBeGreaterThan(y - 60)
  })

  test('client navigation fades between pages', async ({ page }) => {
    test.skip(!isDesktop(page) || (page.viewportSize()?.width ?? 0) <= 1200, 'uses the desktop navigation')
    await gotoReady(page, '/')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /charging/i })
      .click()
    await expect(page.locator('[data-transition="exit"]')).toBeAttached()
    await expect(page).toHaveURL(/\/charging$/)
    await expect(page.locator('[data-transition="idle"]')).toBeAttached()
  })
})
