import { describe, expect, it } from 'vitest'

import { hasMalformedPath, isCrossOriginServerAction } from '../../scripts/lib/request-guards.mjs'

const action = (headers: Record<string, string>) => ({ method: 'POST', headers: { 'next-action': 'abc', ...headers } })

describe('hasMalformedPath', () => {
  it('finds escapes that do not decode, in the path only', () => {
    for (const url of ['/%E0%A4%A', '/post/%E0%A4%A', '/%', '/a%C3%28', '/x%FF'])
      expect(hasMalformedPath(url), url).toBe(true)
    for (const url of ['/', '/post/caf%C3%A9', '/a%25b', '/search?q=%E0%A4%A', '/x%00'])
      expect(hasMalformedPath(url), url).toBe(false)
  })
})

describe('isCrossOriginServerAction', () => {
  it('refuses another origin, "null" and an Origin that is no URL', () => {
    for (const origin of ['https://evil.example', 'null', 'not a url'])
      expect(isCrossOriginServerAction(action({ origin, host: 'shop.example' })), origin).toBe(true)
  })
  it('lets through this site (Host or the first X-Forwarded-Host), no Origin, and requests that are no action', () => {
    expect(isCrossOriginServerAction(action({ origin: 'https://shop.example', host: 'shop.example' }))).toBe(false)
    expect(
      isCrossOriginServerAction(
        action({ origin: 'https://shop.example', host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example, proxy' }),
      ),
    ).toBe(false)
    expect(isCrossOriginServerAction(action({ host: 'shop.example' }))).toBe(false)
    for (const url of ['/api/build/orders', '/cms-api/users/login', '/api'])
      expect(
        isCrossOriginServerAction({
          method: 'POST',
          url,
          headers: { origin: 'https://evil.example', host: 'shop.example' },
        }),
        url,
      ).toBe(false)
    expect(
      isCrossOriginServerAction({
        method: 'GET',
        url: '/',
        headers: { origin: 'https://evil.example', host: 'shop.example' },
      }),
    ).toBe(false)
  })
  it('takes any POST to a page for an action, with or without Next-Action (a form posted without JavaScript)', () => {
    for (const url of ['/', '/contact', '/admin/collections/pages', '/apiary', '/build?step=2'])
      expect(
        isCrossOriginServerAction({
          method: 'POST',
          url,
          headers: { origin: 'https://evil.example', host: 'shop.example' },
        }),
        url,
      ).toBe(true)
    expect(
      isCrossOriginServerAction({
        method: 'POST',
        url: '/contact',
        headers: { origin: 'https://shop.example', host: 'shop.example' },
      }),
    ).toBe(false)
  })
})
