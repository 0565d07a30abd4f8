import { expect, type Locator, type Page, test } from '@playwright/test'

import { gotoSettled, isDesktop, presetConsent, watchErrors } from './support'

test.beforeEach(async ({ context }) => presetConsent(context, 'denied'))

const INTERACTIVE_BLOCKS = [
  'content-slider',
  'image-slider',
  'fullscreen-slider',
  'sticky-slider',
  'on-off-grid-images-reveal',
  'feature-focus',
]

/** Scrolls so the middle of `element` is in the middle of the screen. */
async function centre(element: Locator) {
  await element.evaluate((el) => {
    const box = el.getBoundingClientRect()
    window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2)
  })
}

/** How far a slide's left edge is from its carousel's left edge, in px. */
const offset = (slide: Locator) =>
  slide.evaluate((el) =>
    Math.abs(el.getBoundingClientRect().left - el.closest('[data-slider-viewport]')!.getBoundingClientRect().left),
  )

async function openBlocks(page: Page) {
  const errors = watchErrors(page)
  await gotoSettled(page, '/blocks')
  return errors
}

test('the block library shows every interactive block, without console errors', async ({ page }) => {
  const errors = await openBlocks(page)
  for (const type of INTERACTIVE_BLOCKS) {
    await expect(page.locator(`[data-block="${type}"]`).first(), type).toBeAttached()
  }
  expect(errors).toEqual([])
})

const SLIDERS = [
  { type: 'content-slider', loop: false },
  { type: 'image-slider', loop: false },
  { type: 'fullscreen-slider', loop: true },
] as const

for (const { type, loop } of SLIDERS) {
  test(`${type}: previous/next buttons and arrow keys move the carousel`, async ({ page }) => {
    const errors = await openBlocks(page)
    const carousel = page.locator(`[data-block="${type}"]`).first().getByRole('region')
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(carousel).toHaveAttribute('aria-label', /\S/)
    await expect(carousel).toHaveAttribute('data-ready', '')

    const slides = carousel.locator('[aria-roledescription="slide"]')
    const total = await slides.count()
    expect(total).toBeGreaterThanOrEqual(3)
    for (let i = 0; i < total; i++) {
      await expect(slides.nth(i)).toHaveAttribute('role', 'group')
      await expect(slides.nth(i)).toHaveAttribute('aria-label', `${i + 1} of ${total}`)
    }
    const counter = carousel.locator('[data-slider-counter]')
    const live = carousel.locator('[aria-live="polite"]')
    const prev = carousel.getByRole('button', { name: 'Previous slide' })
    const next = carousel.getByRole('button', { name: 'Next slide' })

    await expect(counter).toHaveText(`1 / ${total}`)
    if (loop) await expect(prev).toBeEnabled()
    else await expect(prev).toBeDisabled()
    expect(await offset(slides.nth(1))).toBeGreaterThan(100)

    // Buttons
    await next.click()
    await expect(counter).toHaveText(`2 / ${total}`)
    await expect(live).toHaveText(`Slide 2 of ${total}`)
    await expect(slides.nth(1)).toHaveAttribute('data-selected', '')
    await expect.poll(() => offset(slides.nth(1))).toBeLessThanOrEqual(32)
    await expect(prev).toBeEnabled()
    await prev.click()
    await expect(counter).toHaveText(`1 / ${total}`)
    await expect.poll(() => offset(slides.nth(0))).toBeLessThanOrEqual(32)

    // Arrow keys, with the focus on the carousel
    await carousel.locator('[data-slider-viewport]').focus()
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`2 / ${total}`)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`3 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(`2 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(`1 / ${total}`)

    if (loop) {
      // A looping carousel goes round: back from the first is the last.
      await page.keyboard.press('ArrowLeft')
      await expect(counter).toHaveText(`${total} / ${total}`)
      await next.click()
      await expect(counter).toHaveText(`1 / ${total}`)
    } else {
      // The end: the next button is disabled, focus stays on it, and ArrowRight goes no further.
      for (let i = 1; i < total; i++) await next.click()
      await expect(counter).toHaveText(`${total} / ${total}`)
      await expect(next).toBeDisabled()
      await expect(next).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect(counter).toHaveText(`${total} / ${total}`)
    }

    if (type === 'fullscreen-slider') {
      // Dots are buttons named after their slide; the current one is marked.
      const dots = carousel.getByRole('button', { name: /^Go to slide/ })
      await expect(dots).toHaveCount(total)
      await dots.nth(2).click()
      await expect(counter).toHaveText(`3 / ${total}`)
      await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    }
    expect(errors).toEqual([])
  })
}

