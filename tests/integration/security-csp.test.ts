/**
 * Security probe: the Content-Security-Policy allowed 'unsafe-inline' scripts everywhere, the admin
 * and the pages where passwords and payments are typed included, and an editor's GTM container id
 * could run any script on /build. Now the admin and the private pages (src/config/routes.ts) get a
 * policy with a fresh nonce per response, Next.js puts it on each of its scripts, our one inline
 * script is allowed by its hash, and no analytics host is allowed there at all. Public pages are
 * prerendered for a CDN and keep the static policy (docs/security.md says why).
 */
import { describe, expect, it } from 'vitest'

import { api } from './helpers'

const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .find((d) => d.trim().startsWith('script-src'))!
    .trim()
    .split(/\s+/)
    .slice(1)
const nonceOf = (csp: string) =>
  scriptSrc(csp)
    .find((v) => v.startsWith("'nonce-"))
    ?.slice(7, -1)

/** Every executable <script> in the HTML (JSON-LD data blocks are not run). */
const scripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs))

describe('pages that take passwords, payments or mailed tokens, and the admin', () => {
  it.each([
    '/sign-in',
    '/sign-up',
    '/forgot-password',
    '/reset-password?token=abc',
    '/newsletter/confirm?token=abc',
    '/build',
    '/admin/login',
  ])("%s: scripts need this response's nonce", async (path) => {
    const first = await api(path)
    const second = await api(path)
    const csp = first.headers.get('content-security-policy')!
    const nonce = nonceOf(csp)
    expect(nonce, csp).toBeTruthy()
    expect(scriptSrc(csp)).toContain("'strict-dynamic'")
    // A nonce is used once: the next response has another.
    expect(nonceOf(second.headers.get('content-security-policy')!)).not.toBe(nonce)
    // No analytics host may load a script here, whatever an editor configured.
    expect(csp).not.toMatch(/googletagmanager|facebook|google-analytics/)
    const html = await first.text()
    const found = scripts(html)
    expect(found.length).toBeGreaterThan(0)
    for (const attrs of found) {
      // Each script carries the nonce, or is our own inline script allowed by its hash.
      if (!attrs.includes(`nonce="${nonce}"`))
        expect(
          scriptSrc(csp).some((v) => v.startsWith("'sha256-")),
          attrs,
        ).toBe(true)
    }
    expect(found.filter((attrs) => attrs.includes(`nonce="${nonce}"`)).length).toBeGreaterThan(0)
  })
})
