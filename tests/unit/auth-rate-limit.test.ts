import { describe, expect, it } from 'vitest'

import { SlidingWindow } from '@/rate-limit/sliding-window'
import {
  checkPasswordSignIn,
  consumeAccountCheck,
  consumeMailRequest,
  forgetAccountFailures,
  LIMITS,
  recordPasswordFailure,
  recordPasswordSuccess,
  tooManyAttempts,
} from '@/rate-limit/policies'
import { isKnownDevice, knownDeviceValue } from '@/rate-limit/known-device'
import { clientAddress } from '@/rate-limit/client-address'
import { UnpaidAccounts } from '@/rate-limit/unpaid-accounts'

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
  it('limits failed passwords per (address, account) pair: five, then that address waits; the owner elsewhere does not', async () => {
    const email = 'rate-unit-pair@example.com'
    const address = '10.1.1.1'
    for (let i = 0; i < LIMITS.passwordFailuresPerAddressAndAccount.limit; i++) {
      expect((await checkPasswordSignIn({ email, address })).limited).toBe(false)
      await recordPasswordFailure({ email: i % 2 ? email.toUpperCase() : email, address })
    }
    expect(LIMITS.passwordFailuresPerAddressAndAccount.limit).toBe(5)
    const verdict = await checkPasswordSignIn({ email, address })
    expect(verdict.limited).toBe(true)
    if (verdict.limited) {
      expect(verdict.message).toBe('Too many attempts — try again in 15 minutes.')
      expect(verdict.retryAfterSeconds).toBeGreaterThan(14 * 60)
    }
    // No lockout: the owner, from another address, is not held up.
    expect((await checkPasswordSignIn({ email, address: '10.1.1.2' })).limited).toBe(false)
    // The same address may still try other accounts (up to the per-address budget).
    expect((await checkPasswordSignIn({ email: 'rate-unit-other@example.com', address })).limited).toBe(false)
  })

  it('a right password forgives the pair its typos', async () => {
    const attempt = { email: 'rate-unit-typo@example.com', address: '10.1.1.3' }
    for (let i = 0; i < 4; i++) await recordPasswordFailure(attempt)
    await recordPasswordSuccess(attempt)
    for (let i = 0; i < 4; i++) await recordPasswordFailure(attempt)
    expect((await checkPasswordSignIn(attempt)).limited).toBe(false)
  })

  it('limits failed passwords per account across addresses, except for a browser the owner signed in with', async () => {
    const email = 'rate-unit-account@example.com'
    expect(LIMITS.passwordFailuresPerAccount.limit).toBe(50)
    for (let i = 0; i < LIMITS.passwordFailuresPerAccount.limit; i++) {
      expect((await checkPasswordSignIn({ email, address: `10.0.${i >> 8}.${i & 255}` })).limited).toBe(false)
      await recordPasswordFailure({ email, address: `10.0.${i >> 8}.${i & 255}` })
    }
    // A botnet's next address is refused, like a stranger's…
    expect((await checkPasswordSignIn({ email, address: '10.9.9.9' })).limited).toBe(true)
    // …but the owner's known browser is not locked out.
    expect((await checkPasswordSignIn({ email, address: '10.9.9.9', knownDevice: true })).limited).toBe(false)
    // A reset link proves the owner: the account's count starts again.
    await forgetAccountFailures(email)
    expect((await checkPasswordSignIn({ email, address: '10.9.9.9' })).limited).toBe(false)
    // Another account from a fresh address is untouched.
    expect((await checkPasswordSignIn({ email: 'someone-else@example.com', address: '10.9.9.9' })).limited).toBe(false)
  })

  it('counts staff and customer accounts with the same e-mail apart', async () => {
    const email = 'rate-unit-both@example.com'
    for (let i = 0; i < 5; i++) await recordPasswordFailure({ email, address: '10.2.2.2', scope: 'staff' })
    expect((await checkPasswordSignIn({ email, address: '10.2.2.2', scope: 'staff' })).limited).toBe(true)
    expect((await checkPasswordSignIn({ email, address: '10.2.2.2' })).limited).toBe(false)
  })

  it('limits failed passwords per address across many accounts', async () => {
    const address = '192.0.2.77'
    for (let i = 0; i < LIMITS.passwordFailuresPerAddress.limit; i++)
      await recordPasswordFailure({ email: `guess-${i}@example.com`, address })
    expect((await checkPasswordSignIn({ email: 'fresh@example.com', address })).limited).toBe(true)
    expect((await checkPasswordSignIn({ email: 'fresh@example.com', address: '192.0.2.78' })).limited).toBe(false)
  })

  it('limits account checks per address: 10 a minute, 30 in 15 minutes; a refusal is not counted', async () => {
    const address = '203.0.113.50'
    for (let i = 0; i < 10; i++) expect((await consumeAccountCheck(address)).limited).toBe(false)
    const verdict = await consumeAccountCheck(address)
    expect(verdict.limited).toBe(true)
    if (verdict.limited) expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await consumeAccountCheck('203.0.113.51')).limited).toBe(false)
    expect(LIMITS.accountChecksPerAddress.limit).toBe(30)
  })

  it('counts mail requests per account and refuses past the limit without counting the refusal', async () => {
    const email = 'mail-unit@example.com'
    for (let i = 0; i < LIMITS.mailsPerAccount.limit; i++)
      expect((await consumeMailRequest({ email, address: `198.51.100.${i}` })).limited).toBe(false)
    expect((await consumeMailRequest({ email, address: '198.51.100.200' })).limited).toBe(true)
    // The refused request did not use up the address's budget.
    expect((await LIMITS.mailsPerAddress.check('198.51.100.200')).allowed).toBe(true)
  })

  it('says minutes in words people read', () => {
    expect(tooManyAttempts(30_000)).toBe('Too many attempts — try again in 1 minute.')
    expect(tooManyAttempts(121_000)).toBe('Too many attempts — try again in 3 minutes.')
  })
})

