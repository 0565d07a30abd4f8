/**
 * The one interface of site search over the database's own full-text engine, with two
 * implementations: SQLite FTS5 (`sqlite.ts`) and Postgres `tsvector` with a GIN index
 * (`postgres.ts`). Both keep one row per published page or post in `search_documents` (made by the
 * migrations `*_search_index`) and answer the same question the same way: title matches first,
 * then the engine's relevance (FTS5's bm25, Postgres's ts_rank, title words weighing more), with
 * matched words between MARK_START and MARK_END (`terms.ts`).
 *
 * `db` is the adapter's drizzle handle for the request (its transaction's, when it has one), so an
 * index write commits or rolls back with the save that caused it.
 */
export type SearchCollection = 'pages' | 'posts'

export type SearchDocument = {
  collection: SearchCollection
  docId: number
  slug: string
  title: string
  body: string
}

export type SearchHit = {
  collection: SearchCollection
  slug: string
  /** The title, matched words marked. */
  title: string
  /** A passage of the text around the matches (marked), or its opening when only the title matched. */
  snippet: string
  inTitle: boolean
}

export type SearchResults = { total: number; hits: SearchHit[] }

export type IndexedKey = { collection: SearchCollection; docId: number; version: number }

export interface SearchEngine {
  /** Adds or replaces a document's row. */
  upsert(db: unknown, doc: SearchDocument, version: number): Promise<void>
  remove(db: unknown, collection: SearchCollection, docId: number): Promise<void>
  /** `terms` come from `searchTerms` only (letters and digits); the last one also matches as a prefix. */
  search(db: unknown, terms: string[], page: { limit: number; offset: number }): Promise<SearchResults>
  /** Every row's key and the extraction version it was written with (for `ensureSearchIndex`). */
  keys(db: unknown): Promise<IndexedKey[]>
}

/** How much of a document's opening stands in for a snippet when only its title matched. */
export const OPENING_CHARS = 180
