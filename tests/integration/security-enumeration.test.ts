import { describe, expect, it } from 'vitest'

import { mailCount, mailsTo, waitForMail } from '../e2e/mail'
import { formWith } from './actors'
import { api, BASE_URL } from './helpers'
import {
  CookieJar,
  createCustomer,
  csrfToken,
  DEMO_PASSWORD,
  fakeAddress,
  postAuthForm,
  SESSION_COOKIE,
  staffAuth,
} from './auth-helpers'

/**
 * Finding: "Account enumeration." The build flow's account check answered `{exists}` without
 * limit; sign-in took ~140 ms for an existing account and ~8 ms for an unknown one (staff 170 vs
 * 14); the lockout message told that an account exists; sign-up said "there is already an
 * account". Now: the account check is limited per address, an unknown account does the same
 * password work, every failure reads the same, and sign-up mails the owner instead of telling.
 */

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const accountCheck = (email: string, address: string) =>
  api('/api/build/account-check', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL, 'x-forwarded-for': address },
    body: JSON.stringify({ email }),
  })

/** One customer sign-in attempt from a fresh address, timed from the POST to its answer (the CSRF fetch is not timed). */
async function timedCustomerSignIn(email: string, password: string) {
  const jar = new CookieJar()
  const body = new URLSearchParams({
    callbackUrl: `${BASE_URL}/customer-portal/my-pebble`,
    json: 'true',
    csrfToken: await csrfToken(jar),
    email,
    password,
  })
  const started = performance.now()
  const res = await jar.fetch('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
  const text = await res.text()
  return { ms: performance.now() - started, status: res.status, text }
}

async function timedStaffSignIn(email: string, password: string) {
  const started = performance.now()
  const res = await api('/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': fakeAddress() },
    body: JSON.stringify({ email, password }),
  })
  const text = await res.text()
  return { ms: performance.now() - started, status: res.status, text }
}

/** Median times of wrong-password sign-ins for an existing and an unknown account, interleaved. */
async function compare(
  attempt: (email: string, password: string) => Promise<{ ms: number; status: number; text: string }>,
  existing: string,
  unknown: string,
  rounds = 9,
) {
  await attempt(existing, 'warm-up-password-1')
  await attempt(unknown, 'warm-up-password-1')
  const times = { existing: [] as number[], unknown: [] as number[] }
  const answers = { existing: new Set<string>(), unknown: new Set<string>() }
  for (let i = 0; i < rounds; i++) {
    for (const [kind, email] of [
      ['existing', existing],
      ['unknown', unknown],
    ] as const) {
      const { ms, status, text } = await attempt(email, `wrong-password-${i}`)
      times[kind].push(ms)
      answers[kind].add(`${status} ${text}`)
    }
  }
  return {
    ratio: median(times.existing) / median(times.unknown),
    medians: { existing: median(times.existing), unknown: median(times.unknown) },
    answers,
  }
}

