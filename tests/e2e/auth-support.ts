import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test'

import { isDesktop } from './support'

export const DEMO_PASSWORD = 'pebble-demo-2026'

/**
 * Gives a browser context its own made-up client address (X-Forwarded-For), so the per-address
 * sign-in limits of one test never reach another (the server trusts the nearest hop's entry).
 */
export async function ownClientAddress(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}` })
}

let editorHeaders: Promise<Record<string, string>> | undefined
async function editor(request: APIRequestContext) {
  editorHeaders ??= request
    .post('/cms-api/users/login', { data: { email: 'admin@example.com', password: DEMO_PASSWORD } })
    .then(async (res) => ({ Authorization: `JWT ${(await res.json()).token}` }))
  return editorHeaders
}

/** A fresh customer made by an editor (so lockouts and limits never touch the demo accounts). */
export async function createCustomer(request: APIRequestContext, prefix: string, password = DEMO_PASSWORD) {
  const email = `${prefix}-${randomBytes(4).toString('hex')}@example.com`
  const res = await request.post('/cms-api/customers', {
    headers: await editor(request),
    data: { name: `E2E ${prefix}`, email, password },
  })
  expect(res.status(), await res.text()).toBe(201)
  return { id: (await res.json()).doc.id as number, email, password, name: `E2E ${prefix}` }
}

export async function customerExists(request: APIRequestContext, email: string) {
  const res = await request.get(`/cms-api/customers?where[email][equals]=${encodeURIComponent(email)}`, {
    headers: await editor(request),
  })
  return (await res.json()).totalDocs > 0
}

/** The header's account entry: in the bar from 641 px, in the menu panel on phones. */
export async function accountEntry(page: Page) {
  const width = page.viewportSize()?.width ?? 0
  if (width > 640) return page.locator('header [data-account-entry]').first()
  if (!isDesktop(page)) {
    const burger = page.getByRole('button', { name: 'Open menu' })
    if (await burger.isVisible()) await burger.click()
  }
  return page.getByRole('navigation', { name: 'Menu' }).locator('[data-account-entry]')
}

export async function sessionEmail(page: Page): Promise<string | null> {
  const res = await page.request.get('/api/auth/session')
  return (await res.json())?.user?.email ?? null
}
