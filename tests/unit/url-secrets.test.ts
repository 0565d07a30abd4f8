import { describe, expect, it } from 'vitest'

import { FORGET_URL_SECRETS_SCRIPT, withoutUrlSecrets } from '@/kit/url/url-secrets'

/** Runs the inline script against a fake location and history; returns the URL it left. */
function runScript(href: string): string {
  let current = href
  const location = { href }
  const history = {
    state: { keep: true },
    replaceState: (_state: unknown, _title: string, url: string) => (current = new URL(url, href).href),
  }
  new Function('location', 'history', FORGET_URL_SECRETS_SCRIPT)(location, history)
  return current
}

const BASE = 'http://127.0.0.1:3500'
const CASES: [string, string | null][] = [
  ['/reset-password?token=abc123', '/reset-password'],
  ['/customer-portal/account/confirm-email?token=abc&x=1#top', '/customer-portal/account/confirm-email?x=1#top'],
  [`/sign-in?callbackUrl=${encodeURIComponent('/customer-portal/account/confirm-email?token=abc')}`, '/sign-in'],
  [`/sign-in?callbackUrl=${encodeURIComponent('/customer-portal/account')}&error=x`, null],
  ['/sign-in?error=Verification', null],
  ['/charging', null],
]

describe('mailed tokens leave the address bar', () => {
  it.each(CASES)('%s -> %s', (path, clean) => {
    expect(withoutUrlSecrets(`${BASE}${path}`)).toBe(clean)
  })

  it.each(CASES)('the inline script does the same for %s', (path, clean) => {
    expect(runScript(`${BASE}${path}`)).toBe(`${BASE}${clean ?? path}`)
  })
})
