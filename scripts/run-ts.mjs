// `node scripts/run-ts.mjs scripts/x.ts [args…]`: runs one of the TypeScript scripts with tsx and
// passes its exit code on. Every step runs them this way (tsxScript in scripts/lib/steps.mjs).
//
// On Node 20, tsx loads ES modules through a hooks thread, and now and then one of that thread's
// answers never reaches the main thread: the import never settles, the event loop runs empty, and
// Node exits with code 13 ("unfinished top-level await") without a word, before the script's
// first line has run. Two data steps at once did so about one run in eight, under CPU load. A
// timer that keeps the loop open only turns the exit into a hang, so the script is run again: it
// has done nothing yet (the scripts take their locks after their imports).
import { spawnSync } from 'node:child_process'
import { bin, log, root } from './lib/steps.mjs'

const ATTEMPTS = 3
const UNFINISHED_TOP_LEVEL_AWAIT = 13

const [file, ...args] = process.argv.slice(2)
let status = 1
for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
  const result = spawnSync(bin('tsx'), [file, ...args], { cwd: root, stdio: 'inherit' })
  status = result.status ?? 1
  if (status !== UNFINISHED_TOP_LEVEL_AWAIT || attempt === ATTEMPTS) break
  log(`${file} stopped while loading its modules (exit 13, tsx on Node ${process.versions.node}): running it again`)
}
process.exit(status)