describe('the build flow’s account check is limited per address', () => {
  it('10 answers a minute from one address, then 429 JSON with Retry-After; another address is not affected', async () => {
    const address = fakeAddress()
    for (let i = 0; i < 10; i++) {
      const res = await accountCheck(i % 2 ? 'customer@example.com' : `nobody-${i}@example.com`, address)
      expect(res.status).toBe(200)
      expect(typeof (await res.json()).exists).toBe('boolean')
    }
    const limited = await accountCheck('customer@example.com', address)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(await limited.json()).toEqual({
      error: expect.stringMatching(/^Too many attempts — try again in 1 minute\.$/),
    })
    const elsewhere = await accountCheck('customer@example.com', fakeAddress())
    expect(await elsewhere.json()).toEqual({ exists: true })
  })

  it('a guest order for an e-mail with an account ("sign in to continue") spends the same budget; new buyers behind the address do not', async () => {
    const address = fakeAddress()
    const order = (email: string) =>
      api('/api/build/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE_URL, 'x-forwarded-for': address },
        body: JSON.stringify({
          placementKey: crypto.randomUUID(),
          selection: { trim: 'adventure', color: 'sage', options: [] },
          customer: {
            firstName: 'Enum',
            lastName: 'Probe',
            email,
            phone: '(415) 555-0134',
            country: 'US',
            line1: '1 Market St',
            city: 'San Francisco',
            state: 'CA',
            zip: '94105',
          },
          password: 'enum-probe-pass-1',
          acceptTerms: true,
        }),
      })
    for (let i = 0; i < 10; i++) expect((await order('customer@example.com')).status).toBe(409)
    const limited = await order('customer@example.com')
    expect(limited.status).toBe(429)
    // Over the limit, an e-mail with no account is refused the same way: the refusal tells nothing.
    expect((await order(`enum-order-${Date.now()}@example.com`)).status).toBe(429)
    expect((await accountCheck('customer@example.com', address)).status).toBe(429)
  })

  it('bad input is a 400 and does not spend the budget', async () => {
    const address = fakeAddress()
    for (let i = 0; i < 12; i++) expect((await accountCheck('not an address', address)).status).toBe(400)
    expect((await accountCheck('customer@example.com', address)).status).toBe(200)
  })
})

describe('sign-in answers and times do not tell whether an account exists', () => {
  it('customers: a wrong password and an unknown account get the same answer in about the same time (was 140 vs 8 ms)', async () => {
    const customer = await createCustomer('enum-timing')
    const { ratio, medians, answers } = await compare(
      timedCustomerSignIn,
      customer.email,
      `enum-nobody-${Date.now()}@example.com`,
    )
    expect(answers.existing.size).toBe(1)
    const [answer] = [...answers.existing]
    expect(answer).toMatch(/^401 /)
    expect(new URL(JSON.parse(answer.slice(4)).url).searchParams.get('error')).toBe('CredentialsSignin')
    expect([...answers.unknown]).toEqual([...answers.existing])
    console.log(`[enumeration] customer sign-in medians (ms): ${JSON.stringify(medians)}`)
    expect(ratio, `medians ${JSON.stringify(medians)}`).toBeGreaterThan(0.5)
    expect(ratio, `medians ${JSON.stringify(medians)}`).toBeLessThan(2)
  }, 120_000)

  it('staff: a wrong password and an unknown account get the same answer in about the same time (was 170 vs 14 ms)', async () => {
    const { ratio, medians, answers } = await compare(
      timedStaffSignIn,
      'editor@example.com',
      `enum-staff-nobody-${Date.now()}@example.com`,
    )
    expect(answers.existing.size).toBe(1)
    expect([...answers.existing][0]).toMatch(/^401 /)
    expect([...answers.unknown]).toEqual([...answers.existing])
    console.log(`[enumeration] staff sign-in medians (ms): ${JSON.stringify(medians)}`)
    expect(ratio, `medians ${JSON.stringify(medians)}`).toBeGreaterThan(0.5)
    expect(ratio, `medians ${JSON.stringify(medians)}`).toBeLessThan(2)
  }, 120_000)

  it('after repeated failures, existing and unknown accounts read the same (there is no "account locked" any more)', async () => {
    const customer = await createCustomer('enum-limit')
    const results: Record<string, { status: number; error: string | null; body: string }> = {}
    for (const email of [customer.email, `enum-limit-nobody-${Date.now()}@example.com`]) {
      const jar = new CookieJar()
      const seen: string[] = []
      for (let i = 0; i < 5; i++) {
        const res = await postAuthForm(jar, 'callback/credentials', { email, password: `wrong-password-${i}` })
        seen.push(`${res.status} ${new URL((await res.json()).url).searchParams.get('error')}`)
      }
      expect(seen).toEqual(Array(5).fill('401 CredentialsSignin'))
      const res = await postAuthForm(jar, 'callback/credentials', { email, password: 'wrong-password-6' })
      const body = await res.json()
      results[email === customer.email ? 'existing' : 'unknown'] = {
        status: res.status,
        error: new URL(body.url).searchParams.get('error'),
        body: body.error,
      }
    }
    expect(results.existing).toEqual({
      status: 429,
      error: 'RateLimited:15',
      body: 'Too many attempts — try again in 15 minutes.',
    })
    expect(results.unknown).toEqual(results.existing)
  })

  it('staff: after repeated failures, existing and unknown accounts read the same', async () => {
    const answers: string[] = []
    for (const email of ['support@example.com', `enum-staff-limit-${Date.now()}@example.com`]) {
      const jar = new CookieJar()
      for (let i = 0; i < 5; i++) {
        const res = await jar.fetch('/cms-api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: `wrong-password-${i}` }),
        })
        expect(res.status).toBe(401)
      }
      const res = await jar.fetch('/cms-api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-password-6' }),
      })
      answers.push(`${res.status} ${await res.text()}`)
    }
    expect(answers[0]).toBe(
      `429 ${JSON.stringify({ errors: [{ message: 'Too many attempts — try again in 15 minutes.' }] })}`,
    )
    expect(answers[1]).toBe(answers[0])
  })
})

