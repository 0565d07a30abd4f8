import { createHash, createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { staffTokenChecker } from '../../scripts/lib/staff-token.mjs'

const SECRET = 'a-test-only-payload-secret-0123456789'
/** A token as Payload signs it (payload/dist/auth/jwt.js, with jose): HS256 keyed with the first 32 hex characters of sha256(secret). */
const sign = async (claims: Record<string, unknown>, secret = SECRET, expiresIn = 3600) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, iat: now, exp: now + expiresIn })}`
  const key = createHash('sha256').update(secret).digest('hex').slice(0, 32)
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`
}
const request = (headers: Record<string, string>) => ({ headers }) as never

describe('a staff token, checked at the server before the app (scripts/lib/staff-token.mjs)', () => {
  const carries = staffTokenChecker(SECRET)

  it('accepts a staff JWT in the Authorization header or the payload-token cookie', async () => {
    const token = await sign({ collection: 'users', id: 1, email: 'editor@example.com' })
    expect(carries(request({ authorization: `JWT ${token}` }))).toBe(true)
    expect(carries(request({ cookie: `theme=dark; payload-token=${token}` }))).toBe(true)
  })

  it('refuses a token signed with another secret, an expired one, a customer token, garbage and none', async () => {
    expect(
      carries(request({ authorization: `JWT ${await sign({ collection: 'users' }, 'another-secret-entirely-000')}` })),
    ).toBe(false)
    expect(carries(request({ authorization: `JWT ${await sign({ collection: 'users' }, SECRET, -60)}` }))).toBe(false)
    expect(carries(request({ authorization: `JWT ${await sign({ collection: 'customers' })}` }))).toBe(false)
    expect(carries(request({ authorization: 'JWT a.b.c' }))).toBe(false)
    expect(carries(request({ cookie: 'payload-token=x' }))).toBe(false)
    expect(carries(request({}))).toBe(false)
  })
})
