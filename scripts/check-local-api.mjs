#!/usr/bin/env node
// One door to Payload: only a feature's data module (`data.ts`, and content's queries.ts), the
// database layer (src/db), the seed and generated files call the Local API. Fails listing every
// other call with its file and line (scripts/lib/local-api-calls.mjs says what counts as a call).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { localApiCalls, mayCallLocalApi } from './lib/local-api-calls.mjs'

/**
 * Files that still call the Local API themselves and have not moved their calls into their
 * feature's data module yet. Each is named, so no new one can join them; remove a file from the
 * list once its calls are moved.
 */
const NOT_MOVED_YET = new Set([])

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file))

let found = 0
const stale = []
for (const file of files) {
  if (mayCallLocalApi(file)) continue
  let text
  try {
    text = readFileSync(path.join(root, file), 'utf8')
  } catch {
    continue // deleted in the work tree, not yet in the index
  }
  const calls = localApiCalls(text)
  if (NOT_MOVED_YET.has(file)) {
    if (!calls.length) stale.push(file)
    continue
  }
  for (const { line, call } of calls) {
    console.error(`${file}:${line}: ${call} — move this Local API call into the feature's data.ts`)
    found++
  }
}
for (const file of stale)
  console.error(
    `${file} calls no Local API any more: take it off NOT_MOVED_YET in ${path.relative(root, fileURLToPath(import.meta.url))}`,
  )
if (found || stale.length) {
  if (found) console.error(`${found} Local API call(s) outside a data module`)
  process.exit(1)
}
console.log(
  `local API: only data modules call Payload (${files.length} files checked, ${NOT_MOVED_YET.size} not moved yet)`,
)
