import { describe, expect, it } from 'vitest'

import { PRIVATE_ROUTE_PREFIXES } from '@/config/routes'

import { api, eventually, postJSON } from './helpers'

async function firstPostPath() {
  const { docs } = await (await api('/cms-api/posts?limit=1&sort=-date&depth=0')).json()
  return `/post/${docs[0].slug}`
}

async function firstChunkPath() {
  const html = await (await api('/charging')).text()
  const src = html.match(/<script[^>]+src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1]
  if (!src) throw new Error('no script chunk on /charging')
  return src
}

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/frame-ancestors 'self'/)
  expect(csp).toMatch(/object-src 'none'/)
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/)
}

describe('public pages: cacheable by a CDN and still prerendered', () => {
  it.each(['/', '/charging', 'post'])('%s has s-maxage with stale-while-revalidate', async (which) => {
    const path = which === 'post' ? await firstPostPath() : which
    // Other tests' edits running beside this one (catalog prices, the production plan) may expire the
    // page again: each expiry re-renders it once, then it is served from the prerendered copy.
    let res = await api(path)
    await eventually(async () => {
      res = await api(path)
      await res.clone().text()
      return /HIT|STALE/.test(res.headers.get('x-nextjs-cache') ?? '')
    })
    expect(res.status).toBe(200)
    const cacheControl = res.headers.get('cache-control') ?? ''
    expect(cacheControl).toMatch(/(^|[ ,])s-maxage=\d+/)
    expect(cacheControl).toMatch(/stale-while-revalidate=\d+/)
    expect(cacheControl).not.toMatch(/private|no-store/)
    // Served from the prerendered output, not rendered for this request.
    expect(res.headers.get('x-nextjs-prerender')).toBeTruthy()
    expect(res.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
  })

  it("no client-hint round trip: Critical-CH and Accept-CH (Payload's, for its admin) stay on the admin", async () => {
    for (const path of ['/', '/charging', '/api/header']) {
      const res = await api(path)
      expect(res.headers.get('critical-ch'), path).toBeNull()
      expect(res.headers.get('accept-ch'), path).toBeNull()
      expect(res.headers.get('vary') ?? '', path).not.toMatch(/Sec-CH/i)
    }
    expect((await api('/admin/login')).headers.get('accept-ch')).toMatch(/Sec-CH-Prefers-Color-Scheme/)
  })

  it('a static CSP: no nonce (a nonce would force a render per request)', async () => {
    const res = await api('/charging')
    expect(res.headers.get('content-security-policy')).not.toMatch(/nonce-/)
    expect(await res.text()).not.toMatch(/nonce="/)
  })
})

describe('private routes: never stored', () => {
  const paths = PRIVATE_ROUTE_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/some/deeper/path`])
  it.each(paths)('%s is private, no-store', async (path) => {
    const res = await api(path, { redirect: 'manual' })
    // Ours ('private, no-store') or Next's own for a dynamic page or redirect: never storable.
    expect(res.headers.get('cache-control')).toMatch(/^private,.*no-store/)
    expectSecurityHeaders(res)
  })

  it('a public page whose name starts like a private one stays public', async () => {
    const res = await api('/builder-notes')
    expect(res.headers.get('cache-control')).not.toMatch(/private/)
  })
})

describe('security headers on every response', () => {
  it.each([
    ['a page', () => api('/charging')],
    ['a 404', () => api('/no-such-page')],
    ['GET /api/header', () => api('/api/header')],
    ['POST /api/popup-data', () => postJSON('/api/popup-data', { type: 'page', uid: 'team' })],
    ['a bad API request', () => postJSON('/api/popup-data', '{')],
    ['a private page', () => api('/sign-in')],
    ['a redirect', () => api('/customer-portal/account', { redirect: 'manual' })],
    ['next-auth (GET /api/auth/session)', () => api('/api/auth/session')],
    ['the payments webhook (bad signature)', () => api('/api/payments/webhook/stripe', { method: 'POST', body: '{}' })],
    ['the sitemap', () => api('/sitemap.xml')],
    ['the admin', () => api('/admin/login')],
    ['the CMS API', () => api('/cms-api/pages?limit=1')],
  ])('%s', async (_name, request) => {
    expectSecurityHeaders(await request())
  })

  it('public pages allow the analytics hosts; the admin does not', async () => {
    const page = (await api('/')).headers.get('content-security-policy')!
    expect(page).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(page).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/)
    const admin = (await api('/admin/login')).headers.get('content-security-policy')!
    expect(admin).not.toMatch(/googletagmanager|facebook/)
  })

  it("build files keep Next.js's long caching and the security headers, without a page's policy", async () => {
    const res = await api(await firstChunkPath())
    expect(res.headers.get('cache-control')).toMatch(/immutable/)
    expect(res.headers.get('content-security-policy')).toBeNull()
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
  })

  it('popup data is not stored', async () => {
    const res = await postJSON('/api/popup-data', { type: 'page', uid: 'team' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
