import { describe, expect, it } from 'vitest'

import { SlidingWindow } from '@/auth/rate-limit/sliding-window'
import { checkPasswordSignIn, consumeMailRequest, LIMITS, recordPasswordFailure, tooManyAttempts } from '@/auth/rate-limit/policies'
import { clientAddress } from '@/auth/rate-limit/client-address'
import { UnpaidAccounts } from '@/auth/rate-limit/unpaid-accounts'

import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '../../scripts/lib/client-address.mjs'

describe('sliding window', () => {
  it('allows `limit` events per window, then says how long to wait, then allows again as events age out', () => {
    let now = 1_000_000
    const window = new SlidingWindow(3, 60_000, () => now)
    expect(window.consume('a').allowed).toBe(true)
    now += 10_000
    expect(window.consume('a').allowed).toBe(true)
    now += 10_000
    expect(window.consume('a').allowed).toBe(true)
    const blocked = window.consume('a')
    expect(blocked).toEqual({ allowed: false, retryAfterMs: 40_000 })
    // Another key is independent.
    expect(window.consume('b').allowed).toBe(true)
    // The first event leaves the window after 60 s: one slot frees up, not three.
    now += 40_001
    expect(window.consume('a').allowed).toBe(true)
    expect(window.consume('a').allowed).toBe(false)
  })

  it('check() records nothing; reset() forgets a key', () => {
    const window = new SlidingWindow(1, 60_000)
    expect(window.check('k').allowed).toBe(true)
    expect(window.check('k').allowed).toBe(true)
    window.record('k')
    expect(window.check('k').allowed).toBe(false)
    window.reset('k')
    expect(window.check('k').allowed).toBe(true)
  })
})

describe('sign-in policies', () => {
  it('limits failed passwords per account, whatever the address, with a clear message', () => {
    const email = 'rate-unit-account@example.com'
    for (let i = 0; i < LIMITS.passwordFailuresPerAccount.limit; i++) {
      expect(checkPasswordSignIn({ email, address: `10.0.0.${i}` }).limited).toBe(false)
      recordPasswordFailure({ email: i % 2 ? email.toUpperCase() : email, address: `10.0.0.${i}` })
    }
    const verdict = checkPasswordSignIn({ email, address: '10.9.9.9' })
    expect(verdict.limited).toBe(true)
    if (verdict.limited) {
      expect(verdict.message).toMatch(/^Too many attempts — try again in 15 minutes\.$/)
      expect(verdict.retryAfterSeconds).toBeGreaterThan(14 * 60)
    }
    // Another account from a fresh address is untouched.
    expect(checkPasswordSignIn({ email: 'someone-else@example.com', address: '10.9.9.9' }).limited).toBe(false)
  })

  it('limits failed passwords per address across many accounts', () => {
    const address = '192.0.2.77'
    for (let i = 0; i < LIMITS.passwordFailuresPerAddress.limit; i++) recordPasswordFailure({ email: `guess-${i}@example.com`, address })
    expect(checkPasswordSignIn({ email: 'fresh@example.com', address }).limited).toBe(true)
    expect(checkPasswordSignIn({ email: 'fresh@example.com', address: '192.0.2.78' }).limited).toBe(false)
  })

  it('counts mail requests per account and refuses past the limit without counting the refusal', () => {
    const email = 'mail-unit@example.com'
    for (let i = 0; i < LIMITS.mailsPerAccount.limit; i++) expect(consumeMailRequest({ email, address: `198.51.100.${i}` }).limited).toBe(false)
    expect(consumeMailRequest({ email, address: '198.51.100.200' }).limited).toBe(true)
    // The refused request did not use up the address's budget.
    expect(LIMITS.mailsPerAddress.check('198.51.100.200').allowed).toBe(true)
  })

  it('says minutes in words people read', () => {
    expect(tooManyAttempts(30_000)).toBe('Too many attempts — try again in 1 minute.')
    expect(tooManyAttempts(121_000)).toBe('Too many attempts — try again in 3 minutes.')
  })
})

describe('client address', () => {
  const request = (peer: string, forwardedFor?: string) => ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } })

  it('with no trusted proxy, the socket peer: X-Forwarded-For from a client is ignored', () => {
    expect(clientAddressOf(request('192.0.2.10', '203.0.113.9'), 0)).toBe('192.0.2.10')
    expect(clientAddressOf(request('192.0.2.10'), 0)).toBe('192.0.2.10')
  })

  it('behind N trusted proxies, the N-th X-Forwarded-For entry from the right (what the outermost proxy saw)', () => {
    expect(clientAddressOf(request('10.0.0.2', '203.0.113.9, 198.51.100.4'), 1)).toBe('198.51.100.4')
    expect(clientAddressOf(request('10.0.0.2', 'forged, 203.0.113.9, 198.51.100.4'), 2)).toBe('203.0.113.9')
    expect(clientAddressOf({ socket: { remoteAddress: '10.0.0.2' }, headers: { 'x-forwarded-for': ['198.51.100.1', '198.51.100.2'] } }, 1)).toBe('198.51.100.2')
    expect(clientAddressOf(request('10.0.0.2'), 1)).toBe('10.0.0.2')
  })

  it('the app reads only the header the server sets on every request', () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.4', 'x-forwarded-for': '203.0.113.9' }))).toBe('198.51.100.4')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('unknown')
  })
})

describe('new accounts per address', () => {
  it('counts unpaid accounts per address, one per e-mail; a paid one frees its slot; the window forgets old ones', () => {
    let now = 0
    const accounts = new UnpaidAccounts(2, 60_000, () => now)
    expect(accounts.consume('office', 'a@x').allowed).toBe(true)
    expect(accounts.consume('office', 'a@x').allowed).toBe(true)
    expect(accounts.consume('office', 'b@x').allowed).toBe(true)
    expect(accounts.consume('office', 'c@x')).toEqual({ allowed: false, retryAfterMs: 60_000 })
    expect(accounts.consume('home', 'c@x').allowed).toBe(true)
    accounts.settle('a@x')
    expect(accounts.consume('office', 'd@x').allowed).toBe(true)
    now += 60_001
    expect(accounts.consume('office', 'e@x').allowed).toBe(true)
    expect(accounts.consume('office', 'f@x').allowed).toBe(true)
  })
})
