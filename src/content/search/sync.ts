import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Field,
  Payload,
  PayloadRequest,
} from 'payload'

import { isPostgres } from '@/config/env'
import { drizzleFor, inTransaction } from '@/db/transaction'

import { countPublished, type IndexedDoc, liveRowOf, publishedPage } from './data'
import type { SearchCollection, SearchDocument, SearchEngine } from './engine'
import { searchableText } from './extract'
import { postgresSearch } from './postgres'
import { sqliteSearch } from './sqlite'
import { indexableText } from './terms'

/**
 * Site search: the index side, THE module hooks and scripts use. Which engine runs is the database's
 * (`engine.ts`); what a document is found by is `extract.ts`; what a visitor may type is `terms.ts`.
 *
 * The index holds the published version of each page and post and nothing else: the collections'
 * hooks re-read the document's published row after every save (a draft save leaves it as it was)
 * and write or remove its index row in the save's own transaction.
 */
export const searchEngine = (): SearchEngine => (isPostgres ? postgresSearch : sqliteSearch)

/**
 * The version of what goes into an index row (extraction and text rules). Raise it when they
 * change: `ensureSearchIndex` (run by every migrate and seed step) then rebuilds the index.
 */
export const SEARCH_INDEX_VERSION = 1

export const SEARCH_COLLECTIONS: readonly SearchCollection[] = ['pages', 'posts']
export const SEARCH_PAGE_SIZE = 10
/** Pages of results offered at most (the 500 best hits): past that, a narrower query helps more. */
export const MAX_SEARCH_PAGES = 50

type Doc = IndexedDoc

/** An index row for a document of `fields` (its collection's schema). */
export function searchDocumentOf(collection: SearchCollection, fields: readonly Field[], doc: Doc): SearchDocument {
  const body = searchableText(
    fields.filter((field) => !('name' in field && field.name === 'title')),
    doc,
  )
  return {
    collection,
    docId: Number(doc.id),
    slug: String(doc.slug ?? ''),
    title: indexableText(String(doc.title ?? '')),
    body: indexableText(body),
  }
}

const isSearchCollection = (slug: string): slug is SearchCollection =>
  (SEARCH_COLLECTIONS as readonly string[]).includes(slug)

/** Writes or removes one document's row from its published state, on the request's transaction. */
async function syncDocument(req: PayloadRequest, collection: CollectionConfig, id: number | string) {
  if (!isSearchCollection(collection.slug)) return
  const db = await drizzleFor(req.payload, req)
  const live = await liveRowOf(req, collection.slug, id)
  if (live && live._status === 'published' && typeof live.slug === 'string' && live.slug) {
    await searchEngine().upsert(db, searchDocumentOf(collection.slug, collection.fields, live), SEARCH_INDEX_VERSION)
  } else {
    await searchEngine().remove(db, collection.slug, Number(id))
  }
}

/** afterChange of pages and posts: publish, unpublish, a scheduled publish and a draft save all come here. */
export const syncSearchIndexAfterChange: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  await syncDocument(req, collection, (doc as Doc).id)
  return doc
}

export const removeFromSearchIndexAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  if (!isSearchCollection(collection.slug)) return doc
  await searchEngine().remove(await drizzleFor(req.payload, req), collection.slug, Number((doc as Doc).id))
  return doc
}

const BATCH = 100

/**
 * Rebuilds the index from the published pages and posts: reads a batch, then writes it in one
 * short transaction (never a transaction across the reads), and finally removes rows of documents
 * that are no longer published. Returns the number of documents indexed.
 */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  const engine = searchEngine()
  const seen = new Set<string>()
  for (const collection of SEARCH_COLLECTIONS) {
    const fields = payload.collections[collection].config.fields
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await publishedPage(payload, collection, page, BATCH)
      const rows = docs.filter((doc) => doc.slug).map((doc) => searchDocumentOf(collection, fields, doc as Doc))
      await inTransaction(payload, async (req) => {
        const db = await drizzleFor(payload, req)
        for (const row of rows) await engine.upsert(db, row, SEARCH_INDEX_VERSION)
      })
      for (const row of rows) seen.add(`${row.collection}:${row.docId}`)
      if (!hasNextPage) break
    }
  }
  const stale = (await engine.keys(await drizzleFor(payload))).filter(
    (key) => !seen.has(`${key.collection}:${key.docId}`),
  )
  if (stale.length) {
    await inTransaction(payload, async (req) => {
      const db = await drizzleFor(payload, req)
      for (const key of stale) await engine.remove(db, key.collection, key.docId)
    })
  }
  return seen.size
}

/**
 * Builds the index when it is not what the content says: after the migration that creates it, on
 * a database seeded without hooks, or when SEARCH_INDEX_VERSION changed. Cheap when it is current
 * (two counts and one key list). Run by every migrate and seed step (scripts/prepare-data.ts,
 * scripts/migrate.ts).
 */
export async function ensureSearchIndex(payload: Payload): Promise<{ rebuilt: boolean; documents: number }> {
  const keys = await searchEngine().keys(await drizzleFor(payload))
  let published = 0
  for (const collection of SEARCH_COLLECTIONS) {
    published += await countPublished(payload, collection)
  }
  if (keys.length === published && keys.every((key) => key.version === SEARCH_INDEX_VERSION))
    return { rebuilt: false, documents: keys.length }
  const started = Date.now()
  const documents = await rebuildSearchIndex(payload)
  payload.logger.info(`search index: ${documents} documents indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return { rebuilt: true, documents }
}
