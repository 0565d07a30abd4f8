/**
 * The actors of the authorization tests, each an HTTP client with its own cookies:
 * anonymous, a customer signed in through next-auth's credentials flow, and an editor signed in
 * to Payload. Redirects are never followed, so a test sees the exact answer of each request.
 */
import { BASE_URL } from './helpers'

export const DEMO_PASSWORD = 'pebble-demo-2026'
export const CUSTOMER_A = 'customer@example.com'
export const CUSTOMER_B = 'other@example.com'

/** A Location on this site as a path (Next.js answers some redirects with absolute URLs, others relative). */
const sitePath = (location: string | null) => {
  if (!location) return location
  const url = new URL(location, BASE_URL)
  return url.origin === new URL(BASE_URL).origin ? url.pathname + url.search : location
}

export class Actor {
  private cookies = new Map<string, string>()
  constructor(readonly name: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    // What a browser sends with every request (Payload accepts its staff cookie only from this site).
    if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin')
    const res = await fetch(`${BASE_URL}${path}`, { ...init, headers, redirect: 'manual' })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      const key = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(key)
      else this.cookies.set(key, value)
    }
    return res
  }

  /** The cookies this actor holds, as a Cookie header. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  /** GETs a page and returns its status, Location and HTML. */
  async page(path: string) {
    const res = await this.request(path)
    return {
      status: res.status,
      location: sitePath(res.headers.get('location')),
      cacheControl: res.headers.get('cache-control') ?? '',
      html: await res.text(),
    }
  }

  /**
   * Submits a form the way a browser without JavaScript does: a multipart POST to the page with
   * the server action's hidden fields (as React rendered them) plus the given values.
   */
  async submit(path: string, form: HiddenForm, values: Record<string, string>) {
    const body = new FormData()
    for (const [k, v] of form.hidden) body.append(k, v)
    for (const [k, v] of Object.entries(values)) body.append(k, v)
    const res = await this.request(path, { method: 'POST', body, headers: { origin: BASE_URL, accept: 'text/html' } })
    return { status: res.status, location: sitePath(res.headers.get('location')), html: await res.text() }
  }
}

export const anonymous = () => new Actor('anonymous')

/** A customer signed in with e-mail and password through next-auth (csrf token, then the credentials callback). */
export async function customer(email: string, name = email): Promise<Actor> {
  const actor = new Actor(name)
  const csrf = await actor.request('/api/auth/csrf')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const res = await actor.request('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      csrfToken,
      email,
      password: DEMO_PASSWORD,
      callbackUrl: `${BASE_URL}/customer-portal/my-pebble`,
      json: 'true',
    }),
  })
  if (res.status >= 400) throw new Error(`sign-in as ${email} failed: ${res.status}`)
  const session = await (await actor.request('/api/auth/session')).json()
  if (!session?.user?.id) throw new Error(`sign-in as ${email} gave no session`)
  return actor
}

/** An editor signed in to Payload (its cookie); not a customer. */
export async function editor(): Promise<Actor> {
  const actor = new Actor('editor')
  const res = await actor.request('/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@example.com', password: DEMO_PASSWORD }),
  })
  if (!res.ok) throw new Error(`editor login failed: ${res.status}`)
  return actor
}

/** Headers for the CMS API as a customer: their next-auth session cookie (Payload's own customer login is closed). */
export async function customerHeaders(email: string): Promise<Record<string, string>> {
  return { cookie: (await customer(email)).cookieHeader(), 'content-type': 'application/json' }
}

export type HiddenForm = { hidden: [string, string][] }

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The hidden server-action fields of the form on the page that has a field named `fieldName`. */
export function formWith(html: string, fieldName: string): HiddenForm {
  const forms = html.match(/<form[\s\S]*?<\/form>/g) ?? []
  const form = forms.find((f) => f.includes(`name="${fieldName}"`))
  if (!form) throw new Error(`no form with a "${fieldName}" field on the page`)
  const hidden: [string, string][] = []
  for (const input of form.match(/<input[^>]*>/g) ?? []) {
    const name = input.match(/name="([^"]*)"/)?.[1]
    if (!name || !name.startsWith('$ACTION')) continue
    hidden.push([unescape(name), unescape(input.match(/value="([^"]*)"/)?.[1] ?? '')])
  }
  if (hidden.length === 0) throw new Error('the form has no server-action fields')
  return { hidden }
}
