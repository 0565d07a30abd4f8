#!/usr/bin/env node
// `npm run generate`: Payload's types (src/payload-types.ts) and the admin's import map, from the
// current config. Loading the config needs the local secrets; on a fresh clone they are made here,
// as `npm start` would make them.
import { ensureRuntime } from './lib/runtime.mjs'
import { ensureLocalSecrets } from './lib/secrets.mjs'
import { bin, log, root, run } from './lib/steps.mjs'

await ensureRuntime()
if (ensureLocalSecrets(root)) log('wrote local secrets (and PEBBLE_DEMO=1 unless Stripe is set up) to .env.local')
run(bin('payload'), ['generate:types'])
run(bin('payload'), ['generate:importmap'])