test('content-slider: a drag or swipe moves to the next slide', async ({ page }) => {
  const errors = await openBlocks(page)
  const carousel = page.locator('[data-block="content-slider"]').first().getByRole('region')
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-ready', '')
  const box = (await carousel.locator('[data-slider-viewport]').boundingBox())!
  const y = box.y + Math.min(box.height / 2, 200)
  await page.mouse.move(box.x + box.width * 0.8, y)
  await page.mouse.down()
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.8 - step * 0.05), y)
  await page.mouse.up()
  await expect(carousel.locator('[data-slider-counter]')).toHaveText(/^2 \//)
  expect(errors).toEqual([])
})

test('sticky-slider: the image follows the step scrolled into view', async ({ page }) => {
  const errors = await openBlocks(page)
  const block = page.locator('[data-block="sticky-slider"]').first()
  const scope = block.locator('[data-active-step]')
  const steps = block.locator('[data-step]')
  // count() does not wait: let the block render its steps first.
  await expect(steps.nth(2)).toBeAttached()
  const count = await steps.count()
  const order = [...Array(count).keys(), 1]
  for (const i of order) {
    await centre(steps.nth(i))
    await expect(scope).toHaveAttribute('data-active-step', String(i))
    if (isDesktop(page)) {
      // One sticky stage: only the active step's image is shown.
      await expect(block.locator(`[data-step-media="${i}"] img`)).toBeVisible()
      await expect(block.locator(`[data-step-media="${(i + 1) % count}"] img`)).toBeHidden()
      await expect(block.locator(`[data-step-media="${i}"]`)).toBeInViewport()
    } else {
      // Phones: every step has its own image and there is no stage.
      await expect(steps.nth(i).locator('img')).toBeVisible()
      await expect(block.locator('[data-step-media] img').first()).toBeHidden()
    }
  }
  expect(errors).toEqual([])
})

test('on-off grid: one switch swaps every image', async ({ page }) => {
  const errors = await openBlocks(page)
  const block = page.locator('[data-block="on-off-grid-images-reveal"]').first()
  const toggle = block.getByRole('switch', { name: 'Lights' })
  await toggle.scrollIntoViewIfNeeded()
  const on = block.locator('[data-variant="on"] img')
  const off = block.locator('[data-variant="off"] img')
  const pairs = await on.count()
  expect(pairs).toBeGreaterThanOrEqual(2)
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(off.first()).toBeVisible()
  await expect(on.first()).toBeHidden()

  // Click (retried until the page has hydrated and the click lands).
  await expect(async () => {
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'true', { timeout: 1000 })
  }).toPass()
  for (let i = 0; i < pairs; i++) {
    await expect(on.nth(i)).toBeVisible()
    await expect(off.nth(i)).toBeHidden()
  }
  // Keyboard: Space turns it off again.
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  for (let i = 0; i < pairs; i++) {
    await expect(off.nth(i)).toBeVisible()
    await expect(on.nth(i)).toBeHidden()
  }
  // The images are revealed as the grid scrolls in (a CSS scroll-driven animation).
  await block.locator('ul li').last().scrollIntoViewIfNeeded()
  await expect(block.locator('ul li').last()).toBeVisible()
  expect(errors).toEqual([])
})

test('feature-focus: points step by click and by arrow keys, and switch the image', async ({ page }) => {
  const errors = await openBlocks(page)
  const block = page.locator('[data-block="feature-focus"]').first()
  const tablist = block.getByRole('tablist')
  await tablist.scrollIntoViewIfNeeded()
  const tabs = tablist.getByRole('tab')
  const count = await tabs.count()
  expect(count).toBeGreaterThanOrEqual(3)
  const panel = block.getByRole('tabpanel')
  const selected = async (i: number) => {
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true')
    await expect(tablist.locator('[aria-selected="true"]')).toHaveCount(1)
    await expect(panel).toHaveCount(1)
    await expect(panel).toHaveAttribute('aria-labelledby', (await tabs.nth(i).getAttribute('id'))!)
    await expect(tabs.nth(i)).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!)
  }
  await selected(0)
  // The demo's first point uses the main image (with markers); the second brings its own image.
  await expect(block.locator('[data-layer="0"] img')).toBeVisible()
  await expect(block.locator('[data-layer="1"] img')).toBeHidden()

  await expect(async () => {
    await tabs.nth(1).click()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true', { timeout: 1000 })
  }).toPass()
  await selected(1)
  await expect(block.locator('[data-layer="1"] img')).toBeVisible()
  await expect(block.locator('[data-layer="0"] img')).toBeHidden()

  // Arrow keys move the selection and the focus; only the selected tab is in the tab order.
  await expect(tabs.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await selected(2)
  await expect(tabs.nth(2)).toBeFocused()
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1')
  await expect(block.locator('[data-layer="0"] img')).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await selected(1)
  await page.keyboard.press('End')
  await selected(count - 1)
  await page.keyboard.press('ArrowRight')
  await selected(0)
  await expect(tabs.nth(0)).toBeFocused()
  expect(errors).toEqual([])
})