describe('sign-up with an e-mail that has an account', () => {
  /** Submits the sign-up form as a browser without JavaScript, from its own address. */
  async function signUp(jar: CookieJar, values: Record<string, string>) {
    const page = await jar.fetch('/sign-up')
    const form = formWith(await page.text(), 'confirm')
    const body = new FormData()
    for (const [k, v] of form.hidden) body.append(k, v)
    for (const [k, v] of Object.entries(values)) body.append(k, v)
    const res = await jar.fetch('/sign-up', {
      method: 'POST',
      body,
      headers: { origin: BASE_URL, accept: 'text/html' },
    })
    return { status: res.status, html: await res.text() }
  }

  it('does not say "already an account": the visitor reads that a message was sent, the owner gets a note, nobody is signed in', async () => {
    const owner = await createCustomer('enum-signup')
    const jar = new CookieJar()
    const before = mailCount()
    const res = await signUp(jar, {
      name: 'Someone Else',
      email: owner.email,
      password: 'my-trailer-2027',
      confirm: 'my-trailer-2027',
    })
    expect(res.status).toBe(200)
    expect(res.html).not.toContain('already an account')
    expect(res.html).toContain(`We sent a message to ${owner.email}`)
    expect(jar.has(SESSION_COOKIE)).toBe(false)
    const mail = await waitForMail(owner.email, { after: before })
    expect(mail.subject).toBe('Someone tried to make a Pebble account with your e-mail')
    expect(mail.text).toContain(`${BASE_URL}/sign-in`)
    expect(mail.text).toContain(`${BASE_URL}/forgot-password`)
    // The owner's account is untouched: the old password still works.
    const found = await api(`/cms-api/customers?where[email][equals]=${encodeURIComponent(owner.email)}`, {
      headers: await staffAuth(),
    })
    expect((await found.json()).docs.map((d: { name: string }) => d.name)).toEqual(['Test enum-signup'])
    expect(
      (await postAuthForm(new CookieJar(), 'callback/credentials', { email: owner.email, password: DEMO_PASSWORD }))
        .status,
    ).toBe(200)
    expect(mailsTo(owner.email, before)).toHaveLength(1)
  })

  it('a new e-mail still makes the account and signs in', async () => {
    const jar = new CookieJar()
    const email = `enum-signup-new-${Date.now()}@example.com`
    const res = await signUp(jar, {
      name: 'New Person',
      email,
      password: 'my-trailer-2027',
      confirm: 'my-trailer-2027',
    })
    expect(res.status).toBe(200)
    expect(jar.has(SESSION_COOKIE)).toBe(true)
  })
})
