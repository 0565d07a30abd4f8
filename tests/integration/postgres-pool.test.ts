import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCustomer, fakeAddress } from './auth-helpers'
import { localSecrets, type SpareServer, startSpareServer } from './ops-servers'

/**
 * The Postgres pool exhausted (src/db/postgres-pool.ts): an instance with a pool of 2, while a
 * lock held elsewhere stalls every query on the customers table. Requests that need the database
 * queue for a connection or wait on the lock, and each gets an answer within the pool's 5 s
 * limits: a 503 with a JSON message and Retry-After, never a 500 or a hang. Pages that need no
 * database answer as usual, and once the lock is gone the same request succeeds.
 */
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
let server: SpareServer

describe.runIf(onPostgres)('the Postgres pool exhausted', () => {
  beforeAll(async () => {
    server = await startSpareServer(4, 'postgres-pool', { ...localSecrets(), DATABASE_POOL_MAX: '2' })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  const accountCheck = (email: string) => {
    const started = Date.now()
    return fetch(`${server.url}/api/build/account-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': fakeAddress() },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(30_000),
    }).then(async (res) => ({
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.text(),
      ms: Date.now() - started,
    }))
  }

  it('answers every request with a 503 or its result within the pool’s limits, and recovers', async () => {
    const customer = await createCustomer('pool-exhausted')
    // The page is rendered once before the lock: a cached page needs no database.
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/charging`)).status).toBe(200)
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await holder.connect()
    try {
      await holder.query('BEGIN')
      await holder.query('LOCK TABLE customers IN ACCESS EXCLUSIVE MODE')
      const crowd = Array.from({ length: 6 }, () => accountCheck(customer.email))
      const page = await fetch(`${server.url}/charging`, { signal: AbortSignal.timeout(10_000) })
      expect(page.status).toBe(200)
      const answers = await Promise.all(crowd)
      await holder.query('ROLLBACK')
      for (const answer of answers) {
        expect([200, 503], answer.body.slice(0, 200)).toContain(answer.status)
        // Four at a time get past admission; each waits at most 5 s for a connection and then 5 s
        // on the lock, so the last of six is answered within three such waits.
        expect(answer.ms).toBeLessThan(20_000)
        if (answer.status === 503) {
          expect(JSON.parse(answer.body).error).toMatch(/try again/i)
          expect(Number(answer.retryAfter)).toBeGreaterThan(0)
        }
      }
      expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0)
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined)
      await holder.end()
    }
    const after = await accountCheck(customer.email)
    expect(after.status).toBe(200)
    expect(JSON.parse(after.body)).toEqual({ exists: true })
  }, 120_000)
})
