import { readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { JOBS_INTERVAL_MS, JOBS_LEADER_LOCK_KEY } from '@/content/publishing/jobs'

import { startRedis } from '../../scripts/lib/redis.mjs'
import { startServer } from '../../scripts/lib/steps.mjs'
import { CookieJar, createCustomer, fakeAddress } from './auth-helpers'
import { api, BASE_URL, eventually, serverDatabase, staffLogin } from './helpers'
import { localSecrets } from './ops-servers'

/**
 * Several instances of the site on one database, as behind a load balancer: the test server (A)
 * plus three more started here on the same build and data. B and C share a Redis (REDIS_URL);
 * D counts in its own memory (A too on SQLite; on Postgres `npm test` gives A the Redis as well).
 * - Rate limits: failed sign-ins split across B and C meet the limit at the same count as on one
 *   server; split across A and D (no store in common) they get twice as far.
 * - Jobs (Postgres): one instance at a time runs the queue (the advisory lock's holder); when it
 *   dies another takes over; a job left `processing` by a killed instance runs again.
 */
type Server = Awaited<ReturnType<typeof startServer>>
const basePort = Number(new URL(BASE_URL).port) + 60
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

const logOf = (name: string) => path.resolve(process.env.TEST_DATA_DIR ?? '.test-data', `scale-out-${name}.log`)
const start = (name: string, port: number, redisUrl: string) =>
  startServer({
    port,
    env: {
      ...localSecrets(),
      DATA_DIR: process.env.TEST_DATA_DIR!,
      NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
      REDIS_URL: redisUrl,
    },
    logFile: logOf(name),
  }) as Promise<Server>

let redis: { url: string; stop?: () => Promise<void> }
const servers: Record<'B' | 'C' | 'D', Server | null> = { B: null, C: null, D: null }

beforeAll(async () => {
  redis = process.env.PEBBLE_TEST_REDIS_URL
    ? { url: process.env.PEBBLE_TEST_REDIS_URL }
    : await startRedis({ port: basePort + 6000, log: () => {} })
  const [b, c, d] = await Promise.all([
    start('B', basePort, redis.url),
    start('C', basePort + 1, redis.url),
    start('D', basePort + 2, ''),
  ])
  Object.assign(servers, { B: b, C: c, D: d })
}, 240_000)
afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s?.stop()))
  await redis?.stop?.()
}, 60_000)

const urlOf = (server: Server | null | 'A') => (server === 'A' ? BASE_URL : server!.url)

