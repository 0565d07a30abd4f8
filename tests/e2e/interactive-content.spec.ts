import { expect, type Page, test } from '@playwright/test'

import { gotoSettled, isDesktop, presetConsent, watchErrors } from './support'

test.beforeEach(async ({ context }) => presetConsent(context, 'denied'))

const INTERACTIVE_BLOCKS = [
  'anchors',
  'accordion',
  'dropdown',
  'focus-points',
  'annotated-background',
  'posts',
  'focus-post',
]

const block = (page: Page, type: string) => page.locator(`[data-block="${type}"]`).first()

test('the block library shows every interactive block, without console errors', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/blocks')
  for (const type of INTERACTIVE_BLOCKS)
    await expect(page.locator(`[data-block="${type}"]`).first(), type).toBeAttached()
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 800) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    // pacing: a reader's scroll, one step a frame or two, so scroll-driven reveals run at each position
    await page.waitForTimeout(30)
  }
  await expect(block(page, 'posts').locator('img').first()).toBeVisible()
  expect(errors).toEqual([])
})

test('accordion: opens and closes by keyboard, arrows move between items, one-open-at-a-time closes the other', async ({
  page,
}) => {
  const errors = watchErrors(page)
  await gotoSettled(page, '/blocks')
  const accordion = block(page, 'accordion')
  const buttons = accordion.locator('button[aria-controls]')
  const first = buttons.first()
  const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`)
  await expect(panel).toHaveAttribute('role', 'region')
  await expect(panel).toHaveAttribute('aria-labelledby', (await first.getAttribute('id'))!)
  expect(await first.evaluate((el) => el.parentElement?.tagName)).toMatch(/^H[2-4]$/)

  await first.scrollIntoViewIfNeeded()
  await first.focus()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  await page.keyboard.press('Space')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await page.keyboard.press('ArrowDown')
  await expect(buttons.nth(1)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true')

  // The second demo accordion keeps one item open: its first starts open, opening another closes it.
  const single = page.locator('[data-block="accordion"]').nth(1).locator('button[aria-controls]')
  await expect(single.first()).toHaveAttribute('aria-expanded', 'true')
  await single.nth(1).scrollIntoViewIfNeeded()
  await single.nth(1).focus()
  await page.keyboard.press('Enter')
  await expect(single.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(single.first()).toHaveAttribute('aria-expanded', 'false')
  expect(errors).toEqual([])
})

test('dropdown: choosing another option shows its panel in a polite live region', async ({ page }) => {
  const errors = watchErrors(page)
  await gotoSettled(page, '/blocks')
  const dropdown = block(page, 'dropdown')
  const select = dropdown.getByRole('combobox', { name: 'Choose a trim' })
  const region = dropdown.locator('[aria-live="polite"]')
  await select.scrollIntoViewIfNeeded()
  await expect(region.getByRole('heading')).toHaveText(/^Pebble One —/)
  await select.selectOption({ label: 'Pebble One Trail' })
  await expect(region.getByRole('heading')).toHaveText(/Pebble One Trail/)
  await expect(region).toContainText('all-terrain')
  await select.selectOption({ label: 'Pebble One Max' })
  await expect(region.getByRole('heading')).toHaveText(/Pebble One Max/)
  await expect(region).toContainText('60 kWh')
  expect(errors).toEqual([])
})

test('anchors: a click scrolls to the section under the sticky bar and marks the item current', async ({ page }) => {
  const errors = watchErrors(page)
  await gotoSettled(page, '/blocks')
  const nav = block(page, 'anchors')
  await expect(nav).toHaveAttribute('aria-label', /.+/)
  await nav.scrollIntoViewIfNeeded()
  const link = nav.getByRole('link', { name: 'FAQ' })
  const target = page.locator('#faq')
  await expect(target).toHaveAttribute('data-block', 'accordion')
  await link.click()

  // The section's top comes to rest just under the bar, which is stuck under the header.
  await expect
    .poll(
      async () => {
        const [sectionTop, barBottom] = await Promise.all([
          target.evaluate((el) => el.getBoundingClientRect().top),
          nav.evaluate((el) => el.getBoundingClientRect().bottom),
        ])
        return Math.abs(sectionTop - barBottom)
      },
      { timeout: 5000 },
    )
    .toBeLessThan(4)
  expect(await nav.evaluate((el) => el.getBoundingClientRect().top)).toBeCloseTo(80, 0)
  await expect(link).toHaveAttribute('aria-current', 'true')
  await expect(nav.locator('[aria-current="true"]')).toHaveCount(1)
  await expect(page).toHaveURL(/\/blocks#faq$/)

  // Back up by click, then by scrolling: the observer moves the highlight to the section under the bar.
  const trims = nav.getByRole('link', { name: 'Trims' })
  await trims.click()
  await expect(trims).toHaveAttribute('aria-current', 'true')
  await expect(link).not.toHaveAttribute('aria-current', 'true')
  // While the click's scroll runs (1.6 s, AnchorsList.tsx) the highlight stays on Trims; after it,
  // scrolling moves it: scroll away and to Battery until it follows.
  const battery = nav.getByRole('link', { name: 'Battery' })
  const bringUnderBar = (id: string) =>
    page.evaluate(async (id) => {
      const bar = document.querySelector('[data-block="anchors"]')!.getBoundingClientRect()
      window.scrollBy(0, document.getElementById(id)!.getBoundingClientRect().top - bar.bottom + 2)
      // Rendered there: the observer sees each position, not only the last.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }, id)
  await expect(async () => {
    await bringUnderBar('trims')
    await bringUnderBar('battery')
    await expect(battery).toHaveAttribute('aria-current', 'true', { timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await expect(nav.locator('[aria-current="true"]')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('focus points: a hotspot opens its card, Escape closes it and focus returns', async ({ page }) => {
  const errors = watchErrors(page)
  await gotoSettled(page, '/blocks')
  const points = block(page, 'focus-points')
  const hotspot = points.getByRole('button', { name: /^1\. / })
  await hotspot.scrollIntoViewIfNeeded()
  await expect(hotspot).toHaveAttribute('aria-expanded', 'false')
  await hotspot.click()
  const card = points.getByRole('dialog')
  await expect(hotspot).toHaveAttribute('aria-expanded', 'true')
  await expect(card).toBeVisible()
  await expect(card).toHaveAccessibleName('Main battery, 30 kWh')
  await expect(card).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(card).toBeHidden()
  await expect(hotspot).toHaveAttribute('aria-expanded', 'false')
  await expect(hotspot).toBeFocused()

  // By keyboard too; the close button works as well.
  await page.keyboard.press('Enter')
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: 'Close' }).click()
  await expect(card).toBeHidden()

  // The points are also a plain list: on phones under the image, on wide screens for screen readers.
  const list = points.getByRole('list')
  await expect(list.getByRole('listitem')).toHaveCount(6)
  if (isDesktop(page)) expect((await list.boundingBox())!.width).toBeLessThanOrEqual(1)
  else await expect(list).toBeVisible()
  expect(errors).toEqual([])
})

test('annotated background: labels on the image on wide screens, a numbered list below it on phones', async ({
  page,
}) => {
  await page.goto('/blocks')
  const section = block(page, 'annotated-background')
  await section.scrollIntoViewIfNeeded()
  const image = section.locator('img').first()
  const label = section.getByRole('listitem').first()
  await expect(label).toContainText('1.5 kW solar roof')
  const [imageBox, labelBox] = [await image.boundingBox(), await label.boundingBox()]
  if (isDesktop(page)) expect(labelBox!.y).toBeLessThan(imageBox!.y + imageBox!.height)
  else expect(labelBox!.y).toBeGreaterThanOrEqual(imageBox!.y + imageBox!.height)
})

test('posts: a card opens its post in the side popup; back closes it', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/')
  const posts = block(page, 'posts')
  await expect(posts.locator('article')).toHaveCount(3)
  const link = posts.locator('a[data-popup^="post:"]').first()
  const slug = (await link.getAttribute('data-popup'))!.replace(/^post:/, '')
  await expect(link).toHaveAttribute('href', `/post/${slug}`)
  await expect(posts.locator('time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/post/${slug}$`))
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
  // The team link kept its place on home.
  await expect(page.locator('main a[data-popup="page:team"]').first()).toBeAttached()
  expect(errors).toEqual([])
})

test('the featured post opens in the popup too', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/blocks')
  const link = block(page, 'focus-post').locator('a[data-popup^="post:"]')
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page).toHaveURL(/\/post\/[a-z0-9-]+$/)
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/blocks$/)
  expect(errors).toEqual([])
})

test('/api/popup-data for a page includes the posts resolved on the server', async ({ page }) => {
  const res = await page.request.post('/api/popup-data', { data: { type: 'page', uid: 'home' } })
  expect(res.status()).toBe(200)
  const { attributes } = await res.json()
  const posts = attributes.content.find((b: { blockType: string }) => b.blockType === 'posts')
  expect(posts.resolvedPosts).toHaveLength(3)
  const latest = await (await page.request.get('/cms-api/posts?limit=3&sort=-date&depth=0')).json()
  expect(posts.resolvedPosts.map((p: { slug: string }) => p.slug)).toEqual(
    latest.docs.map((p: { slug: string }) => p.slug),
  )
  expect(posts.resolvedPosts[0]).toMatchObject({
    title: expect.any(String),
    date: expect.any(String),
    mainImage: { url: expect.any(String) },
    tags: expect.any(Array),
  })
})
