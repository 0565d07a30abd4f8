import { describe, expect, it } from 'vitest'

import { answeringUnavailable, isDatabaseUnavailable } from '@/db/unavailable'
import { DatabaseBusyError } from '@/db/writer-gate'

const wrapped = (cause: unknown) => new Error('Failed query: select count(*) from "customers"', { cause })

describe('database trouble is a 503, a bug is not (src/db/unavailable.ts)', () => {
  it('recognises the pool, lock and statement timeouts, an unreachable server and a busy SQLite writer, wrapped or not', () => {
    expect(isDatabaseUnavailable(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true)
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('canceling statement'), { code: '55P03' })))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('canceling statement'), { code: '57014' })))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable(new DatabaseBusyError())).toBe(true)
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
  })

  it('answers 503 JSON with Retry-After for database trouble, and lets any other error through', async () => {
    const busy = answeringUnavailable('test', async () => {
      throw wrapped(new Error('timeout exceeded when trying to connect'))
    })
    const res = await busy()
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('2')
    expect((await res.json()).error).toMatch(/try again/)
    const buggy = answeringUnavailable('test', async () => {
      throw new TypeError('a bug')
    })
    await expect(buggy()).rejects.toThrow('a bug')
  })
})