describe('known-device cookie', () => {
  it('is valid for its account only, until it expires, and cannot be forged or moved between scopes', () => {
    const now = 1_800_000_000_000
    const value = knownDeviceValue('customers', 'Owner@Example.com', now)
    expect(isKnownDevice('customers', value, 'owner@example.com', now + 1000)).toBe(true)
    expect(isKnownDevice('customers', value, 'someone@example.com', now + 1000)).toBe(false)
    expect(isKnownDevice('staff', value, 'owner@example.com', now + 1000)).toBe(false)
    expect(isKnownDevice('customers', value, 'owner@example.com', now + 31 * 24 * 3_600_000)).toBe(false)
    const [account, , signature] = value.split('.')
    expect(isKnownDevice('customers', `${account}.${now + 10 ** 12}.${signature}`, 'owner@example.com', now)).toBe(
      false,
    )
    expect(isKnownDevice('customers', null, 'owner@example.com', now)).toBe(false)
    expect(isKnownDevice('customers', 'garbage', 'owner@example.com', now)).toBe(false)
  })
})

describe('client address', () => {
  const request = (peer: string, forwardedFor?: string) => ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  })

  it('with no trusted proxy, the socket peer: X-Forwarded-For from a client is ignored', () => {
    expect(clientAddressOf(request('192.0.2.10', '203.0.113.9'), 0)).toBe('192.0.2.10')
    expect(clientAddressOf(request('192.0.2.10'), 0)).toBe('192.0.2.10')
  })

  it('behind N trusted proxies, the N-th X-Forwarded-For entry from the right (what the outermost proxy saw)', () => {
    expect(clientAddressOf(request('10.0.0.2', '203.0.113.9, 198.51.100.4'), 1)).toBe('198.51.100.4')
    expect(clientAddressOf(request('10.0.0.2', 'forged, 203.0.113.9, 198.51.100.4'), 2)).toBe('203.0.113.9')
    expect(
      clientAddressOf(
        { socket: { remoteAddress: '10.0.0.2' }, headers: { 'x-forwarded-for': ['198.51.100.1', '198.51.100.2'] } },
        1,
      ),
    ).toBe('198.51.100.2')
    expect(clientAddressOf(request('10.0.0.2'), 1)).toBe('10.0.0.2')
  })

  it('the app reads only the header the server sets on every request', () => {
    expect(
      clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.4', 'x-forwarded-for': '203.0.113.9' })),
    ).toBe('198.51.100.4')
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
