import { describe, expect, it } from 'vitest'

import { adminContentSecurityPolicy, clientHintsForAdminOnly, headerRules, PRIVATE_CACHE_CONTROL, publicContentSecurityPolicy } from '@/config/http-headers'
import { PRIVATE_ROUTE_PREFIXES } from '@/config/routes'

const directives = (csp: string) => new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

describe('Content-Security-Policy', () => {
  it('public pages: scripts from this origin and the analytics hosts only, no eval in production, no framing by others', () => {
    const csp = directives(publicContentSecurityPolicy())
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net']))
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com']))
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('script-src')!.some((value) => value.startsWith("'nonce-"))).toBe(false)
  })

  it('development adds eval for React\'s debugging tools', () => {
    expect(directives(publicContentSecurityPolicy({ dev: true })).get('script-src')).toContain("'unsafe-eval'")
  })

  it('an assets host is allowed for images and video, as its origin only', () => {
    const csp = directives(publicContentSecurityPolicy({ assetsHost: 'https://cdn.example.com/media/' }))
    expect(csp.get('img-src')).toContain('https://cdn.example.com')
    expect(csp.get('media-src')).toContain('https://cdn.example.com')
    expect(directives(publicContentSecurityPolicy({ assetsHost: 'not a url' })).get('img-src')).not.toContain('not')
  })

  it('the admin loads no third-party script', () => {
    const csp = directives(adminContentSecurityPolicy())
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('worker-src')).toContain('blob:')
  })
})

describe('header rules', () => {
  it('every private prefix gets private, no-store, after the public rule so it wins', () => {
    const rules = headerRules()
    const publicIndex = rules.findIndex((rule) => rule.headers.some((h) => h.key === 'Cache-Control' && h.value.includes('s-maxage')))
    for (const prefix of PRIVATE_ROUTE_PREFIXES) {
      const index = rules.findIndex((rule) => rule.source === `${prefix}/:path*`)
      expect(index).toBeGreaterThan(publicIndex)
      expect(rules[index].headers).toEqual([{ key: 'Cache-Control', value: PRIVATE_CACHE_CONTROL }])
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
    expect(rules.at(-1)).toEqual({ ...payloadRule, source: '/admin/:path*' })
    expect(rules.filter((rule) => rule.source === '/:path*' && rule.headers.some((h) => /-ch$/i.test(h.key)))).toEqual([])
  })
})