/** One failed password sign-in at `base`, through next-auth like the sign-in page, from the jar's address. */
async function wrongPassword(base: string, jar: CookieJar, email: string): Promise<Response> {
  const send = async (route: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (jar.header) headers.set('cookie', jar.header)
    headers.set('x-forwarded-for', jar.address)
    headers.set('sec-fetch-site', 'same-origin')
    return jar.take(await fetch(`${base}${route}`, { redirect: 'manual', ...init, headers }))
  }
  const { csrfToken } = (await (await send('/api/auth/csrf')).json()) as { csrfToken: string }
  const body = new URLSearchParams({
    email,
    password: `wrong-password-${Math.random()}`,
    csrfToken,
    callbackUrl: `${base}/customer-portal/my-pebble`,
    json: 'true',
  })
  return send('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
}

/** Wrong passwords for one new account from one address, alternating between `bases`; the attempt that was first refused. */
async function firstRefusal(bases: string[], max = 14) {
  const customer = await createCustomer('scale-out')
  const jar = new CookieJar(fakeAddress())
  for (let attempt = 1; attempt <= max; attempt++) {
    const res = await wrongPassword(bases[(attempt - 1) % bases.length], jar, customer.email)
    if (res.status === 429)
      return { attempt, retryAfter: Number(res.headers.get('retry-after')), error: (await res.json()).error }
    expect(res.status).toBe(401)
  }
  return { attempt: Infinity, retryAfter: 0, error: '' }
}

describe('rate limits across instances', () => {
  it('one server: the 6th wrong password from one address on one account is refused', async () => {
    const refused = await firstRefusal([urlOf('A')])
    expect(refused).toMatchObject({ attempt: 6, error: 'Too many attempts — try again in 15 minutes.' })
  })

  it('two servers sharing Redis: the same 6th attempt is refused, with the same answer', async () => {
    const refused = await firstRefusal([urlOf(servers.B), urlOf(servers.C)])
    expect(refused).toMatchObject({ attempt: 6, error: 'Too many attempts — try again in 15 minutes.' })
    expect(refused.retryAfter).toBeGreaterThan(14 * 60)
    expect(refused.retryAfter).toBeLessThanOrEqual(15 * 60)
  })

  it('two servers without a shared store each count their own half: the guesser gets twice as far', async () => {
    const refused = await firstRefusal([urlOf('A'), urlOf(servers.D)])
    expect(refused.attempt).toBe(11)
  })
})

describe.runIf(onPostgres)('one job runner at a time (Postgres advisory lock)', () => {
  let db: pg.Client
  let payload: Awaited<ReturnType<typeof serverDatabase>>
  const hi = Number(JOBS_LEADER_LOCK_KEY >> 32n)
  const lo = Number(JOBS_LEADER_LOCK_KEY & 0xffffffffn)

  beforeAll(async () => {
    db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    payload = await serverDatabase()
  })
  afterAll(async () => {
    await db?.end()
  })

  /** Sessions holding the jobs lock (pid of the backend; the instance's pid is in application_name). */
  const holders = async () =>
    (
      await db.query<{ backend: number; name: string }>(
        `SELECT a.pid AS backend, a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND l.classid::bigint = $1 AND l.objid::bigint = $2`,
        [hi, lo],
      )
    ).rows
  const instancePid = (name: string) => Number(/^pebble-jobs:(\d+)$/.exec(name)?.[1])
  // `npm test` runs every server with a short JOBS_INTERVAL_MS (scripts/test.mjs), the same in
  // this process: the waits for "nobody ran it" are counted in ticks. What must happen is awaited
  // with room to spare (eventually returns as soon as it has): at a short tick, a takeover's or a
  // publish's own time on a loaded machine would otherwise be most of the window.
  const tick = JOBS_INTERVAL_MS
  const within = (ticks: number) => Math.max(ticks * tick, 20_000)
  const made: number[] = []

  // The posts these tests publish would be the newest on the site, untagged, for every test after
  // them: removed through the server, whose hooks expire its cache.
  afterAll(async () => {
    const admin = await staffLogin('admin')
    for (const id of made) await api(`/cms-api/posts/${id}`, { method: 'DELETE', headers: admin })
  })

  async function draftPost(label: string) {
    const [author] = (await payload.find({ collection: 'authors', limit: 1 })).docs
    const [image] = (await payload.find({ collection: 'media', limit: 1 })).docs
    const slug = `${label}-${Date.now()}`
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: label,
        slug,
        date: new Date().toISOString(),
        author: author.id,
        mainImage: image.id,
        _status: 'draft',
      },
      context: { disableRevalidate: true },
    })
    made.push(post.id)
    return { id: post.id, slug }
  }
  const schedulePublish = (postId: number, at: Date) =>
    payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: postId } },
      waitUntil: at,
    })
  // Read from the database: each instance's page cache is its own (a shared one is another change),
  // so the public page on A would not tell whether B published.
  const isLive = async (post: { id: number }) =>
    (
      await payload.count({
        collection: 'posts',
        where: { and: [{ id: { equals: post.id } }, { _status: { equals: 'published' } }] },
      })
    ).totalDocs === 1
  const publishedVersions = async (postId: number) =>
    (
      await payload.findVersions({ collection: 'posts', where: { parent: { equals: postId } }, limit: 100 })
    ).docs.filter((v) => v.version._status === 'published').length

  it('every instance asks, exactly one holds the lock', async () => {
    await eventually(async () => {
      const { rows } = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name LIKE 'pebble-jobs:%'`,
      )
      return Number(rows[0].n) === 4 && (await holders()).length === 1
    }, within(3))
  }, 60_000)

  it('while another session holds the lock no instance runs a due job; when it ends one takes over and runs it once', async () => {
    // This test takes the lock away from whichever instance has it, and holds it itself.
    const blocker = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await blocker.connect()
    let ended = false
    try {
      await eventually(async () => {
        for (const h of await holders()) await db.query('SELECT pg_terminate_backend($1)', [h.backend])
        const { rows } = await blocker.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
          JOBS_LEADER_LOCK_KEY.toString(),
        ])
        return rows[0].locked
      }, within(3))
      const post = await draftPost('held-back')
      await schedulePublish(post.id, new Date())
      // Two and a half ticks of every instance: nobody may run it.
      // fixed wait: "nobody runs it" is counted in job ticks (JOBS_INTERVAL_MS, short in tests); a tick that finds no lock says nothing
      await new Promise((r) => setTimeout(r, 2.5 * tick))
      expect(await isLive(post)).toBe(false)
      expect(await publishedVersions(post.id)).toBe(0)

      ended = true
      await blocker.end() // the "leader" dies: its session ends, Postgres frees the lock
      await eventually(() => isLive(post), within(4))
      expect(await holders()).toHaveLength(1)
      // Two more ticks: no second run anywhere.
      // fixed wait: "no second run" is counted in job ticks; an idle tick leaves no trace
      await new Promise((r) => setTimeout(r, 2 * tick))
      expect(await publishedVersions(post.id)).toBe(1)
    } finally {
      if (!ended) await blocker.end()
    }
  }, 180_000)

  it('the lock holder is killed: another instance takes over on its next tick', async () => {
    const extras = Object.values(servers).filter((s): s is Server => s !== null)
    const pidOf = (s: Server) => s.child.pid
    // Until an instance started here leads (the test server A cannot be killed): end A's session when it leads.
    let victim: Server | undefined
    await eventually(async () => {
      const [holder] = await holders()
      if (!holder) return false
      victim = extras.find((s) => pidOf(s) === instancePid(holder.name))
      if (!victim) await db.query('SELECT pg_terminate_backend($1)', [holder.backend])
      return victim !== undefined
    }, within(8))
    process.kill(-victim!.child.pid!, 'SIGKILL')
    const killed = victim!.child.pid
    await eventually(async () => {
      const [holder] = await holders()
      return holder !== undefined && instancePid(holder.name) !== killed
    }, within(4))
    const post = await draftPost('after-takeover')
    await schedulePublish(post.id, new Date())
    await eventually(() => isLive(post), within(4))
    // fixed wait: "no second run" is counted in job ticks; an idle tick leaves no trace
    await new Promise((r) => setTimeout(r, tick))
    expect(await publishedVersions(post.id)).toBe(1)
  }, 240_000)

  it('a job a killed instance left processing is put back and completes; one still being worked on is left alone', async () => {
    const stale = await draftPost('stale-job')
    const busy = await draftPost('busy-job')
    // Queued for later, so nobody claims them before they are marked as claimed here.
    const later = new Date(Date.now() + 3_600_000)
    const staleJob = await schedulePublish(stale.id, later)
    const busyJob = await schedulePublish(busy.id, later)
    await db.query(
      `UPDATE payload_jobs SET processing = true, wait_until = now() - interval '1 minute',
         updated_at = now() - interval '10 minutes' WHERE id = $1`,
      [staleJob.id],
    )
    await db.query(
      `UPDATE payload_jobs SET processing = true, wait_until = now() - interval '1 minute', updated_at = now()
        WHERE id = $1`,
      [busyJob.id],
    )
    try {
      await eventually(() => isLive(stale), within(4))
      expect(await publishedVersions(stale.id)).toBe(1)
      // The stale job is done (and deleted, deleteJobOnComplete); the busy one is untouched.
      const { rows } = await db.query<{ id: number; processing: boolean }>(
        'SELECT id, processing FROM payload_jobs WHERE id = ANY($1)',
        [[staleJob.id, busyJob.id]],
      )
      expect(rows.map((r) => [Number(r.id), r.processing])).toEqual([[Number(busyJob.id), true]])
      expect(await isLive(busy)).toBe(false)
      const logs = [process.env.SERVER_LOG!, ...['B', 'C', 'D'].map(logOf)].map((f) => readFileSync(f, 'utf8'))
      expect(logs.some((text) => text.includes(`left processing by a stopped instance: ${staleJob.id}`))).toBe(true)
    } finally {
      await db.query('DELETE FROM payload_jobs WHERE id = $1', [busyJob.id])
    }
  }, 120_000)
})
