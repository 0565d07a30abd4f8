// Adds benchmark content to a copy of the demo database (DATA_DIR): posts up to BENCH_POSTS in
// total, cloned from the newest demo post, and BENCH_BLOCK_PAGES pages per size in
// BENCH_BLOCK_SIZES (e.g. "10,100") made of the /blocks library page's blocks, repeated.
// Never run on a real database: it is for `npm run bench`'s throw-away copies.
import '../lib/load-env'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { ensureSearchIndex } from '../../src/content/search/sync'
import { inTransaction } from '../../src/db/transaction'
import { payloadClient } from '../../src/db/payload'

const BATCH = 250
const context = { disableRevalidate: true }

/** A copy of a document's data for a new row: no document id, new ids for its block and array rows. */
function asNewDocument(doc: Record<string, unknown>): Record<string, unknown> {
  const renew = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(renew)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key === 'id' ? randomBytes(12).toString('hex') : renew(inner),
        ]),
      )
    }
    return value
  }
  const { id: _id, createdAt: _created, updatedAt: _updated, ...data } = doc
  return renew(data) as Record<string, unknown>
}

/**
 * Creates documents through the database adapter (the rows Payload would write, without its
 * hooks and validation: the data is a valid document already), BATCH rows per transaction so
 * SQLite commits once per batch. In `inTransaction`, so the adapter reads each row back on the
 * transaction's own connection: with a plain BEGIN on the adapter's connection, the read-back went
 * to the SQLite reader connection (src/db/sqlite-client.ts), which cannot see the uncommitted row
 * (payload.db.create failed with "Cannot use 'in' operator to search for '_rels' in undefined").
 */
async function createMany(
  payload: Payload,
  collection: 'posts' | 'pages',
  count: number,
  dataFor: (i: number) => Record<string, unknown>,
) {
  for (let start = 0; start < count; start += BATCH) {
    await inTransaction(payload, async (req) => {
      req.context = context
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const now = new Date().toISOString()
        await payload.db.create({ collection, data: { ...dataFor(i), createdAt: now, updatedAt: now }, req })
      }
    })
  }
}

const sql = (payload: Payload, statement: string) =>
  (payload.db as unknown as { drizzle: { run: (query: string) => Promise<unknown> } }).drizzle.run(statement)

const payload = await payloadClient()
const started = Date.now()
// A throw-away copy: trade durability for speed while filling it.
await sql(payload, 'PRAGMA synchronous = OFF')

const targetPosts = Number(process.env.BENCH_POSTS || 0)
const { totalDocs: havePosts } = await payload.count({ collection: 'posts', overrideAccess: true })
if (targetPosts > havePosts) {
  const [template] = (
    await payload.find({ collection: 'posts', limit: 1, sort: '-date', depth: 0, overrideAccess: true })
  ).docs
  const newest = new Date(String(template.date)).getTime()
  await createMany(payload, 'posts', targetPosts - havePosts, (i) => {
    const n = havePosts + i + 1
    // Older than every demo post, so lists of "latest posts" stay as they were.
    return {
      ...asNewDocument(template as unknown as Record<string, unknown>),
      title: `Bench post ${n}`,
      slug: `bench-post-${n}`,
      date: new Date(newest - n * 3_600_000).toISOString(),
    }
  })
}

const sizes = (process.env.BENCH_BLOCK_SIZES || '').split(',').filter(Boolean).map(Number)
const perSize = Number(process.env.BENCH_BLOCK_PAGES || 0)
if (sizes.length && perSize) {
  const library = (
    await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'blocks' } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]
  if (!library?.content?.length) throw new Error('the demo content has no /blocks page to take blocks from')
  const blocks = library.content
  for (const size of sizes) {
    const { totalDocs } = await payload.count({
      collection: 'pages',
      where: { slug: { like: `bench-blocks-${size}-` } },
      overrideAccess: true,
    })
    if (totalDocs >= perSize) continue
    const content = Array.from({ length: size }, (_, i) => blocks[i % blocks.length])
    await createMany(payload, 'pages', perSize, (i) => ({
      ...asNewDocument({ ...library, content } as unknown as Record<string, unknown>),
      title: `Bench ${size} blocks ${i + 1}`,
      slug: `bench-blocks-${size}-${i + 1}`,
    }))
  }
}

// The rows above were written without hooks: index them for site search.
await ensureSearchIndex(payload)
payload.logger.info(`Bench data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
await payload.destroy?.()
process.exit(0)
