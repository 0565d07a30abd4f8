/**
 * Security probe: open redirect after sign-in (docs/security.md). `callbackUrl` values that are
 * paths only before normalising — `/.//evil.com/landing` resolves to `//evil.com/landing`, another
 * host — sent the signed-in customer to evil.com. Every place the site reads a callbackUrl must
 * now answer with a page of this site: the sign-in page (form and "Continue"), the sign-up page,
 * and next-auth's own redirect.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { type Actor, anonymous, CUSTOMER_A, customer } from './actors'
import { CookieJar, postAuthForm } from './auth-helpers'
import { BASE_URL } from './helpers'

const ORIGIN = new URL(BASE_URL).origin
const AS_FOUND = ['/.//evil.com/landing', '/a/..//evil.com', '/%2e%2e//evil.com']
const MORE = [
  '/%2E%2E//evil.com',
  '/./%2e/..//evil.com',
  '/%2f%2fevil.com',
  '/%5cevil.com',
  `${ORIGIN}//evil.com/x`,
  'https://evil.com/',
  '//evil.com',
  '/\\evil.com',
]
const DEFAULT_AFTER_SIGN_IN = '/customer-portal/my-pebble'

const unescapeHtml = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
/** The href of the first link whose text is `text`. */
function linkHref(html: string, text: string): string | null {
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    if (match[2].replace(/<[^>]+>/g, '').trim() === text) return unescapeHtml(match[1])
  }
  return null
}
/** Where a browser on `page` goes when it follows `href`. */
const followed = (href: string, page: string) => new URL(href, new URL(page, BASE_URL))

let signedIn: Actor
beforeAll(async () => {
  signedIn = await customer(CUSTOMER_A, 'A')
})

describe('callbackUrl after sign-in stays on this site', () => {
  it.each([...AS_FOUND, ...MORE])(
    'signed in, /sign-in?callbackUrl=%s continues to a page of this site',
    async (callbackUrl) => {
      const page = `/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`
      const res = await signedIn.page(page)
      expect(res.status).toBe(200)
      const href = linkHref(res.html, 'Continue')
      expect(href).toBeTruthy()
      const target = followed(href!, page)
      expect(target.origin).toBe(ORIGIN)
      expect(target.pathname).toBe(DEFAULT_AFTER_SIGN_IN)
    },
  )

  it.each(AS_FOUND)('anonymous, /sign-in?callbackUrl=%s hands the form a page of this site', async (callbackUrl) => {
    const page = `/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`
    const res = await anonymous().page(page)
    expect(res.status).toBe(200)
    // The form and the "Create an account" link carry the same, checked, callbackUrl.
    const signUp = linkHref(res.html, 'Create an account')
    expect(signUp).toBeTruthy()
    expect(new URL(signUp!, BASE_URL).searchParams.get('callbackUrl')).toBe(DEFAULT_AFTER_SIGN_IN)
    // The form's prop, in the page's RSC payload (a JSON string inside a script: quotes escaped).
    const props = res.html.replace(/\\"/g, '"')
    expect(props).toContain(`"callbackUrl":"${DEFAULT_AFTER_SIGN_IN}"`)
    expect(props).not.toMatch(/"callbackUrl":"[^"]*evil\.com/)
  })

  it.each(AS_FOUND)('/sign-up?callbackUrl=%s carries a page of this site', async (callbackUrl) => {
    const res = await anonymous().page(`/sign-up?callbackUrl=${encodeURIComponent(callbackUrl)}`)
    expect(res.status).toBe(200)
    const signIn = linkHref(res.html, 'Sign in')
    expect(new URL(signIn!, BASE_URL).searchParams.get('callbackUrl')).toBe(DEFAULT_AFTER_SIGN_IN)
    expect(res.html).toContain(`value="${DEFAULT_AFTER_SIGN_IN}"`)
  })

  it.each([...AS_FOUND, ...MORE])(
    "next-auth's redirect for callbackUrl=%s is a page of this site",
    async (callbackUrl) => {
      const res = await postAuthForm(new CookieJar(), 'callback/credentials', {
        email: CUSTOMER_A,
        password: 'pebble-demo-2026',
        callbackUrl,
      })
      expect(res.status).toBe(200)
      const { url } = (await res.json()) as { url: string }
      const target = followed(url, '/sign-in')
      expect(target.origin).toBe(ORIGIN)
      expect(target.pathname).not.toMatch(/^\/[/\\]/)
      expect(url).toBe(BASE_URL)
    },
  )

  it('a callbackUrl on this site still works, normalised', async () => {
    const res = await signedIn.page(
      `/sign-in?callbackUrl=${encodeURIComponent('/customer-portal/./order-history?x=1')}`,
    )
    expect(linkHref(res.html, 'Continue')).toBe('/customer-portal/order-history?x=1')
    const auth = await postAuthForm(new CookieJar(), 'callback/credentials', {
      email: CUSTOMER_A,
      password: 'pebble-demo-2026',
      callbackUrl: '/a/../customer-portal/account',
    })
    expect(((await auth.json()) as { url: string }).url).toBe(`${BASE_URL}/customer-portal/account`)
  })
})
