// nginx in front of the app: THE one configuration, for the one-machine launch (`npm run launch`),
// the cluster (`npm run cluster`, its tests and bench), and Debian's package that runs it. nginx
// keeps the copies of public pages, balances the instances and holds off slow and greedy clients;
// the app's own server (scripts/serve.mjs) only does what nginx cannot see from outside.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { stopGroup } from './process-group.mjs'

const NGINX = '/usr/sbin/nginx'

/** How long nginx serves one copy of a page before it fetches the next (docs/architecture/caching-and-cluster.md, "nginx in front"). */
export const NGINX_PAGE_SECONDS = 1

/** Connections one client address may hold open through nginx at once (a browser uses 6-8). */
export const NGINX_CONNECTIONS_PER_CLIENT = 32

/** Cookies that change what a page shows: draft mode, a staff session, a customer session. */
export const PERSONAL_COOKIES = [
  '__prerender_bypass',
  '__next_preview_data',
  'payload-token',
  'next-auth.session-token',
]

/** What the app says must not be kept: private routes, dynamic pages. */
export const NOT_STORABLE = /private|no-store|no-cache/i

/** nginx's path, after installing Debian's package when it is missing (as root). */
export function ensureNginx(log) {
  if (existsSync(NGINX)) return NGINX
  if (process.getuid?.() !== 0) throw new Error('nginx not found. Install it with: sudo apt-get install -y nginx')
  log('installing Debian package nginx…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  // --no-install-recommends and policy-rc.d-free: the package's own service is not needed (and not started in a container).
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env })
  if (!existsSync(NGINX)) throw new Error(`nginx installed but ${NGINX} is missing`)
  return NGINX
}

/** The top of an nginx.conf that runs in the foreground with everything (pid, logs, temp files) under `dir`. */
export const nginxPreamble = (dir) => `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }`

/** The `http` block's temp paths, under `dir` (nginx's defaults are system folders). */
export const nginxTempPaths = (dir) => `  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;`

/**
 * nginx's configuration: round-robin over the instances (`upstreams`, ports on 127.0.0.1), and a
 * cache for public pages, listening on `host`:`port`.
 *   A page's copy serves NGINX_PAGE_SECONDS (1-2 s: nginx's clock counts whole seconds); after
 *   that the next visitor still gets it while one request fetches the new one in the background
 *   (use_stale updating, background_update), and a page with no copy yet is fetched once while
 *   its other visitors wait (proxy_cache_lock). So a page never waits behind a crowd's renders,
 *   and an editor's publish shows within 2 s plus one render.
 *   The key is the page's path without its query string: no public page reads one (a page that
 *   does is dynamic, marked no-store, and never kept), so a flood of query variants shares one
 *   copy and pushes no other page out. The read API keeps its query in the key, and an API
 *   request with a query is not cached at all. A head over 16 kB is refused by nginx (414/400):
 *   it never reaches the cache or an instance.
 *   Never cached: answers marked private/no-store/no-cache (private routes, dynamic pages), answers
 *   with Set-Cookie, requests with a cookie that changes the page (draft mode, a staff or customer
 *   session) or an Authorization header, and RSC requests (client navigations: Next varies those
 *   by header). Vary is ignored on pages: nothing else changes a page.
 *   Next's own files and the image optimiser keep their headers (immutable chunks, Vary: Accept).
 *   The CMS API, the admin and next-auth are passed through uncached.
 */
export function nginxConfig({ dir, port, upstreams, host = '127.0.0.1' }) {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')
  return `${nginxPreamble(dir)}
http {
  access_log off;
${nginxTempPaths(dir)}
  # inactive: how long an unused copy stays on disk.
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=1g inactive=10m use_temp_path=off;

  # Slow and greedy clients (docs/security.md): nginx reads every request body in full before it
  # passes it on (proxy_request_buffering, its default), so a trickling client costs the instances
  # nothing; these cut it off, and cap what one address may hold or send.
  client_header_timeout 10s;
  client_body_timeout 10s;
  # A client that stopped reading its answer is dropped (the app's WRITE_TIMEOUT_MS is the same).
  send_timeout 30s;
  # A refused request (413, 429, a head too long) is read to its end before the close, so its
  # client reads the answer rather than a reset; at most this long.
  lingering_close on;
  lingering_time 10s;
  lingering_timeout 2s;
  large_client_header_buffers 4 16k;
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
  # The read API with a query string: not cached (its variants would each take a copy).
  map "$uri?$args" $api_query { default 0; "~^/api/[^?]*\\?." 1; }
  # The read API's key keeps its query (empty, as those with one are not cached); a page's drops it.
  map $uri $key_args { default ""; "~^/api/" $args; }
  # What the instance says must not be stored (private routes, dynamic pages, the APIs).
  map $upstream_http_cache_control $not_storable {
    default 0;
    "~*(${NOT_STORABLE.source})" 1;
  }

  server {
    listen ${host}:${port};
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
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
      proxy_cache_background_update on;
    }

    # Public pages and the spec's read API: one copy per page, refreshed in the background.
    location / {
      proxy_pass http://app;
      proxy_cache pages;
      proxy_cache_key $scheme$host$uri?$key_args;
      proxy_ignore_headers Cache-Control Expires Vary;
      proxy_cache_valid 200 404 410 ${NGINX_PAGE_SECONDS}s;
      proxy_cache_bypass $personal_cookie $personal_auth $rsc $api_query;
      proxy_no_cache $personal_cookie $personal_auth $rsc $api_query $not_storable;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
      proxy_cache_background_update on;
    }
  }
}
`
}

/** Starts nginx from `nginxConfig` with everything under `dir` (emptied first); resolves once it answers. */
export async function startNginx({ dir, port, upstreams, host, log = () => {} }) {
  const bin = ensureNginx(log)
  const root = path.resolve(dir)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(path.join(root, 'tmp'), { recursive: true })
  const conf = path.join(root, 'nginx.conf')
  // Started by root, workers would run as nobody and could not write the cache under this folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  writeFileSync(conf, `${user}${nginxConfig({ dir: root, port, upstreams, host })}`)
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
