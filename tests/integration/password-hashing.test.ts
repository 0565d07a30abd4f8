import { pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { CookieJar, createCustomer, postAuthForm, SESSION_COOKIE, signIn } from './auth-helpers'
import { placeOrder } from './deposit-helpers'
import { eventually, serverDatabase, storedPasswordHash } from './helpers'

/**
 * Customer passwords are stored as Argon2id (OWASP's parameters: 19 MiB, 2 passes, 1 lane);
 * accounts that still have Payload's PBKDF2-SHA256 hash sign in with it once, and that sign-in
 * stores an Argon2id hash in its place.
 */
const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/

const storedHash = storedPasswordHash

/** The hash Payload stored for every account before Argon2id (its `pbkdf2-sha256-v1:` form). */
async function givePbkdf2Hash(id: number, password: string) {
  const salt = randomBytes(32).toString('hex')
  const hash = `pbkdf2-sha256-v1:${pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')}`
  const payload = await serverDatabase()
  await payload.db.updateOne({ collection: 'customers', id, data: { hash, salt } })
  return hash
}

async function trySignIn(email: string, password: string) {
  const jar = new CookieJar()
  const res = await postAuthForm(jar, 'callback/credentials', { email, password })
  const error = new URL((await res.json()).url).searchParams.get('error')
  return { ok: res.status === 200 && jar.has(SESSION_COOKIE) && !error, status: res.status, error }
}

describe('new passwords are stored as Argon2id', () => {
  it('an account made at checkout: its password, stored after the answer, is an Argon2id hash that signs in', async () => {
    const email = `argon-checkout-${randomUUID()}@example.com`
    await placeOrder(email, 'adventure', { password: 'argon-checkout-pass-1' })
    await eventually(async () => Boolean((await storedHash(email)).hash))
    const stored = await storedHash(email)
    expect(stored.hash).toMatch(ARGON2ID)
    expect(stored.salt).toBeNull()
    expect(await trySignIn(email, 'argon-checkout-pass-2')).toMatchObject({ ok: false, error: 'CredentialsSignin' })
    await signIn(email, 'argon-checkout-pass-1')
  }, 30_000)

  it('a sign-in straight after the order, before its password was hashed, waits for the hash and signs in', async () => {
    // The first hash waits for a quiet moment (src/auth/password-queue.ts, at least one tick of
    // 50 ms): a sign-in sent on the order's answer comes before it, and hurries it.
    const email = `argon-at-once-${randomUUID()}@example.com`
    await placeOrder(email, 'adventure', { password: 'argon-at-once-pass-1' })
    expect(await trySignIn(email, 'argon-at-once-pass-1')).toMatchObject({ ok: true })
    expect((await storedHash(email)).hash).toMatch(ARGON2ID)
  }, 30_000)

  it('an account staff make through the CMS API: Argon2id too (not Payload’s PBKDF2); a wrong password fails', async () => {
    const customer = await createCustomer('argon-staff-made', 'argon-staff-pass-1')
    const stored = await storedHash(customer.email)
    expect(stored.hash).toMatch(ARGON2ID)
    expect(await trySignIn(customer.email, 'argon-staff-pass-2')).toMatchObject({
      ok: false,
      error: 'CredentialsSignin',
    })
    await signIn(customer.email, 'argon-staff-pass-1')
    expect((await storedHash(customer.email)).hash).toBe(stored.hash)
  }, 30_000)
})

describe('an account with a PBKDF2 hash from before', () => {
  it('a wrong password fails and changes nothing; the right one signs in and its hash becomes Argon2id, which then signs in', async () => {
    const customer = await createCustomer('pbkdf2-old', 'pbkdf2-old-pass-1')
    const old = await givePbkdf2Hash(customer.id, 'pbkdf2-old-pass-1')

    expect(await trySignIn(customer.email, 'pbkdf2-old-pass-2')).toMatchObject({
      ok: false,
      error: 'CredentialsSignin',
    })
    expect((await storedHash(customer.email)).hash).toBe(old)

    await signIn(customer.email, 'pbkdf2-old-pass-1')
    const rehashed = await storedHash(customer.email)
    expect(rehashed.hash).toMatch(ARGON2ID)
    expect(rehashed.salt).toBeNull()

    await signIn(customer.email, 'pbkdf2-old-pass-1')
    expect((await storedHash(customer.email)).hash).toBe(rehashed.hash)
    expect(await trySignIn(customer.email, 'pbkdf2-old-pass-2')).toMatchObject({
      ok: false,
      error: 'CredentialsSignin',
    })
  }, 60_000)

  it('four sign-ins at once with the right password: all signed in, one Argon2id hash left that signs in', async () => {
    const customer = await createCustomer('pbkdf2-race', 'pbkdf2-race-pass-1')
    await givePbkdf2Hash(customer.id, 'pbkdf2-race-pass-1')
    const results = await Promise.all(Array.from({ length: 4 }, () => trySignIn(customer.email, 'pbkdf2-race-pass-1')))
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true])
    expect((await storedHash(customer.email)).hash).toMatch(ARGON2ID)
    await signIn(customer.email, 'pbkdf2-race-pass-1')
  }, 60_000)
})
