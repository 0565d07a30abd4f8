import type { BrowserContext, Page } from '@playwright/test'

/** Collects console errors, page errors and failed requests, so a page that "looks fine" but errors fails. */
export function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (msg) => {
    // A failed load is reported with its URL by the response handler below.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`${res.status()} ${res.url()}`)
  })
  return errors
}

/** Answers the consent banner before the page loads, as a returning visitor would have. */
export async function presetConsent(context: BrowserContext, value: 'granted' | 'denied') {
  await context.addInitScript((v) => window.localStorage.setItem('pebble-consent', v), value)
}

/** Tracking hosts cannot be reached from here: answer their scripts with an empty body. */
export async function stubTrackers(page: Page) {
  await page.route(/googletagmanager\.com|connect\.facebook\.net/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  )
}

export async function latestPost(page: Page): Promise<{ slug: string; title: string }> {
  const res = await page.request.get('/cms-api/posts?limit=1&sort=-date&depth=0')
  const { docs } = await res.json()
  return docs[0]
}

export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024

/** Waits until every CSS transition and animation on the page that ends has ended (endless ones, a marquee, are left running). */
export async function finishedAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** Loads a page and waits until React has hydrated it, so clicks and keys reach its handlers. */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}

/**
 * Loads a page and waits until its blocks' lazily loaded parts (src/blocks/_shared/suspended.tsx)
 * have arrived and hydrated, as a visitor who reads before clicking finds them. A chunk that has
 * arrived is not yet hydrated: React hydrates its Suspense boundary in a later task, and a click
 * before that can be lost. Hydrated elements carry React's own `__reactFiber$…` key.
 */
export async function gotoSettled(page: Page, path: string) {
  const response = await gotoReady(page, path)
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() =>
    Array.from(
      document.querySelectorAll('main :is(a[href], button, input:not([type=hidden]), select, textarea, [tabindex])'),
    ).every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
  )
  return response
}

/** Signs a customer in through next-auth's own credentials flow (csrf token, then the callback). */
export async function signInAs(context: BrowserContext, baseURL: string, email: string, password = 'pebble-demo-2026') {
  const csrf = await context.request.get(`${baseURL}/api/auth/csrf`)
  const { csrfToken } = await csrf.json()
  const res = await context.request.post(`${baseURL}/api/auth/callback/credentials`, {
    form: { csrfToken, email, password, callbackUrl: `${baseURL}/customer-portal/my-pebble`, json: 'true' },
  })
  if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()}`)
}
