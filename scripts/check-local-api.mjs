#!/usr/bin/env node
// One door to Payload: only a feature's data module (`data.ts`, and content's queries.ts), the
// database layer (src/db), the seed, the migrations and Payload's generated files call the Local
// API. A collection hook, endpoint or job hands its `req.payload` to the data module's function;
// the request side passes the gateway's handle (who may import the gateway, and that nothing the
// config loads does, is .dependency-cruiser.cjs's rule). Fails listing every other call with its
// file and line (scripts/lib/local-api-calls.mjs says what counts as a call). No file but a
// migration writes through Payload's database adapter (hooks, validation and versions skipped).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { adapterWrites, localApiCalls, mayCallLocalApi, mayWriteThroughAdapter } from './lib/local-api-calls.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Tracked files and new ones not yet added, without what .gitignore leaves out.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file))

let found = 0
for (const file of files) {
  let text
  try {
    text = readFileSync(path.join(root, file), 'utf8')
  } catch {
    continue // deleted in the work tree, not yet in the index
  }
  if (!mayWriteThroughAdapter(file))
    for (const { line, call } of adapterWrites(text)) {
      console.error(
        `${file}:${line}: ${call} — write through Payload's operations (create, update, delete), not its adapter`,
      )
      found++
    }
  if (mayCallLocalApi(file)) continue
  for (const { line, call } of localApiCalls(text)) {
    console.error(`${file}:${line}: ${call} — move this Local API call into the feature's data.ts`)
    found++
  }
}
if (found) {
  console.error(`${found} Local API call(s) outside a data module`)
  process.exit(1)
}
console.log(`local API: only data modules call Payload (${files.length} files checked)`)
