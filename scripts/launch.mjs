#!/usr/bin/env node
// `npm run launch`: the site on one machine for a launch day. nginx on PORT keeps the copies of
// public pages, so they never wait behind a crowd's renders, and holds off slow and greedy
// clients; behind it, instances of the app on 127.0.0.1 (PORT+1, PORT+2, …). Prepares as
// `npm start` does (install, local secrets, migrations, demo content, build when stale), with the
// database the environment names: SQLite (DATA_DIR) by default, Postgres with DATABASE_URL.
// Ctrl-C (or SIGTERM) stops nginx, then drains the instances.
//   PORT                nginx's port (default 3000)
//   HOSTNAME            the address nginx listens on (default 0.0.0.0)
//   LAUNCH_INSTANCES    app instances (default 1). More than one needs DATABASE_URL (Postgres)
//                       and REDIS_URL (Next's shared cache), as `npm run cluster` runs them.
import path from 'node:path'

import { NGINX_PAGE_SECONDS, startNginx } from './lib/nginx.mjs'
import { serversToStop } from './lib/process-group.mjs'
import { ensureRuntime } from './lib/runtime.mjs'
import { ensureLocalSecrets } from './lib/secrets.mjs'
import { ensureBuild, ensureDependencies, log, prepareData, root, startServer } from './lib/steps.mjs'

const port = Number(process.env.PORT || 3000)
const host = process.env.HOSTNAME || '0.0.0.0'
const count = Math.max(1, Number(process.env.LAUNCH_INSTANCES || 1))
// nginx is started last, so it stops first: no new request reaches an instance that drains.
const { started, stopAll, isStopping } = serversToStop(log)

try {
  ensureDependencies()
  await ensureRuntime()
  if (count > 1 && !(process.env.DATABASE_URL?.startsWith('postgres') && process.env.REDIS_URL))
    throw new Error(
      'LAUNCH_INSTANCES > 1 needs DATABASE_URL (Postgres) and REDIS_URL: instances share the database and Next’s cache.',
    )
  if (ensureLocalSecrets(root)) log('wrote local secrets (and PEBBLE_DEMO=1 unless Stripe is set up) to .env.local')
  prepareData()
  ensureBuild()
  const ports = Array.from({ length: count }, (_, i) => port + 1 + i)
  for (const instancePort of ports) {
    log(`starting instance on 127.0.0.1:${instancePort}…`)
    // Only nginx reaches them; it appends the visitor's address to X-Forwarded-For.
    const server = await startServer({ port: instancePort, env: { HOSTNAME: '127.0.0.1', TRUSTED_PROXY_HOPS: '1' } })
    started(`instance ${instancePort}`, server.stop)
    server.child.once('exit', (code) => !isStopping() && (log(`instance ${instancePort} exited (${code})`), stopAll(1)))
  }
  const nginx = await startNginx({ dir: path.join(root, '.launch-data', 'nginx'), port, upstreams: ports, host, log })
  started('nginx', nginx.stop)
  log(
    `serving on http://localhost:${port}: nginx (page copies refreshed every ${NGINX_PAGE_SECONDS} s) in front of ${count} instance(s). Ctrl-C stops.`,
  )
} catch (error) {
  console.error(`\n[pebble] ${error.message}`)
  await stopAll(1)
}
