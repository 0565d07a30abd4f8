import { describe, expect, it } from 'vitest'

import { linkIn, mailCount, waitForMail } from '../e2e/mail'
import { formWith } from './actors'
import { CookieJar, createCustomer, postAuthForm, sessionOf, signIn } from './auth-helpers'
import { api, BASE_URL, serverDatabase } from './helpers'

/**
 * Mailed links die with time: a reset link after RESET_LINK_MINUTES, a sign-in link after
 * SIGN_IN_LINK_MINUTES (src/auth/tokens/lifetimes.ts). Rather than wait an hour, each test moves
 * its link's expiry (the stored token's `expires`) to a minute ago, which is what the passing of
 * that time does to it, and checks that the server then refuses the link and changes nothing.
 */
async function expireLinks(email: string, purpose: 'password-reset' | 'sign-in-link') {
  const payload = await serverDatabase()
  const { docs } = await payload.update({
    collection: 'verification-tokens',
    where: { identifier: { equals: email }, purpose: { equals: purpose } },
    data: { expires: new Date(Date.now() - 60_000).toISOString() },
    overrideAccess: true,
  })
  expect(docs.length).toBeGreaterThan(0)
}

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search
// React writes `<!-- -->` between a text and the number in it.
const EXPIRED_PAGE =
  /This reset link has expired or was already used\. Reset links work once, for (<!-- -->)?\d+(<!-- -->)? minutes\./

describe('mailed links expire', () => {
  it('a password reset link past its time shows "expired", and the form it showed sets nothing', async () => {
    const customer = await createCustomer('expiry-reset')
    const before = mailCount()
    const forgot = await api('/forgot-password')
    const request = new FormData()
    for (const [k, v] of formWith(await forgot.text(), 'email').hidden) request.append(k, v)
    request.append('email', customer.email)
    const asked = await api('/forgot-password', {
      method: 'POST',
      body: request,
      headers: { origin: BASE_URL, accept: 'text/html' },
    })
    expect(asked.status).toBe(200)
    const link = linkIn(
      await waitForMail(customer.email, { after: before, subject: /Reset your Pebble password/ }),
      '/reset-password',
    )
    const live = await (await api(pathOf(link))).text()
    expect(live).toContain('name="password"')
    expect(live).not.toMatch(EXPIRED_PAGE)

    await expireLinks(customer.email, 'password-reset')
    const expired = await (await api(pathOf(link))).text()
    expect(expired).toMatch(EXPIRED_PAGE)
    expect(expired).not.toContain('name="password"')

    // The form loaded while the link was live, sent after it expired: refused, password unchanged.
    const reset = new FormData()
    for (const [k, v] of formWith(live, 'password').hidden) reset.append(k, v)
    reset.append('token', new URL(link).searchParams.get('token')!)
    reset.append('password', 'a-brand-new-password-1')
    reset.append('confirm', 'a-brand-new-password-1')
    const late = await api('/reset-password', {
      method: 'POST',
      body: reset,
      headers: { origin: BASE_URL, accept: 'text/html' },
    })
    expect(late.status).toBe(200)
    expect(await late.text()).toContain('This reset link has expired or was already used. Ask for a new one.')
    expect((await sessionOf(await signIn(customer.email, customer.password))).user?.email).toBe(customer.email)
    const newPassword = await postAuthForm(new CookieJar(), 'callback/credentials', {
      email: customer.email,
      password: 'a-brand-new-password-1',
    })
    expect(newPassword.status).toBe(401)
  })

  it('a sign-in link past its time signs no one in and sends the visitor to the sign-in page with the reason', async () => {
    const customer = await createCustomer('expiry-link')
    const before = mailCount()
    const res = await postAuthForm(new CookieJar(), 'signin/email', { email: customer.email })
    expect(res.status).toBe(200)
    const link = linkIn(
      await waitForMail(customer.email, { after: before, subject: /sign-in link/ }),
      '/api/auth/callback/email',
    )
    await expireLinks(customer.email, 'sign-in-link')

    const jar = new CookieJar()
    const late = await jar.fetch(pathOf(link))
    expect(late.status).toBe(302)
    expect(late.headers.get('location')).toBe(`${BASE_URL}/api/auth/error?error=Verification`)
    expect((await sessionOf(jar)).user).toBeUndefined()
  })
})
