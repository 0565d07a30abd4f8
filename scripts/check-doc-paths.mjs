#!/usr/bin/env node
// Fails when README.md or a page under docs/ names a repository path that does not exist, listing
// each with its doc and line (scripts/lib/doc-paths.mjs says what counts as a path), or when they
// are together over their size budget (DOCS_BUDGET_BYTES).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { docsSize, missingDocPaths } from './lib/doc-paths.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Tracked files and new ones not yet added, without what .gitignore leaves out (builds, data).
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
const docs = files
  .filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')))
  .map((name) => ({ name, text: readFileSync(path.join(root, name), 'utf8') }))

// A folder pattern such as /.bench-data/ matches a missing path only when it is written as a folder.
const ignored = (named) =>
  [named, `${named}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: root })
      return true
    } catch {
      return false
    }
  })

const missing = missingDocPaths(docs, files, ignored)
for (const { doc, line, path: named } of missing) console.error(`${doc}:${line}: ${named} does not exist`)
if (missing.length) console.error(`${missing.length} path(s) named in the docs do not exist`)
// The budget counts every file under docs/, not only its Markdown.
const size = docsSize(
  files
    .filter((file) => file === 'README.md' || file.startsWith('docs/'))
    .map((name) => ({ name, text: readFileSync(path.join(root, name)) })),
)
if (size.over) console.error(`the docs are ${size.bytes} bytes, over their budget of ${size.budget}`)
if (missing.length || size.over) process.exit(1)
console.log(`doc paths: every path named in ${docs.length} docs exists; ${size.bytes} of ${size.budget} bytes`)
