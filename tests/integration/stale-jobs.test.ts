import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, eventually, serverDatabase, staffLogin } from './helpers'

/**
 * SQLite: one instance runs the queue, with no leader to sweep for it (Postgres: scale-out.test.ts).
 * A job it claimed and never finished (the server was killed mid-publish) must not stay stuck: the
 * server's own runner puts it back once it has been left alone for STALE_JOB_AFTER_MS.
 */
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

describe.runIf(!onPostgres)('a scheduled publish left processing by a killed server (SQLite)', () => {
  let payload: Awaited<ReturnType<typeof serverDatabase>>
  let sqlite: import('@libsql/client').Client
  let tick: number
  const made: number[] = []

  beforeAll(async () => {
    payload = await serverDatabase()
    // Imported after serverDatabase() has pointed DATA_DIR at the server's data: the app's modules
    // read their settings when first loaded.
    tick = (await import('@/content/publishing/jobs')).JOBS_INTERVAL_MS
    const { createClient } = await import('@libsql/client')
    sqlite = createClient({ url: `file:${path.resolve(process.env.TEST_DATA_DIR!, 'pebble.db')}` })
    // The test's own connection may wait for the server's writer (it does not block the server).
    await sqlite.execute('PRAGMA busy_timeout = 10000')
  })
  afterAll(async () => {
    sqlite?.close()
    const admin = await staffLogin('admin')
    for (const id of made) await api(`/cms-api/posts/${id}`, { method: 'DELETE', headers: admin })
  })

  async function scheduledDraft(label: string) {
    const [author] = (await payload.find({ collection: 'authors', limit: 1, sort: 'createdAt' })).docs
    const [image] = (await payload.find({ collection: 'media', limit: 1 })).docs
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: label,
        slug: `${label}-${Date.now()}`,
        date: '2020-01-01T00:00:00.000Z',
        author: author.id,
        mainImage: image.id,
        _status: 'draft',
      },
      context: { disableRevalidate: true },
    })
    made.push(post.id)
    // Queued for later, so nobody claims it before it is marked as claimed here.
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
      waitUntil: new Date(Date.now() + 3_600_000),
    })
    return { post, job }
  }
  const claimed = (jobId: number | string, minutesAgo: number) =>
    sqlite.execute({
      sql: 'UPDATE payload_jobs SET processing = 1, wait_until = ?, updated_at = ? WHERE id = ?',
      args: [
        new Date(Date.now() - 60_000).toISOString(),
        new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        Number(jobId),
      ],
    })
  const isLive = async (postId: number) =>
    (
      await payload.count({
        collection: 'posts',
        where: { and: [{ id: { equals: postId } }, { _status: { equals: 'published' } }] },
      })
    ).totalDocs === 1

  it('is put back and completes; one still being worked on is left alone', async () => {
    const stale = await scheduledDraft('sqlite-stale-job')
    const busy = await scheduledDraft('sqlite-busy-job')
    await claimed(stale.job.id, 10)
    await claimed(busy.job.id, 0)
    const jobs = async () =>
      (
        await sqlite.execute({
          sql: 'SELECT id, processing FROM payload_jobs WHERE id IN (?, ?) ORDER BY id',
          args: [Number(stale.job.id), Number(busy.job.id)],
        })
      ).rows.map((r) => [Number(r.id), Number(r.processing)])
    try {
      // The runner publishes the post, then deletes the finished job (deleteJobOnComplete): the
      // post is live a moment before its job is gone, so what is awaited is the job's end.
      // Four ticks, and room to spare at the short tick `npm test` sets (JOBS_INTERVAL_MS).
      await eventually(
        async () => !(await jobs()).some(([id]) => id === Number(stale.job.id)),
        Math.max(4 * tick, 20_000),
      ).catch(
        () => undefined, // the expectations below say what is wrong
      )
      // The stale job is done (and deleted); the busy one is untouched.
      expect(await jobs()).toEqual([[Number(busy.job.id), 1]])
      expect(await isLive(stale.post.id)).toBe(true)
      expect(await isLive(busy.post.id)).toBe(false)
    } finally {
      await sqlite.execute({ sql: 'DELETE FROM payload_jobs WHERE id = ?', args: [Number(busy.job.id)] })
    }
  }, 90_000)
})

describe('who may run the job queue', () => {
  it("only the site's own runner: the route refuses anyone without its secret, Payload's endpoint answers no one", async () => {
    const anonymous = await api('/api/jobs/run', { method: 'POST' })
    expect(anonymous.status).toBe(403)
    expect(await anonymous.json()).toEqual({ error: expect.stringMatching(/not allowed/i) })
    expect((await api('/api/jobs/run', { method: 'POST', headers: { 'x-pebble-jobs': 'guess' } })).status).toBe(403)
    expect((await api('/api/jobs/run')).status).toBe(405)
    // An admin "run" from the admin or a GET would run the queue beside the leader.
    const admin = await staffLogin('admin')
    expect((await api('/cms-api/payload-jobs/run?queue=default', { headers: admin })).status).toBe(401)
  })
})
