// The site as several instances on one machine, the way it runs on several hosts: Postgres, Redis
// (Next's shared cache), an S3-compatible server (media), one build, two app instances, and nginx
// in front that balances and caches public pages. `npm run cluster` and the cluster tests use it.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { ensureNginx, nginxPreamble, nginxTempPaths } from './nginx.mjs'
import { NOT_STORABLE, PERSONAL_COOKIES } from './page-copy-rules.mjs'
import { stopGroup } from './process-group.mjs'
import { ensureBuild, log, prepareData, root, startServer } from './steps.mjs'

/** How long nginx serves one copy of a page: the wall-clock second it was fetched in (docs/architecture/caching-and-cluster.md, "nginx in front"). */
export const NGINX_PAGE_SECONDS = 1

/** Connections one client address may hold open through nginx at once (a browser uses 6-8). */
export const NGINX_CONNECTIONS_PER_CLIENT = 32

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

// ── nginx ──────────────────────────────────────────────────────────────────────────────────────

/**
 * nginx's configuration: round-robin over the instances, and a cache for public pages.
 *   Pages (and the spec's read API) are served from one copy per URL per wall-clock second (the
 *   second is part of the key), whatever their s-maxage says: an editor's publish reaches visitors
 *   within that second plus one render, and each page costs the instances at most one request per
 *   second (proxy_cache_lock makes the others wait for it). With `proxy_cache_valid 1s` alone, nginx
 *   (whole-second clock) kept a copy 1-2 s, and a publish took up to 2 s plus a render to show.
 *   Never cached: answers marked private/no-store/no-cache (private routes, dynamic pages), answers
 *   with Set-Cookie, requests with a cookie that changes the page (draft mode, a staff or customer
 *   session) or an Authorization header, and RSC requests (client navigations: Next varies those
 *   by header). Vary is ignored on pages: the key is the URL, and nothing else changes a page.
 *   Next's own files and the image optimiser keep their headers (immutable chunks, Vary: Accept).
 *   The CMS API, the admin and next-auth are passed through uncached.
 */
export function nginxConfig({ dir, port, upstreams }) {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')
  return `${nginxPreamble(dir)}
http {
  access_log off;
${nginxTempPaths(dir)}
  # inactive: how long an unused copy stays on disk (Next's files, images; a page's copies are per second).
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=1g inactive=10m use_temp_path=off;

  # Slow and greedy clients (docs/security.md): nginx reads every request body in full before it
  # passes it on (proxy_request_buffering, its default), so a trickling client costs the instances
  # nothing; these cut it off, and cap what one address may hold or send.
  client_header_timeout 10s;
  client_body_timeout 10s;
  send_timeout 30s;
  limit_conn_zone $binary_remote_addr zone=per_client:10m;
  limit_req_zone $binary_remote_addr zone=writes_per_client:10m rate=10r/s;
  limit_conn_status 429;
  limit_req_status 429;

  upstream app {
${servers}
    keepalive 32;
  }

  # A cookie that changes what a page shows, or any Authorization: never from or into the cache.
  map $http_cookie $personal_cookie {
    default 0;
    "~(${PERSONAL_COOKIES.map((name) => name.replaceAll('.', '\\.')).join('|')})" 1;
  }
  map $http_authorization $personal_auth { "" 0; default 1; }
  # Client navigations (RSC payloads) vary by request headers: not cached.
  map $http_rsc $rsc { "" 0; default 1; }
  # The wall-clock second: part of a page's cache key, so a copy serves only the second it was
  # fetched in (proxy_cache_valid 1s alone keeps it to the end of the next whole second: 1-2 s).
  map $msec $this_second { "~^(?<s>\\d+)\\." $s; }
  # What the instance says must not be stored (private routes, dynamic pages, the APIs).
  map $upstream_http_cache_control $not_storable {
    default 0;
    "~*(${NOT_STORABLE.source})" 1;
  }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size 100m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_next_upstream error timeout http_502 http_503;
    add_header X-Cache $upstream_cache_status always;
    # Connections one address may hold open at once (a browser uses 6-8).
    limit_conn per_client ${NGINX_CONNECTIONS_PER_CLIENT};

    # The CMS (API and admin) and next-auth: one person's data, never cached. Requests that write
    # or sign in: 10 a second per address, in bursts of up to 40.
    location ~ ^/(cms-api|admin|api/auth)(/|$) {
      limit_req zone=writes_per_client burst=40 nodelay;
      proxy_pass http://app;
      proxy_buffering off;
    }

    # Placing an order and paying: never cached, the same per-address pace.
    location ~ ^/api/(build/orders|payments/) {
      limit_req zone=writes_per_client burst=40 nodelay;
      proxy_pass http://app;
    }

    # Next's files and the image optimiser: their own headers decide (immutable chunks; images vary by Accept).
    location /_next/ {
      proxy_pass http://app;
      proxy_cache pages;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_lock on;
      proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;
    }

    # Public pages and the spec's read API: one copy per URL per second.
    location / {
      proxy_pass http://app;
      proxy_cache pages;
      proxy_cache_key $scheme$host$request_uri|$this_second;
      proxy_ignore_headers Cache-Control Expires Vary;
      proxy_cache_valid 200 301 302 307 308 404 410 2s;
      proxy_cache_bypass $personal_cookie $personal_auth $rsc;
      proxy_no_cache $personal_cookie $personal_auth $rsc $not_storable;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;
    }
  }
}
`
}

export async function startNginx({ dir, port, upstreams }) {
  const bin = ensureNginx(log)
  const root = path.resolve(dir)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(path.join(root, 'tmp'), { recursive: true })
  const conf = path.join(root, 'nginx.conf')
  // Started by root, workers would run as nobody and could not write the cache under this folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  writeFileSync(conf, `${user}${nginxConfig({ dir: root, port, upstreams })}`)
  execFileSync(bin, ['-t', '-q', '-p', root, '-c', conf, '-e', `${root}/error.log`], { stdio: 'inherit' })
  const child = spawn(bin, ['-p', root, '-c', conf, '-e', `${root}/error.log`], { stdio: 'ignore', detached: true })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${root}/error.log`)
    const up = await fetch(`${url}/api/get-settings`).then(
      (r) => r.status < 500,
      () => false,
    )
    if (up) break
    if (i > 100) throw new Error(`nginx did not answer on ${url}`)
    await new Promise((r) => setTimeout(r, 100)) // poll: until it answers
  }
  return { url, dir: root, stop: () => stopGroup(child, 'SIGQUIT') }
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
