import { randomBytes } from 'node:crypto'

import { api, BASE_URL, staffLogin } from './helpers'

export const DEMO_PASSWORD = 'pebble-demo-2026'

/**
 * A made-up client address per test (sent as X-Forwarded-For), so one test's rate-limit budget
 * never leaks into another's. See src/rate-limit/client-address.ts for why the server trusts it.
 */
export const fakeAddress = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`

/** Collects Set-Cookie answers into a Cookie header, like a browser's jar for one site. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()
  constructor(readonly address = fakeAddress()) {}
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attrs.some((a) => /max-age=0\b/i.test(a) || /expires=thu, 01 jan 1970/i.test(a))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return res
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  has(name: string) {
    return this.cookies.has(name)
  }
  get(name: string) {
    return this.cookies.get(name)
  }
  set(name: string, value: string) {
    this.cookies.set(name, value)
  }
  clone() {
    const copy = new CookieJar(this.address)
    for (const [k, v] of this.cookies) copy.set(k, v)
    return copy
  }
  /** A request with this jar's cookies and client address; the answer's cookies are kept. */
  async fetch(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    if (this.header) headers.set('cookie', this.header)
    headers.set('x-forwarded-for', this.address)
    return this.take(await api(path, { redirect: 'manual', ...init, headers }))
  }
}

export const SESSION_COOKIE = 'next-auth.session-token'

export async function csrfToken(jar: CookieJar): Promise<string> {
  const res = await jar.fetch('/api/auth/csrf')
  return ((await res.json()) as { csrfToken: string }).csrfToken
}

/**
 * How a next-auth POST's body is written: its client's form; the same fields as JSON (next-auth 4
 * reads that too); or a form with a decoy `email` first (next-auth keeps the last of repeated fields).
 */
export type AuthEncoding = 'form' | 'json' | 'form, decoy e-mail first'
export const AUTH_ENCODINGS: AuthEncoding[] = ['form', 'json', 'form, decoy e-mail first']

/** POST to a next-auth route like its client (csrfToken, callbackUrl and json), in the given encoding. */
export async function postAuth(
  jar: CookieJar,
  route: string,
  fields: Record<string, string>,
  { withCsrf = true, encoding = 'form' as AuthEncoding } = {},
) {
  const all: Record<string, string> = { callbackUrl: `${BASE_URL}/customer-portal/my-pebble`, json: 'true', ...fields }
  if (withCsrf) all.csrfToken = await csrfToken(jar)
  if (encoding === 'json')
    return jar.fetch(`/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(all),
    })
  const body = new URLSearchParams(
    encoding === 'form' ? [] : [['email', `decoy-${randomBytes(4).toString('hex')}@example.com`]],
  )
  for (const [name, value] of Object.entries(all)) body.append(name, value)
  return jar.fetch(`/api/auth/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
}

/** POST to a next-auth route the way its client does: form-encoded, with csrfToken, callbackUrl and json. */
export const postAuthForm = (jar: CookieJar, route: string, fields: Record<string, string>, { withCsrf = true } = {}) =>
  postAuth(jar, route, fields, { withCsrf })

export async function signIn(email: string, password = DEMO_PASSWORD, jar = new CookieJar()) {
  const res = await postAuthForm(jar, 'callback/credentials', { email, password })
  if (res.status !== 200 || !jar.has(SESSION_COOKIE))
    throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`)
  return jar
}

export async function sessionOf(jar: CookieJar) {
  return (await (await jar.fetch('/api/auth/session')).json()) as {
    user?: { id: string; name: string; email: string }
    expires?: string
  }
}

/**
 * One admin token per test file: concurrent Payload logins of the same user race on its
 * sessions list, and the loser's token stops working.
 */
let staff: Promise<Record<string, string>> | undefined
export const staffAuth = () => (staff ??= staffLogin('admin'))

/** A fresh customer made by an admin through the CMS API (so tests never use up the demo accounts' budgets). */
export async function createCustomer(prefix: string, password = DEMO_PASSWORD) {
  const email = `${prefix}-${randomBytes(4).toString('hex')}@example.com`
  const res = await api('/cms-api/customers', {
    method: 'POST',
    headers: await staffAuth(),
    body: JSON.stringify({ name: `Test ${prefix}`, email, password }),
  })
  if (res.status !== 201) throw new Error(`creating ${email} failed: ${res.status} ${await res.text()}`)
  const { doc } = (await res.json()) as { doc: { id: number } }
  return { id: doc.id, email, password }
}

/** GraphQL over /cms-api/graphql with a cookie jar or an Authorization header. */
export async function graphql(
  query: string,
  auth: CookieJar | Record<string, string> | null,
  variables?: Record<string, unknown>,
) {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' } as Record<string, string>,
    body: JSON.stringify({ query, variables }),
  }
  if (auth instanceof CookieJar) return auth.fetch('/cms-api/graphql', init)
  return api('/cms-api/graphql', { ...init, headers: { ...init.headers, ...(auth ?? {}) } })
}
