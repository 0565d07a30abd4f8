import { sql } from '@payloadcms/db-postgres'

import type { IndexedKey, SearchCollection, SearchEngine } from './engine'
import { OPENING_CHARS } from './engine'
import { MARK_END, MARK_START, prefixForms } from './terms'

/** Drizzle's node-postgres database, or a transaction on it (`payload.db.drizzle`). */
type PostgresDb = { execute: <T>(query: ReturnType<typeof sql>) => Promise<{ rows: T[] }> }
const on = (db: unknown) => db as PostgresDb

/**
 * to_tsquery text: the words joined by AND, the last also as a prefix in each of its `prefixForms`. Words are letters and digits
 * only (`searchTerms`), so nothing in them is tsquery syntax; a stop word alone matches nothing.
 */
export const tsQuery = (terms: string[]) =>
  terms
    .map((term, i) => {
      if (i < terms.length - 1) return term
      const forms = prefixForms(term).map((form) => `${form}:*`)
      return forms.length > 1 ? `(${forms.join(' | ')})` : forms[0]
    })
    .join(' & ')

const TITLE_HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`
const BODY_HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxFragments=2, MaxWords=26, MinWords=12, FragmentDelimiter=" … "`

/**
 * Postgres: `search_documents.tsv` is a stored generated column (the English configuration; title
 * words weight A, body words B) with a GIN index; `title_tsv` is the title's alone, so a title
 * match is one cheap test (ts_filter on `tsv` per row doubled the query's time at 10,000 matches,
 * and a window count doubled it again: the matches are read once, into a CTE, and counted there).
 * Headlines (ts_headline re-parses the text) run for one page of hits only, in the outer query.
 */
export const postgresSearch: SearchEngine = {
  async upsert(db, doc, version) {
    await on(db).execute(sql`
      INSERT INTO search_documents (collection, doc_id, slug, title, body, version, updated_at)
      VALUES (${doc.collection}, ${doc.docId}, ${doc.slug}, ${doc.title}, ${doc.body}, ${version}, now())
      ON CONFLICT (collection, doc_id) DO UPDATE SET
        slug = excluded.slug, title = excluded.title, body = excluded.body,
        version = excluded.version, updated_at = excluded.updated_at`)
  },

  async remove(db, collection, docId) {
    await on(db).execute(sql`DELETE FROM search_documents WHERE collection = ${collection} AND doc_id = ${docId}`)
  },

  async search(db, terms, { limit, offset }) {
    if (!terms.length) return { total: 0, hits: [] }
    // Written out in each place (not a FROM item), so the planner sees a constant query and picks the
    // GIN index for a rare word (a seq scan over 10,000 rows cost 20 ms for 100 matches).
    const query = sql`to_tsquery('english', ${tsQuery(terms)})`
    const { rows } = await on(db).execute<{
      collection: SearchCollection
      slug: string
      title: string
      snippet: string
      opening: string
      in_title: boolean
      total: string
    }>(sql`
      WITH matches AS MATERIALIZED (
        SELECT id, title_tsv @@ ${query} AS in_title, ts_rank(tsv, ${query}) AS score
          FROM search_documents WHERE tsv @@ ${query}
      )
      SELECT d.collection, d.slug,
             ts_headline('english', d.title, ${query}, ${TITLE_HEADLINE}) AS title,
             ts_headline('english', d.body, ${query}, ${BODY_HEADLINE}) AS snippet,
             left(d.body, ${OPENING_CHARS}) AS opening,
             h.in_title, h.total
        FROM (
          SELECT id, in_title, score, (SELECT count(*) FROM matches) AS total
            FROM matches
           ORDER BY in_title DESC, score DESC, id
           LIMIT ${limit} OFFSET ${offset}
        ) h JOIN search_documents d ON d.id = h.id
       ORDER BY h.in_title DESC, h.score DESC, h.id`)
    if (!rows.length) {
      if (offset === 0) return { total: 0, hits: [] }
      const count = await on(db).execute<{ total: string }>(
        sql`SELECT count(*) AS total FROM search_documents WHERE tsv @@ ${query}`,
      )
      return { total: Number(count.rows[0]?.total ?? 0), hits: [] }
    }
    return {
      total: Number(rows[0].total),
      hits: rows.map((row) => ({
        collection: row.collection,
        slug: row.slug,
        title: row.title,
        snippet: row.snippet.includes(MARK_START) ? row.snippet : row.opening,
        inTitle: row.in_title,
      })),
    }
  },

  async keys(db) {
    const { rows } = await on(db).execute<{ collection: SearchCollection; doc_id: number; version: number }>(
      sql`SELECT collection, doc_id, version FROM search_documents`,
    )
    return rows.map((row): IndexedKey => ({
      collection: row.collection,
      docId: Number(row.doc_id),
      version: Number(row.version),
    }))
  },
}
