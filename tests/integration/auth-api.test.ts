import { describe, expect, it } from 'vitest'

import { linkIn, mailCount, mailsTo, waitForMail } from '../e2e/mail'
import { api, BASE_URL } from './helpers'
import {
  CookieJar,
  createCustomer,
  csrfToken,
  graphql,
  postAuthForm,
  SESSION_COOKIE,
  sessionOf,
  signIn,
  staffAuth,
} from './auth-helpers'

const form = { 'content-type': 'application/x-www-form-urlencoded' }

describe('next-auth routes answer as the spec says', () => {
  it('GET providers lists the password and the e-mail link providers', async () => {
    const res = await api('/api/auth/providers')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(Object.keys(body).sort()).toEqual(['credentials', 'email'])
    expect(body.credentials).toMatchObject({
      id: 'credentials',
      type: 'credentials',
      callbackUrl: `${BASE_URL}/api/auth/callback/credentials`,
    })
    expect(body.email).toMatchObject({ id: 'email', type: 'email', signinUrl: `${BASE_URL}/api/auth/signin/email` })
  })

  it('GET csrf returns a token and sets its cookie; GET session is empty for a visitor and never cached', async () => {
    const jar = new CookieJar()
    expect(await csrfToken(jar)).toMatch(/^[a-f0-9]{64}$/)
    expect(jar.has('next-auth.csrf-token')).toBe(true)
    const res = await jar.fetch('/api/auth/session')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(await res.json()).toEqual({})
  })

  it('POST callback/credentials (form-encoded with csrfToken, callbackUrl and json) signs in for 8 hours', async () => {
    const jar = new CookieJar()
    const res = await postAuthForm(jar, 'callback/credentials', {
      email: 'customer@example.com',
      password: 'pebble-demo-2026',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ url: `${BASE_URL}/customer-portal/my-pebble` })
    expect(jar.has(SESSION_COOKIE)).toBe(true)
    const session = await sessionOf(jar)
    expect(session.user).toMatchObject({
      email: 'customer@example.com',
      name: expect.any(String),
      id: expect.stringMatching(/^\d+$/),
    })
    const hours = (new Date(session.expires!).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(7.9)
    expect(hours).toBeLessThanOrEqual(8)
  })

  it('a wrong password answers 401 with next-auth error CredentialsSignin and no session', async () => {
    const jar = new CookieJar()
    const res = await postAuthForm(jar, 'callback/credentials', {
      email: 'other@example.com',
      password: 'not-the-password-1',
    })
    expect(res.status).toBe(401)
    expect(new URL((await res.json()).url).searchParams.get('error')).toBe('CredentialsSignin')
    expect(jar.has(SESSION_COOKIE)).toBe(false)
  })

  it('a POST without the CSRF token signs nobody in', async () => {
    const jar = new CookieJar()
    const res = await postAuthForm(
      jar,
      'callback/credentials',
      { email: 'customer@example.com', password: 'pebble-demo-2026' },
      { withCsrf: false },
    )
    expect((await res.json()).url).toContain('csrf=true')
    expect(jar.has(SESSION_COOKIE)).toBe(false)
  })

  it("keeps next-auth's redirect origin check: a foreign callbackUrl becomes the site itself", async () => {
    const res = await postAuthForm(new CookieJar(), 'callback/credentials', {
      email: 'customer@example.com',
      password: 'pebble-demo-2026',
      callbackUrl: 'https://evil.example/steal',
    })
    expect(res.status).toBe(200)
    expect((await res.json()).url).toBe(BASE_URL)
  })

  it('POST signout ends the session; POST _log is accepted', async () => {
    const jar = await signIn('customer@example.com')
    const res = await jar.fetch('/api/auth/signout', {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ csrfToken: await csrfToken(jar), callbackUrl: `${BASE_URL}/`, json: 'true' }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ url: `${BASE_URL}/` })
    expect(jar.has(SESSION_COOKIE)).toBe(false)
    expect(await sessionOf(jar)).toEqual({})
    const log = await api('/api/auth/_log', {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ level: 'error', code: 'CLIENT_TEST', message: 'from the integration test' }),
    })
    expect(log.status).toBe(200)
  })
})

