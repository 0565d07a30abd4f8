import { describe, expect, it } from 'vitest'

// Next.js's own matcher for config routes (what `next start` runs for `headers()`).
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'

import {
  adminContentSecurityPolicy,
  clientHintsForAdminOnly,
  headerRules,
  NONCE_PREFIXES,
  PREVIEW_COOKIE,
  privateContentSecurityPolicy,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  publicContentSecurityPolicy,
  SECURITY_HEADERS,
  UPLOAD_CONTENT_SECURITY_POLICY,
} from '@/config/http-headers'
import { PRIVATE_ROUTE_PREFIXES } from '@/config/routes'

const directives = (csp: string) =>
  new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

describe('Content-Security-Policy', () => {
  it('public pages: scripts from this origin and the analytics hosts only, no eval in production, no framing by others', () => {
    const csp = directives(publicContentSecurityPolicy())
    expect(csp.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net']),
    )
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com']),
    )
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('script-src')!.some((value) => value.startsWith("'nonce-"))).toBe(false)
  })

  it("development adds eval for React's debugging tools", () => {
    expect(directives(publicContentSecurityPolicy({ dev: true })).get('script-src')).toContain("'unsafe-eval'")
  })

  it('an assets host is allowed for images and video, as its origin only', () => {
    const csp = directives(publicContentSecurityPolicy({ assetsHost: 'https://cdn.example.com/media/' }))
    expect(csp.get('img-src')).toContain('https://cdn.example.com')
    expect(csp.get('media-src')).toContain('https://cdn.example.com')
    expect(directives(publicContentSecurityPolicy({ assetsHost: 'not a url' })).get('img-src')).not.toContain('not')
  })

  it("the admin: scripts with this response's nonce only (and what they load), no third party", () => {
    const csp = directives(adminContentSecurityPolicy({ nonce: 'abc123' }))
    expect(csp.get('script-src')).toEqual(["'nonce-abc123'", "'strict-dynamic'", "'unsafe-inline'"])
    expect(csp.get('worker-src')).toContain('blob:')
  })

  it('private pages: nonce and the listed inline-script hashes, no analytics host anywhere', () => {
    const csp = privateContentSecurityPolicy({ nonce: 'n0nce', inlineScriptHashes: ['sha256-AAAA'] })
    expect(directives(csp).get('script-src')).toEqual([
      "'nonce-n0nce'",
      "'strict-dynamic'",
      "'sha256-AAAA'",
      "'unsafe-inline'",
    ])
    expect(csp).not.toMatch(/google|facebook/)
    expect(directives(csp).get('form-action')).toEqual(["'self'"])
  })
})

describe('the proxy', () => {
  it('gives a nonce policy to every path of NONCE_PREFIXES (its matcher is a literal list)', async () => {
    const { config } = await import('@/proxy')
    for (const prefix of NONCE_PREFIXES) expect(config.matcher, prefix).toContain(`${prefix}/:path*`)
  })
})

/**
 * The rules as Next.js applies them: each rule whose source matches (Next's own matcher) and whose
 * `has` holds adds its headers, a later rule overriding an earlier one; `captured` is what the
 * matches captured as named parameters (Next then fills them into every header value).
 */
function applyRules(rules: ReturnType<typeof headerRules>, path: string, cookies: string[] = []) {
  const headers: Record<string, string> = {}
  const captured: Record<string, unknown>[] = []
  for (const rule of rules) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path)
    if (!params) continue
    if (rule.has?.some((condition) => !cookies.includes(condition.key))) continue
    captured.push(params)
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value
  }
  return { headers, captured }
}

