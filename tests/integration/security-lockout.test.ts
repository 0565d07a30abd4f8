import { describe, expect, it } from 'vitest'

import { api } from './helpers'
import {
  AUTH_ENCODINGS,
  type AuthEncoding,
  CookieJar,
  createCustomer,
  DEMO_PASSWORD,
  fakeAddress,
  postAuth,
  postAuthForm,
  SESSION_COOKIE,
  sessionOf,
  signIn,
  staffAuth,
} from './auth-helpers'

/**
 * Finding: "Anyone can lock staff and customers out." Five wrong passwords on
 * POST /cms-api/users/login locked any staff account (admin included) for 10 minutes, and customers
 * the same way for 15, from any address. Now there is no lockout: one address gets a small budget
 * per account (5 failures / 15 min), and the budget per account across addresses (50 / 15 min)
 * does not apply to a browser that signed in to that account before (known-device cookie).
 */

async function createStaff(prefix: string) {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`
  const res = await api('/cms-api/users', {
    method: 'POST',
    headers: await staffAuth(),
    body: JSON.stringify({ email, password: DEMO_PASSWORD, name: `Test ${prefix}`, role: 'editor' }),
  })
  if (res.status !== 201) throw new Error(`creating staff ${email} failed: ${res.status} ${await res.text()}`)
  return { email, password: DEMO_PASSWORD }
}

/** POST /cms-api/users/login as a browser at `address` (with the cookies of `jar`, if any). */
async function staffLogin(email: string, password: string, jar = new CookieJar()) {
  return jar.fetch('/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
}

describe('customers: wrong passwords slow the guesser, never lock the owner out', () => {
  it('5 wrong passwords from address A; A is then paused (even with the right password) while the owner at address B signs in', async () => {
    const customer = await createCustomer('lockout-a')
    const attacker = new CookieJar()
    for (let i = 0; i < 5; i++)
      expect(
        (
          await postAuthForm(attacker, 'callback/credentials', {
            email: customer.email,
            password: `wrong-password-${i}`,
          })
        ).status,
      ).toBe(401)
    const paused = await postAuthForm(attacker, 'callback/credentials', {
      email: customer.email,
      password: customer.password,
    })
    expect(paused.status).toBe(429)
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(800)
    expect((await paused.json()).error).toBe('Too many attempts — try again in 15 minutes.')
    expect(attacker.has(SESSION_COOKIE)).toBe(false)

    // Before: AccountLocked:15 here. Now the owner, elsewhere, is not held up at all.
    const owner = await signIn(customer.email, customer.password, new CookieJar())
    expect((await sessionOf(owner)).user?.email).toBe(customer.email)
  })

  it('the same address may still try its own account (another pair) after guessing someone else’s', async () => {
    const victim = await createCustomer('lockout-victim')
    const mine = await createCustomer('lockout-mine')
    const jar = new CookieJar()
    for (let i = 0; i < 5; i++)
      expect(
        (await postAuthForm(jar, 'callback/credentials', { email: victim.email, password: `wrong-password-${i}` }))
          .status,
      ).toBe(401)
    // signIn fails the test unless the answer is 200 with a session cookie.
    const signedIn = await signIn(mine.email, mine.password, new CookieJar(jar.address))
    expect((await sessionOf(signedIn)).user?.email).toBe(mine.email)
  })

  it('many addresses past the per-account budget: strangers are refused, the owner’s known browser still signs in', async () => {
    const customer = await createCustomer('lockout-botnet')
    // The owner signed in from this browser before: it carries the known-device cookie.
    const ownerBrowser = await signIn(customer.email, customer.password, new CookieJar())
    expect(ownerBrowser.has('pebble-known-device')).toBe(true)
    await ownerBrowser.fetch('/api/auth/session')
    // 50 failures, each from its own address (2 at a time: the machine has two cores).
    const addresses = Array.from({ length: 50 }, () => fakeAddress())
    for (let i = 0; i < addresses.length; i += 2) {
      const statuses = await Promise.all(
        addresses.slice(i, i + 2).map((address) =>
          postAuthForm(new CookieJar(address), 'callback/credentials', {
            email: customer.email,
            password: 'guess-password-1',
          }).then((r) => r.status),
        ),
      )
      expect(statuses.every((s) => s === 401)).toBe(true)
    }
    const stranger = await postAuthForm(new CookieJar(), 'callback/credentials', {
      email: customer.email,
      password: customer.password,
    })
    expect(stranger.status).toBe(429)
    // The owner's browser, at a new address even (a phone changes networks), is exempt.
    const owner = ownerBrowser.clone()
    const moved = new CookieJar()
    for (const pair of owner.header.split('; ')) {
      const at = pair.indexOf('=')
      if (pair.slice(0, at) === 'pebble-known-device') moved.set('pebble-known-device', pair.slice(at + 1))
    }
    await signIn(customer.email, customer.password, moved)
    // A forged or foreign known-device cookie exempts nothing.
    const forged = new CookieJar()
    forged.set(
      'pebble-known-device',
      `${Buffer.from(customer.email).toString('base64url')}.${Date.now() + 86_400_000}.AAAA`,
    )
    expect(
      (await postAuthForm(forged, 'callback/credentials', { email: customer.email, password: customer.password }))
        .status,
    ).toBe(429)
  }, 120_000)

  it('Payload keeps no lockout state: the customer record has no loginAttempts or lockUntil', async () => {
    const customer = await createCustomer('lockout-fields')
    for (let i = 0; i < 5; i++)
      await postAuthForm(new CookieJar(), 'callback/credentials', {
        email: customer.email,
        password: `wrong-password-${i}`,
      })
    const res = await api(`/cms-api/customers/${customer.id}`, { headers: await staffAuth() })
    const doc = await res.json()
    expect(doc).not.toHaveProperty('lockUntil')
    expect(doc).not.toHaveProperty('loginAttempts')
  })
})

/**
 * Finding: "JSON sign-in skips two limits." next-auth 4 also reads a JSON body (and keeps the last
 * of two `email` fields in a form), but the per-account and per-(address, account) windows read the
 * e-mail from form data only: after 5 failures a JSON try with the right password still signed in,
 * and so did one after 50 failures on the account from other addresses. Every window now reads the
 * fields next-auth itself reads. Failures below are spread over every encoding, then each encoding
 * tries the right password: all are refused, and the owner elsewhere is not held up.
 */
describe('one sign-in rule whatever the body’s encoding (form, JSON, repeated fields)', () => {
  const encodingOf = (i: number) => AUTH_ENCODINGS[i % AUTH_ENCODINGS.length]
  const attempt = (jar: CookieJar, email: string, password: string, encoding: AuthEncoding) =>
    postAuth(jar, 'callback/credentials', { email, password }, { encoding })

  it.each(AUTH_ENCODINGS)(
    'per (address, account): after 5 failures, the right password in %s is refused; the owner elsewhere signs in',
    async (encoding) => {
      const customer = await createCustomer('encoding-pair')
      const attacker = new CookieJar()
      for (let i = 0; i < 5; i++)
        expect((await attempt(attacker, customer.email, `wrong-password-${i}`, encodingOf(i))).status).toBe(401)
      const paused = await attempt(attacker, customer.email, customer.password, encoding)
      expect(paused.status).toBe(429)
      expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(800)
      expect((await paused.json()).error).toBe('Too many attempts — try again in 15 minutes.')
      expect(attacker.has(SESSION_COOKIE)).toBe(false)

      const owner = new CookieJar()
      expect((await attempt(owner, customer.email, customer.password, encoding)).status).toBe(200)
      expect((await sessionOf(owner)).user?.email).toBe(customer.email)
    },
  )

  it('per address: after 30 failures on many accounts, the right password for another account is refused in every encoding', async () => {
    const customer = await createCustomer('encoding-address')
    const attacker = new CookieJar()
    // Unknown accounts count like existing ones (security-enumeration.test.ts).
    for (let i = 0; i < 30; i++)
      expect(
        (await attempt(attacker, `nobody-${i}-${customer.id}@example.com`, 'guess-password-1', encodingOf(i))).status,
      ).toBe(401)
    for (const encoding of AUTH_ENCODINGS) {
      const refused = await attempt(attacker, customer.email, customer.password, encoding)
      expect(refused.status, encoding).toBe(429)
    }
    expect(attacker.has(SESSION_COOKIE)).toBe(false)
    await signIn(customer.email, customer.password, new CookieJar())
  }, 60_000)

  it('per account: after 50 failures from other addresses, a stranger’s right password is refused in every encoding; the owner’s known browser signs in with JSON', async () => {
    const customer = await createCustomer('encoding-account')
    const ownerBrowser = await signIn(customer.email, customer.password, new CookieJar())
    for (let i = 0; i < 50; i += 2) {
      const statuses = await Promise.all(
        [i, i + 1].map((n) =>
          attempt(new CookieJar(), customer.email, 'guess-password-1', encodingOf(n)).then((r) => r.status),
        ),
      )
      expect(statuses).toEqual([401, 401])
    }
    for (const encoding of AUTH_ENCODINGS) {
      const stranger = new CookieJar()
      expect((await attempt(stranger, customer.email, customer.password, encoding)).status, encoding).toBe(429)
      expect(stranger.has(SESSION_COOKIE)).toBe(false)
    }
    const owner = new CookieJar()
    owner.set('pebble-known-device', ownerBrowser.get('pebble-known-device')!)
    expect((await attempt(owner, customer.email, customer.password, 'json')).status).toBe(200)
    expect((await sessionOf(owner)).user?.email).toBe(customer.email)
  }, 120_000)
})

describe('staff: /cms-api/users/login (the admin sign-in posts here too)', () => {
  it('5 wrong passwords from address A: A gets 429 with Retry-After in Payload’s error shape; the staff member at B signs in', async () => {
    const staff = await createStaff('staff-lockout')
    const attacker = new CookieJar()
    for (let i = 0; i < 5; i++)
      expect((await staffLogin(staff.email, `wrong-password-${i}`, attacker)).status).toBe(401)
    const paused = await staffLogin(staff.email, staff.password, attacker)
    expect(paused.status).toBe(429)
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(800)
    expect(await paused.json()).toEqual({ errors: [{ message: 'Too many attempts — try again in 15 minutes.' }] })

    const owner = await staffLogin(staff.email, staff.password)
    expect(owner.status).toBe(200)
    expect((await owner.json()).token).toEqual(expect.any(String))
  })

  it('the admin account too: five wrong passwords from one address do not lock the admin out', async () => {
    const attacker = new CookieJar()
    for (let i = 0; i < 5; i++)
      expect((await staffLogin('admin@example.com', `wrong-password-${i}`, attacker)).status).toBe(401)
    expect((await staffLogin('admin@example.com', DEMO_PASSWORD, attacker)).status).toBe(429)
    const admin = await staffLogin('admin@example.com', DEMO_PASSWORD)
    expect(admin.status).toBe(200)
    // And the admin's session works.
    const me = await api('/cms-api/users/me', { headers: { Authorization: `JWT ${(await admin.json()).token}` } })
    expect((await me.json()).user?.email).toBe('admin@example.com')
  })

  it('a successful staff sign-in sets the staff known-device cookie; bad input is still Payload’s 400, never a 500', async () => {
    const staff = await createStaff('staff-device')
    const jar = new CookieJar()
    expect((await staffLogin(staff.email, staff.password, jar)).status).toBe(200)
    expect(jar.has('pebble-known-staff-device')).toBe(true)
    const empty = await api('/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': fakeAddress() },
      body: JSON.stringify({}),
    })
    expect(empty.status).toBeGreaterThanOrEqual(400)
    expect(empty.status).toBeLessThan(500)
    const broken = await api('/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': fakeAddress() },
      body: '{"email":',
    })
    expect(broken.status).toBeGreaterThanOrEqual(400)
    expect(broken.status).toBeLessThan(500)
  })

  it('GraphQL’s loginUser is closed (it would skip the limits): 5 wrong passwords there cannot start guessing elsewhere either', async () => {
    const res = await api('/cms-api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': fakeAddress() },
      body: JSON.stringify({
        query: 'mutation { loginUser(email: "admin@example.com", password: "pebble-demo-2026") { token } }',
      }),
    })
    const body = await res.json()
    expect(body.data?.loginUser?.token ?? null).toBeNull()
    expect(body.errors?.[0]?.message).toMatch(/POST \/cms-api\/users\/login/)
  })
})
