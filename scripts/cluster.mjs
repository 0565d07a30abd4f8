#!/usr/bin/env node
// `npm run cluster`: the site as it runs on several hosts, on this machine. Starts Postgres, Redis
// (Next's shared cache), s3rver (media), migrates and builds once, starts two instances on PORT+1
// and PORT+2 and nginx on PORT in front of them, and Prometheus scraping both instances with the
// alert rules of ops/prometheus/alerts.yml. Ctrl-C stops everything it started.
// Throw-away: every run starts from an empty database with demo content (.cluster-data/).
//   PORT               nginx's port (default 3000); the instances take the next two
//   PEBBLE_PG_PORT     Postgres (default 54329)   PEBBLE_REDIS_PORT  Redis (default 6390)
//   PEBBLE_S3_PORT     s3rver (default 4568)      PEBBLE_PROMETHEUS_PORT  Prometheus (default 9090)
//   METRICS_TOKEN      the instances' /api/metrics token (default: a new one each run)
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { prepareCluster, startInstances } from './lib/cluster.mjs'
import { NGINX_PAGE_SECONDS, startNginx } from './lib/nginx.mjs'
import { serversToStop } from './lib/process-group.mjs'
import { startPrometheus } from './lib/prometheus.mjs'
import { startRedis } from './lib/redis.mjs'
import { startPostgres } from './lib/postgres.mjs'
import { startS3 } from './lib/s3.mjs'
import { ensureRuntime } from './lib/runtime.mjs'
import { ensureLocalSecrets } from './lib/secrets.mjs'
import { ensureDependencies, log, root } from './lib/steps.mjs'

const port = Number(process.env.PORT || 3000)
const dataDir = '.cluster-data'
const { started, stopAll } = serversToStop(log)

try {
  ensureDependencies()
  await ensureRuntime()
  // The instances run from this checkout, so they read the same secrets from .env.local. On
  // separate hosts, give each the same PAYLOAD_SECRET and NEXTAUTH_SECRET (docs/operations.md).
  ensureLocalSecrets(root)
  const pg = startPostgres()
  started('postgres', () => pg.stop())
  const redis = await startRedis({ port: Number(process.env.PEBBLE_REDIS_PORT || 6390) })
  started('redis', redis.stop)
  const s3 = await startS3({
    port: Number(process.env.PEBBLE_S3_PORT || 4568),
    dir: path.join(root, dataDir, 's3'),
    bucket: 'media',
  })
  started('s3rver', s3.stop)

  const shared = prepareCluster({
    dataDir,
    distDir: '.next-cluster',
    publicUrl: `http://localhost:${port}`,
    databaseUrl: pg.url,
    s3,
  })
  const ports = [port + 1, port + 2]
  log('starting the instances…')
  const metricsToken = process.env.METRICS_TOKEN || randomBytes(24).toString('hex')
  const instances = await startInstances({
    ports,
    dataDir,
    shared,
    redisUrl: redis.url,
    env: { METRICS_TOKEN: metricsToken },
  })
  for (const instance of instances) started(`instance ${instance.port}`, instance.stop)
  const nginx = await startNginx({ dir: path.join(root, dataDir, 'nginx'), port, upstreams: ports, log })
  started('nginx', nginx.stop)
  const prometheus = await startPrometheus({
    dir: path.join(root, dataDir, 'prometheus'),
    port: Number(process.env.PEBBLE_PROMETHEUS_PORT || 9090),
    targets: ports.map((p) => `127.0.0.1:${p}`),
    token: metricsToken,
    log,
  })
  started('prometheus', prometheus.stop)

  const rows = [
    [
      'site (nginx)',
      `http://localhost:${port}`,
      `round-robin over the instances; page copies refreshed every ${NGINX_PAGE_SECONDS} s`,
    ],
    ...instances.map((s, i) => [`instance ${i + 1}`, s.url, `log: ${path.relative(root, s.logFile)}`]),
    ['postgres', pg.url, 'throw-away, demo content'],
    ['redis', redis.url, "Next's shared cache"],
    ['s3rver', `${s3.url}/${s3.bucket}`, `media; files in ${path.relative(root, s3.dir)}`],
    ['admin', `http://localhost:${port}/admin`, 'editor@example.com / pebble-demo-2026 (demo)'],
    ['prometheus', prometheus.url, 'scrapes both instances; alerts: ops/prometheus/alerts.yml'],
    ['metrics', `${instances[0].url}/api/metrics`, `Authorization: Bearer ${metricsToken}`],
  ]
  console.log('\nRunning:')
  for (const [what, where, note] of rows) console.log(`  ${what.padEnd(14)} ${where.padEnd(42)} ${note}`)
  console.log('\nCtrl-C stops everything.')
} catch (error) {
  console.error(`\n[pebble] ${error.message}`)
  await stopAll(1)
}
