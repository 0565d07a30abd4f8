/**
 * What a visitor typed, made safe for the database's full-text engine: THE rule for search input.
 *
 * The query is capped, normalised, and cut into words of letters and digits only, so no engine
 * operator (`"`, `*`, `NEAR`, `OR`, `-`, `:`, `^`, `&`, `|`, `!`, parentheses, an unbalanced quote) and
 * no control character or NUL ever reaches SQL text: each engine then writes its own term query
 * from these words (`sqlite.ts`, `postgres.ts`), and the words travel as bound parameters.
 */

/** Characters of `q` read at most; the rest is ignored (a search box, not an essay). */
export const MAX_QUERY_LENGTH = 200
/** Words used at most, and characters per word. */
export const MAX_TERMS = 8
export const MAX_TERM_LENGTH = 64

/**
 * Marks around a matched word in titles and snippets as the engines return them: two characters of
 * Unicode's private use area, which the index never stores (`indexableText` removes them), so a
 * document cannot fake a highlight. The page turns them into `<mark>` elements (never HTML text).
 */
export const MARK_START = '\uE000'
export const MARK_END = '\uE001'

/** A value of `?q=` as the page shows it back: a string, capped, with no control characters. */
export function normalizeQuery(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value !== 'string') return ''
  return value
    .slice(0, MAX_QUERY_LENGTH)
    .toWellFormed()
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\uFFFD]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The words to look for, lower-cased, deduplicated, in the order typed. An empty list means there
 * is nothing to search for (only punctuation or operators were typed).
 */
export function searchTerms(query: string): string[] {
  const words =
    normalizeQuery(query)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS)
}

/** Text as it goes into the index: no highlight marks, no control characters, single spaces. */
/**
 * The forms the last, still-being-typed word is searched as a prefix by: itself, and without the
 * ending a stemmer rewrites. Both engines stem query words (Porter on SQLite, English on
 * Postgres), and a stemmer reads a half-typed word as a whole one: "rankmwxjqhy" became
 * "rankmwxjqhi", which no longer starts "rankmwxjqhyfa". The shorter form still does; it may also
 * find a few more words, only for the word the reader has not finished.
 */
export function prefixForms(term: string): string[] {
  const unstemmed = term.replace(/(?:ing|ed|es|e|s|y)$/u, '')
  return unstemmed.length >= 2 && unstemmed !== term ? [term, unstemmed] : [term]
}

export const indexableText = (text: string) =>
  text
    .toWellFormed()
    .replace(/[\p{Cc}\p{Co}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Splits an engine's marked text into plain and matched parts (rendered as text and `<mark>`). */
export function markedParts(text: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = []
  const pattern = new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g')
  let at = 0
  for (const found of text.matchAll(pattern)) {
    if (found.index > at) parts.push({ text: text.slice(at, found.index), match: false })
    if (found[1]) parts.push({ text: found[1], match: true })
    at = found.index + found[0].length
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false })
  // A stray mark (a cut snippet) is dropped, never shown.
  return parts.map((part) => ({ ...part, text: part.text.replace(/[\uE000\uE001]/g, '') })).filter((p) => p.text)
}
