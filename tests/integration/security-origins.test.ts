/**
 * Security probe: staff cookies were accepted from any Origin on /cms-api (SameSite=Lax was the
 * only guard, and it lets a top-level form POST from another site through in older browsers and
 * any request from a sibling subdomain). Now Payload counts its cookie only on requests from this
 * site (`csrf` in payload.config.ts): another Origin, or no Origin with a cross-site
 * Sec-Fetch-Site, is a visitor who is not signed in.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { api, BASE_URL, editorCookie } from './helpers'

let cookie: string
const site = new URL(BASE_URL).origin
const me = async (headers: Record<string, string>) =>
  ((await (await api('/cms-api/users/me', { headers: { cookie, ...headers } })).json()) as { user: unknown }).user

beforeAll(async () => {
  cookie = await editorCookie()
})

describe('a staff cookie on /cms-api', () => {
  it('signs in requests from this site', async () => {
    expect(await me({ origin: site })).toMatchObject({ email: 'editor@example.com' })
    expect(await me({ 'sec-fetch-site': 'same-origin' })).toMatchObject({ email: 'editor@example.com' })
  })

  it('is ignored on a request from another origin (as found: it signed the editor in)', async () => {
    expect(await me({ origin: 'https://evil.example' })).toBeNull()
    expect(await me({ origin: 'http://127.0.0.1.evil.example' })).toBeNull()
  })

  it('is ignored without an Origin when the browser says the request is cross-site', async () => {
    expect(await me({ 'sec-fetch-site': 'cross-site' })).toBeNull()
  })

  it('cannot change content from another origin', async () => {
    const page = (
      (await (await api('/cms-api/pages?limit=1&depth=0', { headers: { cookie, origin: site } })).json()) as {
        docs: { id: number; title: string }[]
      }
    ).docs[0]
    const res = await api(`/cms-api/pages/${page.id}`, {
      method: 'PATCH',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Changed from another site' }),
    })
    expect(res.status).toBe(403)
    const after = (await (
      await api(`/cms-api/pages/${page.id}?depth=0&draft=true`, { headers: { cookie, origin: site } })
    ).json()) as { title: string }
    expect(after.title).not.toBe('Changed from another site')
  })
})
