import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { methodLabel, routeLabeller, UNMATCHED } from '@/observability/route-label.mjs'

// The route label of /api/metrics: Next.js's route template from the build's manifest, never the path.
const dir = mkdtempSync(path.join(os.tmpdir(), 'route-label-'))
writeFileSync(
  path.join(dir, 'routes-manifest.json'),
  JSON.stringify({
    staticRoutes: [{ page: '/' }, { page: '/api/build/orders' }, { page: '/customer-portal/order-history' }],
    dynamicRoutes: [
      { page: '/customer-portal/order-history/[number]', regex: '^/customer\\-portal/order\\-history/([^/]+?)(?:/)?$' },
      { page: '/post/[slug]', regex: '^/post/([^/]+?)(?:/)?$' },
      { page: '/[slug]', regex: '^/([^/]+?)(?:/)?$' },
    ],
  }),
)
const routeOf = routeLabeller(dir)

describe('route labels', () => {
  it('are the route template: static routes as they are, dynamic ones by their pattern, the query ignored', () => {
    expect(routeOf('/')).toBe('/')
    expect(routeOf('/api/build/orders?email=a%40b.example')).toBe('/api/build/orders')
    expect(routeOf('/customer-portal/order-history/PB-1234')).toBe('/customer-portal/order-history/[number]')
    expect(routeOf('/post/some-post')).toBe('/post/[slug]')
    expect(routeOf('/someone@example.com')).toBe('/[slug]')
  })

  it('put Next.js assets in a few fixed groups and anything else in one', () => {
    expect(routeOf('/_next/static/chunks/abc.js')).toBe('/_next/static')
    expect(routeOf('/_next/image?url=%2Fx.png&w=640&q=75')).toBe('/_next/image')
    expect(routeOf('/_next/webpack-hmr')).toBe('/_next')
    expect(routeOf('/a/b/c')).toBe(UNMATCHED)
  })

  it('without a build, know only the fixed groups', () => {
    const none = routeLabeller(path.join(dir, 'missing'))
    expect(none('/post/x')).toBe(UNMATCHED)
    expect(none('/_next/static/x.js')).toBe('/_next/static')
  })

  it('keep methods to the usual seven', () => {
    expect(methodLabel('GET')).toBe('GET')
    expect(methodLabel('PROPFIND')).toBe('OTHER')
    expect(methodLabel('get')).toBe('OTHER')
  })
})
