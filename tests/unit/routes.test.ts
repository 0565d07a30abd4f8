import { describe, expect, it } from 'vitest'

import { isHeaderHidden, isPrivateRoute, isSmoothScrollOff, isWhiteHeaderRoute } from '@/config/routes'

const headerHidden = [
  '/build',
  '/build/payment-confirmation',
  '/customer-portal/my-pebble',
  '/customer-portal/account',
  '/customer-portal/preferences',
  '/customer-portal/contact',
  '/customer-portal/order-history',
  '/customer-portal/my-pebble/winter-camping',
  '/customer-portal/second-deposit',
]

describe('route table (spec section 2)', () => {
  it.each(headerHidden)('%s hides the header and turns smooth scrolling off', (path) => {
    expect(isHeaderHidden(path)).toBe(true)
    expect(isSmoothScrollOff(path)).toBe(true)
  })

  it.each(['/customer-portal/my-pebble/faqs', '/customer-portal/my-pebble/latest-news'])(
    '%s keeps the header but turns smooth scrolling off',
    (path) => {
      expect(isHeaderHidden(path)).toBe(false)
      expect(isSmoothScrollOff(path)).toBe(true)
    },
  )

  it.each([
    '/',
    '/charging',
    '/team',
    '/post/first-trip',
    '/build/extra/deep',
    '/customer-portal/my-pebble/a/b',
    '/customer-portal',
  ])('%s keeps the header and smooth scrolling', (path) => {
    expect(isHeaderHidden(path)).toBe(false)
    expect(isSmoothScrollOff(path)).toBe(false)
  })

  it('ignores trailing slashes, queries and hashes', () => {
    expect(isHeaderHidden('/build/')).toBe(true)
    expect(isHeaderHidden('/build?step=2')).toBe(true)
    expect(isHeaderHidden('/customer-portal/account#password')).toBe(true)
  })

  it.each([
    ['/charging', true],
    ['/spec-sheet', true],
    ['/plumbing', true],
    ['/plumbing/', true],
    ['/', false],
    ['/team', false],
  ])('%s white header: %s', (path, expected) => {
    expect(isWhiteHeaderRoute(path)).toBe(expected)
  })
})

describe('private routes (never cached)', () => {
  it.each([
    '/customer-portal',
    '/customer-portal/',
    '/customer-portal/my-pebble/winter-camping',
    '/customer-portal/account?tab=password',
    '/build',
    '/build/payment-confirmation',
    '/build#step-2',
    '/sign-in',
    '/sign-in?callbackUrl=%2Fcustomer-portal',
    '/sign-up',
    '/forgot-password',
    '/reset-password/abc123',
  ])('%s is private', (path) => {
    expect(isPrivateRoute(path)).toBe(true)
  })

  it.each(['/', '/charging', '/builder', '/build-log', '/customer-portals', '/post/sign-in', '/team', '/sign-inside'])(
    '%s is public',
    (path) => {
      expect(isPrivateRoute(path)).toBe(false)
    },
  )
})
