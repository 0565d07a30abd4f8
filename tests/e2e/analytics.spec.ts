import { expect, type Page, test } from '@playwright/test'

import { stubTrackers, gotoReady } from './support'

type Entry = Record<string, unknown> | unknown[]

/** What the queues hold: gtag's argument lists, GTM's event objects, the Meta Pixel stub's queue. */
async function queues(page: Page) {
  return page.evaluate(() => ({
    dataLayer: (window.dataLayer ?? []).map((e) =>
      e && typeof e === 'object' && 'length' in (e as object) ? Array.from(e as ArrayLike<unknown>) : e,
    ) as Entry[],
    fbq: ((window.fbq as unknown as { queue?: unknown[][] })?.queue ?? []).map((a) => Array.from(a)),
    scripts: Array.from(document.scripts)
      .map((s) => s.src)
      .filter((src) => /googletagmanager|facebook/.test(src)),
  }))
}

const pageViews = (dataLayer: Entry[]) =>
  dataLayer
    .filter((e) => Array.isArray(e) && e[0] === 'event' && e[1] === 'page_view')
    .map((e) => (e as unknown[])[2] as { page_path: string })

test('nothing is sent and no tracking script loads before consent; consent defaults are denied', async ({ page }) => {
  await stubTrackers(page)
  const trackerRequests: string[] = []
  page.on('request', (r) => /googletagmanager|facebook/.test(r.url()) && trackerRequests.push(r.url()))
  await gotoReady(page, '/')
  await expect(page.locator('[data-consent-banner]')).toBeVisible()
  const q = await queues(page)
  expect(q.scripts).toEqual([])
  expect(q.fbq).toEqual([])
  expect(pageViews(q.dataLayer)).toEqual([])
  expect(q.dataLayer).toContainEqual([
    'consent',
    'default',
    expect.objectContaining({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    }),
  ])
  expect(trackerRequests).toEqual([])
})

test('after accepting: page views on each route change (popup URL included) and the Pre-Order CTA event', async ({
  page,
}) => {
  await stubTrackers(page)
  // Holds the header CTA's navigation when asked: registered before the page's own listeners (the
  // analytics one sends a private route's link to a full page load), so it sees the click first.
  await page.addInitScript(() =>
    window.addEventListener(
      'click',
      (e) =>
        (window as { holdCta?: boolean }).holdCta &&
        (e.target as Element).closest('[data-site-header] a[href="/build"]') &&
        e.preventDefault(),
      true,
    ),
  )
  await gotoReady(page, '/')
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0)

  await expect.poll(async () => pageViews((await queues(page)).dataLayer).map((p) => p.page_path)).toEqual(['/'])
  let q = await queues(page)
  expect(q.dataLayer).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })])
  expect(q.dataLayer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/' }))
  expect(q.fbq).toContainEqual(['track', 'PageView'])
  expect(q.scripts.length).toBeGreaterThanOrEqual(2)

  // A popup's URL counts as a route change.
  const team = page.locator('main a[data-popup="page:team"]').first()
  await team.scrollIntoViewIfNeeded()
  await team.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect
    .poll(async () => pageViews((await queues(page)).dataLayer).map((p) => p.page_path))
    .toEqual(['/', '/team'])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The header CTA sends 'Pre-Order CTA' (the click also navigates; read the queue first).
  await page.evaluate(() => ((window as { holdCta?: boolean }).holdCta = true))
  await page.locator('[data-site-header] a[href="/build"]').click()
  q = await queues(page)
  expect(q.dataLayer).toContainEqual(['event', 'Pre-Order CTA', expect.any(Object)])
  expect(q.dataLayer).toContainEqual(expect.objectContaining({ event: 'Pre-Order CTA' }))
  expect(q.fbq).toContainEqual(['trackCustom', 'Pre-Order CTA', expect.any(Object)])
})

test('the choice is remembered and can be changed from the footer', async ({ page }) => {
  await stubTrackers(page)
  await gotoReady(page, '/')
  await page.getByRole('button', { name: 'Decline' }).click()
  await page.reload()
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0)
  expect(pageViews((await queues(page)).dataLayer)).toEqual([])
  await page.locator('[data-cookie-settings]').click()
  await expect(page.locator('[data-consent-banner]')).toBeVisible()
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect.poll(async () => pageViews((await queues(page)).dataLayer).length).toBe(1)
})

test('the banner comes with the HTML, before any bundle runs, in the site’s font; hidden for a visitor who answered', async ({
  page,
  context,
}) => {
  // No JavaScript bundle loads: only what the HTML itself does. The site's font waits until released.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  let releaseFont = () => {}
  const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve))
  await page.route('**/*.woff2', async (route) => {
    await fontHeld
    await route.continue()
  })
  await page.goto('/search', { waitUntil: 'domcontentloaded' })
  const banner = page.locator('[data-consent-banner]')
  // Shown in the fallback font and then grown when the font swapped in, it was a layout shift.
  await expect(banner).toHaveCount(1)
  await expect(banner).toBeHidden()
  releaseFont()
  await expect(banner).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible()
  // A private page too: its own Content-Security-Policy allows the script by its hash.
  await page.goto('/build')
  await expect(banner).toBeVisible()

  await context.addInitScript(() => window.localStorage.setItem('pebble-consent', 'granted'))
  await page.goto('/search')
  await expect(banner).toHaveCount(1)
  await expect(banner).toBeHidden()
})
