// `node scripts/run-ts.mjs scripts/x.ts [args…]`: runs one of the TypeScript scripts with tsx, on
// the pinned Node (scripts/lib/runtime.mjs), and passes its exit code on. Every step runs them
// this way (tsxScript in scripts/lib/steps.mjs).
import { spawnSync } from 'node:child_process'

import { ensureRuntime } from './lib/runtime.mjs'
import { bin, root } from './lib/steps.mjs'

await ensureRuntime()
const [file, ...args] = process.argv.slice(2)
const result = spawnSync(bin('tsx'), [file, ...args], { cwd: root, stdio: 'inherit' })
process.exit(result.status ?? 1)
