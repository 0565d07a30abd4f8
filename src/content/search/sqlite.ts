import { sql } from '@payloadcms/db-sqlite'

import type { IndexedKey, SearchCollection, SearchEngine, SearchHit } from './engine'
import { OPENING_CHARS } from './engine'
import { MARK_END, MARK_START, prefixForms } from './terms'

/** Drizzle's libsql database, or a transaction on it (`payload.db.drizzle`). */
type SqliteDb = {
  run: (query: ReturnType<typeof sql>) => Promise<unknown>
  all: <T>(query: ReturnType<typeof sql>) => Promise<T[]>
}
const on = (db: unknown) => db as SqliteDb

/**
 * FTS5 term query: every word quoted (a quoted string is never an operator), joined by AND, the
 * last also as a prefix, in each of its `prefixForms`, so results follow the reader's typing. Words are letters and digits only (`searchTerms`).
 */
export const fts5Query = (terms: string[]) =>
  terms
    .map((term, i) => {
      if (i < terms.length - 1) return `"${term}"`
      const forms = prefixForms(term).map((form) => `"${form}"*`)
      return forms.length > 1 ? `(${forms.join(' OR ')})` : forms[0]
    })
    // AND written out: FTS5 takes "a" "b" as AND, but not "a" ( … ).
    .join(' AND ')

/**
 * SQLite: `search_documents` holds the rows, `search_documents_fts` is an external-content FTS5
 * table over its title and body (porter stemming, Unicode folding, diacritics removed), kept in
 * step by triggers. FTS5's auxiliary functions (bm25, highlight, snippet) cannot share a query with
 * a window function or a second MATCH, so the total, the ranking (bm25 over every match, then title
 * matches first) and the highlights are three queries; the last runs for one page of hits only.
 */
export const sqliteSearch: SearchEngine = {
  async upsert(db, doc, version) {
    await on(db).run(sql`
      INSERT INTO search_documents (collection, doc_id, slug, title, body, version, updated_at)
      VALUES (${doc.collection}, ${doc.docId}, ${doc.slug}, ${doc.title}, ${doc.body}, ${version}, ${new Date().toISOString()})
      ON CONFLICT (collection, doc_id) DO UPDATE SET
        slug = excluded.slug, title = excluded.title, body = excluded.body,
        version = excluded.version, updated_at = excluded.updated_at`)
  },

  async remove(db, collection, docId) {
    await on(db).run(sql`DELETE FROM search_documents WHERE collection = ${collection} AND doc_id = ${docId}`)
  },

  async search(db, terms, { limit, offset }) {
    if (!terms.length) return { total: 0, hits: [] }
    const match = fts5Query(terms)
    // The total on its own: a window count over the ranked rows cost twice the whole ranking.
    const [{ total }] = await on(db).all<{ total: number }>(
      sql`SELECT count(*) AS total FROM search_documents_fts WHERE search_documents_fts MATCH ${match}`,
    )
    if (!Number(total)) return { total: 0, hits: [] }
    const ranked = await on(db).all<{ id: number; in_title: number }>(sql`
      WITH hits AS MATERIALIZED (
        SELECT rowid AS id, bm25(search_documents_fts, 10.0, 1.0) AS score
          FROM search_documents_fts WHERE search_documents_fts MATCH ${match}
      ), titled AS MATERIALIZED (
        SELECT rowid AS id FROM search_documents_fts WHERE search_documents_fts MATCH ${`{title} : (${match})`}
      )
      SELECT hits.id, titled.id IS NOT NULL AS in_title
        FROM hits LEFT JOIN titled ON titled.id = hits.id
       ORDER BY in_title DESC, hits.score, hits.id LIMIT ${limit} OFFSET ${offset}`)
    if (!ranked.length) return { total: Number(total), hits: [] }
    const ids = JSON.stringify(ranked.map((row) => Number(row.id)))
    const rows = await on(db).all<{
      id: number
      collection: SearchCollection
      slug: string
      title: string
      snippet: string
      opening: string
    }>(sql`
      SELECT d.id, d.collection, d.slug,
             highlight(search_documents_fts, 0, ${MARK_START}, ${MARK_END}) AS title,
             snippet(search_documents_fts, 1, ${MARK_START}, ${MARK_END}, '…', 24) AS snippet,
             substr(d.body, 1, ${OPENING_CHARS}) AS opening
        FROM search_documents_fts JOIN search_documents d ON d.id = search_documents_fts.rowid
       WHERE search_documents_fts MATCH ${match} AND search_documents_fts.rowid IN (SELECT value FROM json_each(${ids}))`)
    const byId = new Map(rows.map((row) => [Number(row.id), row]))
    const hits: SearchHit[] = []
    for (const { id, in_title } of ranked) {
      const row = byId.get(Number(id))
      if (!row) continue
      const snippet = row.snippet.includes(MARK_START) ? row.snippet : row.opening
      hits.push({ collection: row.collection, slug: row.slug, title: row.title, snippet, inTitle: Boolean(in_title) })
    }
    return { total: Number(total), hits }
  },

  async keys(db) {
    const rows = await on(db).all<{ collection: SearchCollection; doc_id: number; version: number }>(
      sql`SELECT collection, doc_id, version FROM search_documents`,
    )
    return rows.map((row): IndexedKey => ({
      collection: row.collection,
      docId: Number(row.doc_id),
      version: Number(row.version),
    }))
  },
}
