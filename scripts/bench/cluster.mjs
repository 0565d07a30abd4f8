// The cluster section of `npm run bench`: the site as `npm run cluster` runs it (Postgres, Redis,
// s3rver, one build, two instances, nginx in front; scripts/lib/cluster.mjs), measured three ways:
//   - a content page through nginx's page cache, against nginx serving the same HTML from disk;
//   - an uncached page through nginx over two instances, against one instance alone;
//   - launch crowds (scripts/bench/launch.mjs) through nginx.
import path from 'node:path'

import { freePort, prepareCluster, startInstances } from '../lib/cluster.mjs'
import { NGINX_CONNECTIONS_PER_CLIENT, startNginx as startClusterNginx } from '../lib/nginx.mjs'
import { startRedis } from '../lib/redis.mjs'
import { startS3 } from '../lib/s3.mjs'
import { log, root } from '../lib/steps.mjs'
import { measureLaunch } from './launch.mjs'
import { load } from './load.mjs'
import { startNginx as startStaticNginx } from './nginx.mjs'
import { figure } from './report.mjs'
import { median, round } from './stats.mjs'

const PAGE = '/charging'
const RUNS = 3
// A header that nginx never answers from its cache (scripts/lib/nginx.mjs): every request reaches
// an instance. The same header goes to the lone instance, so both sides do the same work.
const UNCACHED = { authorization: 'Bearer bench-uncached' }

/**
 * Runs the section on `ports` ({ nginx, staticNginx, instances: [a, b] }) with its data under
 * `dataDir`; returns its measurements. Postgres must be free to start (PEBBLE_PG_PORT).
 */
export async function measureCluster({ ports, dataDir, seconds, connections: asked }) {
  // The load comes from one address, and nginx limits what one address holds open: at its limit,
  // a connection closing while the next opens was refused (429s counted as load errors, and a
  // cached page looked slower than it is). Every load here, both sides alike, stays under it.
  const connections = Math.min(asked, NGINX_CONNECTIONS_PER_CLIENT - 8)
  const stops = []
  try {
    // Imported here: postgres.mjs reads PEBBLE_PG_PORT when loaded, which bench.mjs sets first.
    const { startPostgres } = await import('../lib/postgres.mjs')
    const pg = startPostgres()
    stops.push(() => pg.stop())
    const redis = await startRedis({ port: await freePort(), log: () => {} })
    stops.push(redis.stop)
    const s3 = await startS3({ port: await freePort(), dir: path.join(root, dataDir, 's3') })
    stops.push(s3.stop)
    const nginxUrl = `http://127.0.0.1:${ports.nginx}`
    log('cluster: migrating, seeding and building once…')
    const shared = prepareCluster({
      dataDir,
      distDir: '.next-bench-cluster',
      publicUrl: nginxUrl,
      databaseUrl: pg.url,
      s3,
      // Two proxies in front, as on a host behind a load balancer: the crowd's own addresses count.
      env: { PEBBLE_DEMO: '1', TRUSTED_PROXY_HOPS: '2' },
    })
    const instances = await startInstances({ ports: ports.instances, dataDir, shared, redisUrl: redis.url })
    stops.push(() => Promise.all(instances.map((s) => s.stop())))
    const nginx = await startClusterNginx({
      dir: path.join(root, dataDir, 'nginx'),
      port: ports.nginx,
      upstreams: ports.instances,
    })
    stops.push(nginx.stop)
    const html = await (await fetch(nginxUrl + PAGE)).text()
    const staticNginx = await startStaticNginx({ dir: path.join(dataDir, 'static'), port: ports.staticNginx, html })
    stops.push(staticNginx.stop)

    log('cluster: warming up…')
    for (const url of [nginxUrl + PAGE, staticNginx.url, instances[0].url + PAGE])
      await load({ url, connections, seconds: 5, headers: url.startsWith(nginxUrl) ? {} : UNCACHED })
    await load({ url: nginxUrl + PAGE, connections, seconds: 5, headers: UNCACHED })

    // Side by side, in turns, so a slow moment of the machine falls on both.
    const cached = { cluster: [], static: [] }
    const uncached = { two: [], one: [] }
    for (let run = 1; run <= RUNS; run++) {
      log(`cluster: load run ${run}/${RUNS}…`)
      cached.cluster.push(await load({ url: nginxUrl + PAGE, connections, seconds }))
      cached.static.push(await load({ url: staticNginx.url, connections, seconds }))
      uncached.two.push(await load({ url: nginxUrl + PAGE, connections, seconds, headers: UNCACHED }))
      uncached.one.push(await load({ url: instances[0].url + PAGE, connections, seconds, headers: UNCACHED }))
    }
    const launch = await measureLaunch('cluster (nginx, 2 instances, Postgres, Redis)', {
      url: nginxUrl,
      pids: instances.map((s) => s.child.pid),
      connectFromOwnAddresses: true,
    })
    return { cached, uncached, launch }
  } finally {
    for (const stop of stops.reverse()) await stop()
  }
}

export function clusterFigures({ cached, uncached }) {
  const rps = (runs) => median(runs.map((r) => r.requestsPerSecond))
  const errors = (runs) => runs.reduce((sum, r) => sum + r.errors, 0)
  const cachedRatio = rps(cached.cluster) / rps(cached.static)
  const scale = rps(uncached.two) / rps(uncached.one)
  return [
    figure(
      `cluster: ${PAGE} through nginx's page cache / nginx static file (req/s)`,
      `${round(cachedRatio, 2)}x (${round(rps(cached.cluster), 0)} / ${round(rps(cached.static), 0)})`,
      '>= 0.8x',
      cachedRatio >= 0.8,
    ),
    figure(
      `cluster: ${PAGE} uncached, two instances through nginx / one instance (req/s)`,
      `${round(scale, 2)}x (${round(rps(uncached.two), 0)} / ${round(rps(uncached.one), 0)})`,
      'printed (one machine: the instances share its cores)',
      null,
    ),
    figure(
      'cluster: load errors (non-2xx, timeouts)',
      errors([...cached.cluster, ...uncached.two, ...uncached.one]),
      '0',
      errors([...cached.cluster, ...uncached.two, ...uncached.one]) === 0,
    ),
  ]
}