describe('header rules, as Next.js matches them', () => {
  const rules = headerRules()
  const publicCsp = publicContentSecurityPolicy()

  it.each(['/', '/charging', '/post/inside-the-45-kwh-pack', '/builder-notes', '/administrator', '/team'])(
    '%s: public page caching, public CSP, security headers',
    (path) => {
      const { headers } = applyRules(rules, path)
      expect(headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL)
      expect(headers['content-security-policy']).toBe(publicCsp)
      for (const [key, value] of Object.entries(SECURITY_HEADERS)) expect(headers[key.toLowerCase()]).toBe(value)
    },
  )

  it('every private prefix and everything below it: private, no-store', () => {
    for (const prefix of PRIVATE_ROUTE_PREFIXES) {
      for (const path of [prefix, `${prefix}/`, `${prefix}/some/deeper/path`]) {
        const { headers } = applyRules(rules, path)
        expect(headers['cache-control'], path).toBe(PRIVATE_CACHE_CONTROL)
        // Their policy comes from the proxy, with a nonce.
        expect(headers['content-security-policy'], path).toBeUndefined()
        expect(headers['strict-transport-security'], path).toBe(SECURITY_HEADERS['Strict-Transport-Security'])
      }
      expect(applyRules(rules, `${prefix}x`).headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    }
  })

  it('uploaded files (media route, next/image): the sandbox policy, no-sniff; pages nearby keep theirs', () => {
    for (const path of ['/cms-api/media/file/a.svg', '/cms-api/media/file/x-400x300.png', '/_next/image']) {
      const { headers } = applyRules(rules, path)
      expect(headers['content-security-policy'], path).toBe(UPLOAD_CONTENT_SECURITY_POLICY)
      expect(headers['x-content-type-options'], path).toBe('nosniff')
    }
    expect(applyRules(rules, '/cms-api/media').headers['content-security-policy']).toBe(publicCsp)
  })

  it('the admin: its CSP from the proxy, no page caching of ours', () => {
    for (const path of ['/admin', '/admin/login', '/admin/collections/pages']) {
      const { headers } = applyRules(rules, path)
      expect(headers['content-security-policy']).toBeUndefined()
      expect(headers['cache-control']).toBeUndefined()
      expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    }
  })

  it("the site's own API keeps its own caching, with the security headers", () => {
    for (const path of ['/api/header', '/api/payments/webhook/stripe', '/api/authentic']) {
      const { headers } = applyRules(rules, path)
      expect(headers['cache-control'], path).toBeUndefined()
      expect(headers['content-security-policy'], path).toBe(publicCsp)
      for (const [key, value] of Object.entries(SECURITY_HEADERS)) expect(headers[key.toLowerCase()], path).toBe(value)
    }
  })

  it("Next.js's build files keep their own caching and the security headers, without a page's policy", () => {
    for (const path of ['/_next/static/chunks/a.js', '/_next/static/chunks/b.css', '/_next/static/media/f.woff2']) {
      const { headers } = applyRules(rules, path)
      expect(headers['cache-control'], path).toBeUndefined()
      expect(headers['content-security-policy'], path).toBeUndefined()
      for (const [key, value] of Object.entries(SECURITY_HEADERS)) expect(headers[key.toLowerCase()], path).toBe(value)
    }
    // A page whose name starts like them is still a page.
    expect(applyRules(rules, '/_next-steps').headers['content-security-policy']).toBe(publicCsp)
  })

  it('the CMS API and next-auth answer one person’s data: private, no-store, whatever the handler says', () => {
    for (const path of [
      '/cms-api',
      '/cms-api/pages',
      '/cms-api/customers/me',
      '/cms-api/graphql',
      '/cms-api/media/file/x.png',
      '/api/auth',
      '/api/auth/session',
      '/api/auth/callback/credentials',
    ]) {
      const { headers } = applyRules(rules, path)
      expect(headers['cache-control'], path).toBe(PRIVATE_CACHE_CONTROL)
      expect(headers['x-content-type-options'], path).toBe('nosniff')
    }
  })

  it('the test checkout is a private page', () => {
    expect(applyRules(rules, '/payments/test-checkout/test_cs_abc').headers['cache-control']).toBe(
      PRIVATE_CACHE_CONTROL,
    )
  })

  it('a staff preview (draft-mode cookie) is never stored', () => {
    expect(applyRules(rules, '/charging', [PREVIEW_COOKIE]).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL)
  })

  it('no source captures a named parameter, so Next.js never parses a header value per request', () => {
    for (const path of [
      '/',
      '/charging',
      '/build/x',
      '/admin/login',
      '/api/header',
      '/cms-api/pages',
      '/api/auth/session',
    ]) {
      for (const params of applyRules(rules, path, [PREVIEW_COOKIE]).captured) expect(params, path).toEqual({})
    }
  })
})

describe("Payload's colour-scheme client hints", () => {
  const payloadRule = {
    source: '/:path*',
    headers: [
      { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    ],
  }

  it('apply to the admin only; every other rule is kept as it is', () => {
    const ours = headerRules()
    const rules = clientHintsForAdminOnly([...ours, payloadRule])
    expect(rules.slice(0, ours.length)).toEqual(ours)
    expect(applyRules(rules, '/charging').headers['critical-ch']).toBeUndefined()
    expect(applyRules(rules, '/charging').headers['accept-ch']).toBeUndefined()
    expect(applyRules(rules, '/admin').headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(applyRules(rules, '/admin/login').headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
