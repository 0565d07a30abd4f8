import { describe, expect, it } from 'vitest'

import { DEFAULT_AFTER_SIGN_IN, safeCallbackUrl, sameOriginPath } from '@/auth/callback-url'
import { signInErrorMessage } from '@/auth/sign-in-errors'
import { fieldErrors } from '@/kit/rules/field-errors'
import { changePasswordSchema, passwordSignInSchema, resetPasswordSchema, signUpSchema } from '@/auth/validation'

describe('callbackUrl after sign-in', () => {
  it.each([
    ['/customer-portal/account', '/customer-portal/account'],
    ['/customer-portal/order-history?order=42#top', '/customer-portal/order-history?order=42#top'],
    ['http://127.0.0.1:3500/customer-portal/account', '/customer-portal/account'],
  ])('keeps the same-origin path %s', (raw, want) => {
    expect(safeCallbackUrl(raw, 'http://127.0.0.1:3500')).toBe(want)
  })

  it.each([
    'https://evil.example/steal',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    undefined,
    42,
    '/sign-in?callbackUrl=/x',
    '/reset-password',
    'customer-portal',
  ])('falls back for %s', (raw) => {
    expect(safeCallbackUrl(raw, 'http://127.0.0.1:3500')).toBe(DEFAULT_AFTER_SIGN_IN)
  })

  // Paths that normalise to `//evil.com…` (another host, once a browser follows them).
  it.each([
    '/.//evil.com/landing',
    '/a/..//evil.com',
    '/%2e%2e//evil.com',
    '/%2E%2E//evil.com',
    '/./%2e/..//evil.com',
    '/%2f%2fevil.com',
    '/%252f%252fevil.com',
    '/%5cevil.com',
    'http://127.0.0.1:3500//evil.com',
    'http://user@127.0.0.1:3500/x',
    '/%2e%2e/sign-in',
  ])('normalises, then falls back for %s', (raw) => {
    expect(safeCallbackUrl(raw, 'http://127.0.0.1:3500')).toBe(DEFAULT_AFTER_SIGN_IN)
    expect(sameOriginPath(raw, 'http://127.0.0.1:3500') ?? '/').not.toMatch(/^\/[\/\\]/)
  })

  it('normalises dot segments of a path on the site', () => {
    expect(safeCallbackUrl('/a/../customer-portal/./account', 'http://127.0.0.1:3500')).toBe('/customer-portal/account')
    expect(sameOriginPath('/sign-in?notice=signed-out', 'http://127.0.0.1:3500')).toBe('/sign-in?notice=signed-out')
    expect(sameOriginPath('https://evil.example/x', 'http://127.0.0.1:3500')).toBeNull()
  })
})

describe('form rules', () => {
  it('sign-up: every field has its own message, and the password rule is stated', () => {
    const result = signUpSchema.safeParse({ name: ' ', email: 'not-an-address', password: 'short', confirm: 'other' })
    expect(result.success).toBe(false)
    const errors = fieldErrors(result.error!)
    expect(errors.name).toBe('Enter your name.')
    expect(errors.email).toMatch(/valid e-mail address/)
    expect(errors.password).toBe('At least 10 characters, with at least one letter and one number.')
    expect(errors.confirm).toBe('The passwords do not match.')
  })

  it('sign-up: a long password with letters and numbers passes; the e-mail is normalised', () => {
    const result = signUpSchema.safeParse({
      name: 'Ana',
      email: ' Ana@Example.COM ',
      password: 'pebble-demo-2026',
      confirm: 'pebble-demo-2026',
    })
    expect(result.success && result.data.email).toBe('ana@example.com')
    expect(
      signUpSchema.safeParse({ name: 'Ana', email: 'a@b.co', password: 'onlyletterslong', confirm: 'onlyletterslong' })
        .success,
    ).toBe(false)
    expect(
      signUpSchema.safeParse({ name: 'Ana', email: 'a@b.co', password: '12345678901', confirm: '12345678901' }).success,
    ).toBe(false)
  })

  it('sign-in, reset and change have the messages a person needs', () => {
    expect(fieldErrors(passwordSignInSchema.safeParse({ email: '', password: '' }).error!)).toEqual({
      email: 'Enter your e-mail address.',
      password: 'Enter your password.',
    })
    expect(
      fieldErrors(
        resetPasswordSchema.safeParse({ token: 'x', password: 'pebble-2026-new', confirm: 'pebble-2026-new' }).error!,
      ).token,
    ).toBeTruthy()
    expect(
      fieldErrors(
        changePasswordSchema.safeParse({
          current: 'pebble-demo-2026',
          password: 'pebble-demo-2026',
          confirm: 'pebble-demo-2026',
        }).error!,
      ).password,
    ).toMatch(/different/)
  })
})

describe('sign-in error codes', () => {
  it('turns next-auth codes and ours into sentences', () => {
    expect(signInErrorMessage('CredentialsSignin')).toMatch(/do not match an account/)
    // No lockout any more: an old AccountLocked code (a bookmarked URL) reads like any unknown code,
    // never "this account is locked" (which told that the account exists).
    expect(signInErrorMessage('AccountLocked:12')).toBe(signInErrorMessage('SomethingNew'))
    expect(signInErrorMessage('AccountLocked:12')).not.toMatch(/locked/)
    expect(signInErrorMessage('RateLimited:1')).toBe('Too many attempts — try again in 1 minute.')
    expect(signInErrorMessage('Verification')).toMatch(/expired or was already used/)
    expect(signInErrorMessage(null)).toBeNull()
    expect(signInErrorMessage('SomethingNew')).toMatch(/did not work/)
  })
})

describe('session rule (claims.ts): version and session id', () => {
  it('a token speaks for its customer at the current version, unless its session was signed out; a token without an id is outdated', async () => {
    const { claimsFor, isCurrentToken } = await import('@/auth/session/claims')
    const { liveRevocations } = await import('@/auth/session/revocation')
    const customer = {
      id: 7,
      email: 'a@example.com',
      name: 'A',
      sessionVersion: 2,
      revokedSessions: null,
    } as unknown as import('@/payload-types').Customer
    const token = claimsFor(customer)
    expect(token.sid).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(claimsFor(customer).sid).not.toBe(token.sid)
    expect(isCurrentToken(token, customer)).toBe(true)
    expect(isCurrentToken({ sub: '7', sv: 2 }, customer)).toBe(false)
    expect(isCurrentToken({ ...token, sv: 1 }, customer)).toBe(false)
    const now = Date.now() / 1000
    const signedOut = {
      ...customer,
      revokedSessions: [
        { sid: token.sid, exp: now + 60 },
        { sid: 'old', exp: now - 1 },
      ],
    }
    expect(isCurrentToken(token, signedOut)).toBe(false)
    expect(isCurrentToken(claimsFor(customer), signedOut)).toBe(true)
    expect(liveRevocations(signedOut.revokedSessions).map((x) => x.sid)).toEqual([token.sid])
    expect(liveRevocations('nonsense')).toEqual([])
  })
})
