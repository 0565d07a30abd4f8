// Which repository paths the docs name, and which of them do not exist, and whether the docs fit
// their size budget. Pure functions over the docs' text and the repository's file list, so a unit
// test can run them on a fixture.
import path from 'node:path'

/** README.md and docs/** together, in bytes: what a newcomer can read in an evening. */
export const DOCS_BUDGET_BYTES = 100_000

/** The docs' total size in bytes (text as UTF-8, or a file's bytes), and whether it is over the budget. */
export function docsSize(docs, budget = DOCS_BUDGET_BYTES) {
  const bytes = docs.reduce((sum, { text }) => sum + Buffer.byteLength(text, 'utf8'), 0)
  return { bytes, budget, over: bytes > budget }
}

// Top folders whose paths must exist exactly as written.
const ROOTED = /^(src|scripts|tests|docs|public|\.ci)\//
// Files at the repository's root that docs name bare (payload.config.ts is src's, named bare too).
const ROOT_FILE =
  /^(package(-lock)?\.json|tsconfig\.json|[\w-]+\.config\.(ts|mjs|cjs|js)|\.dependency-cruiser\.cjs|\.prettierrc\.json|\.prettierignore|\.gitignore|\.npmrc|README\.md)$/
// A path written relative to its feature (`orders/place.ts`, `kit/url/`): a source file or folder.
const RELATIVE = /^[\w.([][\w@().[\]-]*(\/[\w@().[\]-]+)*(\.(ts|tsx|mjs|cjs|js|css|json|md)|\/)$/
// Placeholders and patterns, not paths: `<name>`, `{slug}`, `*`, `…`, `$PORT`, URLs.
const NOT_A_PATH = /[<>{}*…$?=&|'"`]|:\/\/|^\/|^-/

/** The paths named in one Markdown text: in inline code and in links, outside fenced blocks. */
export function namedPaths(text) {
  const found = []
  let fenced = false
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced
      return
    }
    if (fenced) return
    for (const [, code] of line.matchAll(/`([^`]+)`/g))
      for (const token of code.split(/\s+/)) found.push({ line: index + 1, token, link: false })
    for (const [, target] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g))
      found.push({ line: index + 1, token: target, link: true })
  })
  return found
}

/** A token as a path to look up, or null when it is not one (a URL, a command, a placeholder). */
export function asPath(token) {
  const cleaned = token
    .replace(/#.*$/, '')
    .replace(/:\d+(-\d+)?$/, '')
    .replace(/[,.;]$/, '')
  if (!cleaned || NOT_A_PATH.test(cleaned) || /^(https?|mailto):/.test(cleaned)) return null
  if (ROOTED.test(cleaned)) return { kind: 'rooted', path: cleaned.replace(/\/$/, '') }
  if (ROOT_FILE.test(cleaned)) return { kind: 'root-file', path: cleaned }
  if (cleaned.includes('/') && RELATIVE.test(cleaned)) return { kind: 'relative', path: cleaned.replace(/\/$/, '') }
  return null
}

/** Every folder of a list of files, so a doc may name a folder. */
function withFolders(files) {
  const all = new Set(files)
  for (const file of files) {
    let dir = path.posix.dirname(file)
    while (dir !== '.' && !all.has(dir)) {
      all.add(dir)
      dir = path.posix.dirname(dir)
    }
  }
  return all
}

function exists(named, doc, link, entries) {
  if (link) return entries.has(path.posix.normalize(path.posix.join(path.posix.dirname(doc), named.path)))
  if (named.kind === 'rooted') return entries.has(named.path)
  if (named.kind === 'root-file') return entries.has(named.path) || entries.has(`src/${named.path}`)
  const tail = `/${named.path}`
  for (const entry of entries) if (entry === named.path || entry.endsWith(tail)) return true
  return false
}

/**
 * The paths the docs name that are not in the repository.
 * @param {{ name: string, text: string }[]} docs  Markdown files, by their path from the root
 * @param {string[]} files  the repository's files, by their path from the root
 * @param {(path: string) => boolean} [ignored]  paths git ignores (data and build folders): not checked
 * @returns {{ doc: string, line: number, path: string }[]}
 */
export function missingDocPaths(docs, files, ignored = () => false) {
  const entries = withFolders(files)
  const missing = []
  for (const { name, text } of docs)
    for (const { line, token, link } of namedPaths(text)) {
      if (link && /^(https?|mailto):|^#/.test(token)) continue
      const named = link ? { kind: 'link', path: token.replace(/#.*$/, '').replace(/\/$/, '') } : asPath(token)
      if (!named || exists(named, name, link, entries) || ignored(named.path)) continue
      missing.push({ doc: name, line, path: named.path })
    }
  return missing
}
