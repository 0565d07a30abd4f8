import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CookieJar, createCustomer, SESSION_COOKIE, sessionOf, signIn } from './auth-helpers'
import { SERVER_LOG } from './helpers'
import { postAuthForm } from './auth-helpers'
import { idleState } from '@/kit/forms/form-state'

/**
 * A password change signs out every other session and keeps the one that made it.
 *
 * The change is made by the real `changePassword` server action (src/auth/password/actions.ts),
 * run in this process against the test server's database, with `next/headers` standing in for
 * the request (no page hosts the form until the portal's account page does). Every effect is then
 * checked over HTTP against the running server: the old cookies are refused by next-auth's
 * session route and by the CMS API, the re-issued cookie works, and so does only the new password.
 */
const request = { cookies: new Map<string, string>(), address: '10.200.0.1' }
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => void request.cookies.set(name, value),
  }),
  headers: async () => new Headers({ 'x-forwarded-for': request.address }),
}))

let changePassword: typeof import('@/auth/password/actions').changePassword
let payload: import('payload').Payload

beforeAll(async () => {
  // The server's database and secrets (vitest's config points unit tests elsewhere).
  if (!SERVER_LOG) throw new Error('run through scripts/test.mjs (SERVER_LOG names the server data folder)')
  process.env.DATA_DIR = path.dirname(SERVER_LOG)
  // The server read its secrets from .env.local (Next.js skips it when NODE_ENV is test, and
  // vitest.config sets stand-ins for unit tests): use the server's, so its cookies verify here.
  if (existsSync('.env.local')) {
    for (const line of readFileSync('.env.local', 'utf8').split('\n')) {
      const match = /^([A-Z_]+)=(.*)$/.exec(line.trim())
      if (match) process.env[match[1]] = match[2]
    }
  }
  ;({ changePassword } = await import('@/auth/password/actions'))
  const { getPayload } = await import('payload')
  payload = await getPayload({ config: (await import('@/payload.config')).default })
})
afterAll(async () => {
  await payload?.destroy?.()
})

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return form
}

describe('session version', () => {
  it('a password change signs out the other session (next-auth and the CMS API), keeps this one, and only the new password works', async () => {
    const customer = await createCustomer('pw-change')
    const here = await signIn(customer.email, customer.password)
    const elsewhere = await signIn(customer.email, customer.password)
    expect((await sessionOf(elsewhere)).user?.email).toBe(customer.email)

    request.cookies = new Map([[SESSION_COOKIE, here.get(SESSION_COOKIE)!]])
    const newPassword = 'a-brand-new-pass-7'
    const result = await changePassword(
      idleState(),
      formOf({ current: customer.password, password: newPassword, confirm: newPassword }),
    )
    expect(result).toEqual({
      status: 'success',
      message: expect.stringContaining('every other device was signed out'),
      errors: {},
      values: {},
    })

    // The other session: refused everywhere, and its cookie is cleared.
    expect(await sessionOf(elsewhere)).toEqual({})
    expect(elsewhere.has(SESSION_COOKIE)).toBe(false)
    // This browser's old cookie is outdated too…
    expect(await sessionOf(here.clone())).toEqual({})
    // …but the action re-issued it at the new version: still signed in, for next-auth and Payload.
    const kept = new CookieJar()
    kept.set(SESSION_COOKIE, request.cookies.get(SESSION_COOKIE)!)
    expect((await sessionOf(kept)).user?.email).toBe(customer.email)
    expect((await (await kept.fetch('/cms-api/customers/me')).json()).user?.email).toBe(customer.email)

    expect(
      (
        await postAuthForm(new CookieJar(), 'callback/credentials', {
          email: customer.email,
          password: customer.password,
        })
      ).status,
    ).toBe(401)
    await signIn(customer.email, newPassword)
  })

  it('a wrong current password changes nothing and says which field is wrong', async () => {
    const customer = await createCustomer('pw-wrong')
    const jar = await signIn(customer.email, customer.password)
    request.cookies = new Map([[SESSION_COOKIE, jar.get(SESSION_COOKIE)!]])
    const result = await changePassword(
      idleState(),
      formOf({ current: 'not-my-password-1', password: 'another-pass-2026', confirm: 'another-pass-2026' }),
    )
    expect(result).toEqual({
      status: 'error',
      message: '',
      errors: { current: 'That is not your current password.' },
      values: {},
    })
    expect((await sessionOf(jar)).user?.email).toBe(customer.email)
    await signIn(customer.email, customer.password)
  })

  it('without a session the action refuses', async () => {
    request.cookies = new Map()
    const result = await changePassword(
      idleState(),
      formOf({ current: 'x', password: 'another-pass-2026', confirm: 'another-pass-2026' }),
    )
    expect(result.status).toBe('error')
    expect(result.message).toMatch(/Sign in again/)
  })
})
