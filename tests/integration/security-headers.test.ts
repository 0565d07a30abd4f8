/**
 * Security probe: caching of personal answers (docs/security.md). As found, `/cms-api/*` answers
 * with one person's data carried no Cache-Control (a shared cache may keep them), and the test
 * checkout `/payments/test-checkout/<ref>` was sent `public, s-maxage=60,
 * stale-while-revalidate=86400`. Every CMS API and next-auth answer, and every private page, is
 * `private, no-store` now — one header rule each, in src/config/http-headers.ts.
 */
import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { CUSTOMER_A, customerHeaders } from './actors'
import { api, BASE_URL, staffLogin } from './helpers'

const PRIVATE = /^private, no-store$/
let customer: Record<string, string>
let admin: Record<string, string>

beforeAll(async () => {
  customer = await customerHeaders(CUSTOMER_A)
  admin = await staffLogin('admin')
})

const expectPrivate = (res: Response, what: string) => {
  const cacheControl = res.headers.get('cache-control') ?? ''
  expect(cacheControl, what).toMatch(PRIVATE)
  expect(cacheControl, what).not.toMatch(/public|s-maxage|stale-while-revalidate/)
}

describe('the CMS API: private, no-store on every answer', () => {
  it.each([
    ['customer', 'GET', '/cms-api/customers/me'],
    ['customer', 'GET', '/cms-api/orders?depth=0'],
    ['customer', 'GET', '/cms-api/support-requests'],
    ['admin', 'GET', '/cms-api/customers?limit=2'],
    ['admin', 'GET', '/cms-api/orders/export.csv'],
    ['admin', 'GET', '/cms-api/users/me'],
    ['anonymous', 'GET', '/cms-api/posts?limit=1'],
    ['anonymous', 'GET', '/cms-api/customers'],
    ['anonymous', 'GET', '/cms-api/no-such-collection'],
    ['customer', 'POST', '/cms-api/graphql'],
  ])('%s %s %s', async (who, method, path) => {
    const headers = who === 'customer' ? customer : who === 'admin' ? admin : {}
    const body = method === 'POST' ? JSON.stringify({ query: '{ meCustomer { user { email } } }' }) : undefined
    const res = await api(path, { method, headers: { 'content-type': 'application/json', ...headers }, body })
    expectPrivate(res, `${who} ${method} ${path} -> ${res.status}`)
  })

  it('a signed-in answer stays private after a login (POST /cms-api/users/login)', async () => {
    const res = await api('/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.com', password: 'pebble-demo-2026' }),
    })
    expect(res.status).toBe(200)
    expectPrivate(res, 'login')
  })
})

describe("next-auth's API: private, no-store on every answer", () => {
  it.each([
    '/api/auth/session',
    '/api/auth/csrf',
    '/api/auth/providers',
    '/api/auth/signin',
    '/api/auth/error',
    '/api/auth/no-such-action',
  ])('GET %s', async (path) => {
    expectPrivate(await api(path, { redirect: 'manual', headers: customer }), path)
  })
})

describe('private pages', () => {
  it('the test checkout page (as found: public, s-maxage=60, stale-while-revalidate=86400)', async () => {
    const placed = await api('/api/build/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(BASE_URL).origin },
      body: JSON.stringify({
        placementKey: randomUUID(),
        selection: { trim: 'adventure', color: 'sage', options: [] },
        customer: {
          firstName: 'Cache',
          lastName: 'Probe',
          email: `cache-probe-${randomUUID().slice(0, 8)}@example.com`,
          phone: '(415) 555-0134',
          country: 'US',
          line1: '1 Market St',
          city: 'San Francisco',
          state: 'CA',
          zip: '94105',
        },
        password: 'integration-pass-1',
        acceptTerms: true,
      }),
    })
    expect(placed.status).toBe(201)
    const { checkoutUrl } = (await placed.json()) as { checkoutUrl: string }
    expect(checkoutUrl).toMatch(/^\/payments\/test-checkout\//)
    const page = await api(checkoutUrl)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('TEST MODE')
    expectPrivate(page, checkoutUrl)
    expectPrivate(await api('/payments/test-checkout/test_cs_doesnotexist000'), 'unknown checkout')
  })
})