describe('e-mail link sign-in', () => {
  it('POST signin/email mails a one-time link over SMTP; the link signs in once, then is dead', async () => {
    const customer = await createCustomer('link')
    const before = mailCount()
    const res = await postAuthForm(new CookieJar(), 'signin/email', {
      email: customer.email,
      callbackUrl: `${BASE_URL}/customer-portal/account`,
    })
    expect(res.status).toBe(200)
    const next = (await res.json()).url
    expect(next).toBe(`${BASE_URL}/api/auth/verify-request?provider=email&type=email`)
    // …which sends a browser to the sign-in page's "check your inbox".
    expect(
      (await api(new URL(next).pathname + new URL(next).search, { redirect: 'manual' })).headers.get('location'),
    ).toBe('/sign-in?sent=link')
    const mail = await waitForMail(customer.email, { after: before, subject: /sign-in link/ })
    const link = linkIn(mail, '/api/auth/callback/email')

    const jar = new CookieJar()
    const first = await jar.fetch(new URL(link).pathname + new URL(link).search)
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe(`${BASE_URL}/customer-portal/account`)
    expect((await sessionOf(jar)).user?.email).toBe(customer.email)

    const again = await new CookieJar().fetch(new URL(link).pathname + new URL(link).search)
    expect(again.headers.get('location')).toBe(`${BASE_URL}/api/auth/error?error=Verification`)
    // …which next-auth sends on to the sign-in page, where the reason is shown.
    expect((await api('/api/auth/error?error=Verification', { redirect: 'manual' })).headers.get('location')).toBe(
      '/sign-in?error=Verification',
    )
  })

  it('an address with no account gets the same answer, a "no account" mail, and no account is created', async () => {
    const email = `nobody-${Date.now()}@example.com`
    const before = mailCount()
    const res = await postAuthForm(new CookieJar(), 'signin/email', { email })
    expect(res.status).toBe(200)
    expect((await res.json()).url).toBe(`${BASE_URL}/api/auth/verify-request?provider=email&type=email`)
    const mail = await waitForMail(email, { after: before })
    expect(mail.subject).toBe('About your Pebble sign-in request')
    expect(mail.text).toContain(`${BASE_URL}/sign-up`)
    expect(mail.text).not.toContain('/api/auth/callback/email')
    const found = await api(`/cms-api/customers?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: await staffAuth(),
    })
    expect((await found.json()).totalDocs).toBe(0)
  })
})

describe('rate limits (there is no lockout)', () => {
  it('5 wrong passwords do not lock the account: this address waits (RateLimited), the owner elsewhere signs in', async () => {
    const customer = await createCustomer('lockout')
    const jar = new CookieJar()
    for (let i = 0; i < 5; i++)
      expect(
        (await postAuthForm(jar, 'callback/credentials', { email: customer.email, password: `wrong-password-${i}` }))
          .status,
      ).toBe(401)
    const res = await postAuthForm(jar, 'callback/credentials', { email: customer.email, password: customer.password })
    expect(res.status).toBe(429)
    expect(new URL((await res.json()).url).searchParams.get('error')).toBe('RateLimited:15')
    expect(jar.has(SESSION_COOKIE)).toBe(false)
    await signIn(customer.email, customer.password)
  })

  it('limits failed passwords per client address across accounts: 429 with a clear error and Retry-After', async () => {
    const jar = new CookieJar()
    for (let i = 0; i < 30; i++) {
      const res = await postAuthForm(jar, 'callback/credentials', {
        email: `spray-${i}@example.com`,
        password: 'guess-password-1',
      })
      expect(res.status).toBe(401)
    }
    const blocked = await postAuthForm(jar, 'callback/credentials', {
      email: 'customer@example.com',
      password: 'pebble-demo-2026',
    })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800)
    const body = await blocked.json()
    expect(body.error).toBe('Too many attempts — try again in 15 minutes.')
    expect(new URL(body.url).searchParams.get('error')).toBe('RateLimited:15')
    expect(jar.has(SESSION_COOKIE)).toBe(false)
    // Someone else, elsewhere, still signs in.
    await signIn('customer@example.com')
  })

  it('limits failed passwords per account across addresses (an address with no account too)', async () => {
    const email = `ghost-${Date.now()}@example.com`
    // 50 failures across addresses (two at a time: an unknown account costs a password check too).
    for (let i = 0; i < 50; i += 2) {
      const statuses = await Promise.all(
        [0, 1].map(() =>
          postAuthForm(new CookieJar(), 'callback/credentials', { email, password: 'guess-password-1' }).then(
            (r) => r.status,
          ),
        ),
      )
      expect(statuses).toEqual([401, 401])
    }
    const blocked = await postAuthForm(new CookieJar(), 'callback/credentials', { email, password: 'guess-password-2' })
    expect(blocked.status).toBe(429)
  }, 120_000)

  it('limits e-mail link requests per account: the sixth within 15 minutes sends nothing', async () => {
    const customer = await createCustomer('link-limit')
    const before = mailCount()
    for (let i = 0; i < 5; i++)
      expect((await postAuthForm(new CookieJar(), 'signin/email', { email: customer.email })).status).toBe(200)
    await waitForMail(customer.email, { after: before })
    const blocked = await postAuthForm(new CookieJar(), 'signin/email', { email: customer.email })
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).error).toMatch(/^Too many attempts — try again in \d+ minutes?\.$/)
    // Mail goes out while its request is answered: once another account's link, asked for
    // afterwards, has arrived, one for the sixth request would have too.
    const other = await createCustomer('link-limit-marker')
    expect((await postAuthForm(new CookieJar(), 'signin/email', { email: other.email })).status).toBe(200)
    await waitForMail(other.email, { after: before })
    expect(mailsTo(customer.email, before)).toHaveLength(5)
  })

  it('a plain form post over the limit is sent back to the sign-in page with the reason', async () => {
    const email = `ghost-form-${Date.now()}@example.com`
    const jar = new CookieJar()
    for (let i = 0; i < 5; i++) await postAuthForm(jar, 'callback/credentials', { email, password: 'guess-password-1' })
    const res = await postAuthForm(jar, 'callback/credentials', { email, password: 'guess-password-1', json: '' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/sign-in?error=RateLimited:15')
  })
})

describe("Payload's own customer auth routes are closed (they would skip the limits)", () => {
  it.each(['login', 'forgot-password', 'refresh-token', 'reset-password', 'unlock', 'first-register'])(
    'POST /cms-api/customers/%s → 403',
    async (route) => {
      const res = await api(`/cms-api/customers/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'customer@example.com', password: 'pebble-demo-2026', token: 'x' }),
      })
      expect(res.status).toBe(403)
      expect(JSON.stringify(await res.json())).toContain('sign in, reset passwords and sign out on the website')
    },
  )

  it('GraphQL has no loginCustomer or forgotPasswordCustomer (no token, no mail)', async () => {
    for (const mutation of [
      'loginCustomer(email: "customer@example.com", password: "pebble-demo-2026") { token }',
      'forgotPasswordCustomer(email: "customer@example.com")',
    ]) {
      const body = await (await graphql(`mutation { ${mutation} }`, null)).json()
      expect(body.data?.loginCustomer?.token).toBeUndefined()
      expect(body.errors?.[0]?.message).toMatch(/Cannot query field/)
    }
  })

  it("editors still sign in to Payload (the users collection's login is untouched)", async () => {
    expect(await staffAuth()).toHaveProperty('Authorization')
  })

  it('a customer cannot set their password, e-mail or session version through the CMS API', async () => {
    const customer = await createCustomer('protected')
    const jar = await signIn(customer.email, customer.password)
    for (const data of [
      { password: 'takeover-pass-2026' },
      { email: 'takeover@example.com' },
      { sessionVersion: -1 },
    ]) {
      const res = await jar.fetch(`/cms-api/customers/${customer.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      })
      expect(res.status).toBe(403)
    }
    // The old password still works: nothing changed.
    await signIn(customer.email, customer.password)
  })
})

describe('customers never reach /admin', () => {
  it('a customer session is sent to /admin/unauthorized and gets no admin data', async () => {
    const jar = await signIn('customer@example.com')
    const res = await jar.fetch('/admin')
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toMatch(/\/admin\/unauthorized$/)
    const access = await (await jar.fetch('/cms-api/access')).json()
    // Payload leaves the flag out unless it is true.
    expect(access.canAccessAdmin).not.toBe(true)
    expect((await jar.fetch('/cms-api/users')).status).toBe(403)
    // …while the customer is known to Payload as themself (the next-auth session strategy).
    expect((await (await jar.fetch('/cms-api/customers/me')).json()).user.email).toBe('customer@example.com')
  })

  it('a request from another origin is not authenticated by the session cookie', async () => {
    const jar = await signIn('customer@example.com')
    const res = await jar.fetch('/cms-api/customers/me', { headers: { origin: 'https://evil.example' } })
    expect((await res.json()).user).toBeNull()
  })
})
