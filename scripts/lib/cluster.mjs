// The site as several instances on one machine, the way it runs on several hosts: Postgres, Redis
// (Next's shared cache), an S3-compatible server (media), one build, two app instances, and nginx
// in front that balances and caches public pages (scripts/lib/nginx.mjs). `npm run cluster` and
// the cluster tests use it.
import { mkdirSync, rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { ensureBuild, log, prepareData, root, startServer } from './steps.mjs'

/** A free TCP port on 127.0.0.1 (for services whose port nobody asked for). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

// ── the cluster ────────────────────────────────────────────────────────────────────────────────

/**
 * Prepares once (migrations, demo content, media into the bucket, `next build`) and returns the
 * settings every instance shares. Postgres, Redis and S3 must already run.
 */
export function prepareCluster({ dataDir, distDir, publicUrl, databaseUrl, s3, env = {}, forceBuild = false }) {
  const buildDataDir = path.join(dataDir, 'build')
  mkdirSync(path.join(root, buildDataDir), { recursive: true })
  const shared = {
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_SERVER_URL: publicUrl,
    // nginx appends the visitor's address to X-Forwarded-For.
    TRUSTED_PROXY_HOPS: '1',
    ...s3.env,
    ...env,
  }
  log('migrating and seeding (once)…')
  prepareData({ ...shared, DATA_DIR: buildDataDir })
  ensureBuild({ ...shared, DATA_DIR: buildDataDir }, { force: forceBuild })
  return shared
}

/**
 * Starts `count` instances of the build on consecutive ports, each with its own DATA_DIR (nothing
 * in it is shared: media are in the bucket), with Next's cache on `redisUrl` when given.
 */
export async function startInstances({ ports, dataDir, shared, redisUrl, env = {} }) {
  const instances = []
  try {
    for (const [i, port] of ports.entries()) {
      const instanceDir = path.join(dataDir, `instance-${i + 1}`)
      rmSync(path.join(root, instanceDir), { recursive: true, force: true })
      mkdirSync(path.join(root, instanceDir), { recursive: true })
      const logFile = path.join(root, instanceDir, 'server.log')
      const server = await startServer({
        port,
        logFile,
        env: { ...shared, DATA_DIR: instanceDir, ...(redisUrl ? { REDIS_URL: redisUrl } : {}), ...env },
      })
      instances.push({ ...server, port, dataDir: path.join(root, instanceDir), logFile })
    }
  } catch (error) {
    await Promise.all(instances.map((s) => s.stop()))
    throw error
  }
  return instances
}
