/**
 * nginx's configuration for `npm run launch`, `npm run cluster` and the cluster tests (scripts/lib/nginx.mjs): what
 * it caches and for how long. nginx itself checks the syntax when it is installed.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { nginxConfig } from '../../scripts/lib/nginx.mjs'

const NGINX = '/usr/sbin/nginx'
const conf = nginxConfig({ dir: '/srv/x', port: 3700, upstreams: [3701, 3702] })
const pages = conf.slice(conf.indexOf('location / {'))

describe('nginx in front of the cluster', () => {
  it('balances both instances', () => {
    expect(conf).toMatch(/server 127\.0\.0\.1:3701/)
    expect(conf).toMatch(/server 127\.0\.0\.1:3702/)
    expect(conf).toMatch(/listen 127\.0\.0\.1:3700;/)
  })

  it('keeps one copy of a page for a second, whatever s-maxage says, and serves it while the next is fetched', () => {
    expect(pages).toMatch(/proxy_ignore_headers Cache-Control Expires Vary;/)
    expect(pages).toMatch(/proxy_cache_valid 200 404 410 1s;/)
    expect(pages).toMatch(/proxy_cache_use_stale updating /)
    expect(pages).toMatch(/proxy_cache_background_update on;/)
    expect(pages).toMatch(/proxy_cache_lock on;/)
  })

  it('keys a page by its path alone, and never caches the read API with a query', () => {
    expect(pages).toMatch(/proxy_cache_key \$scheme\$host\$uri\?\$key_args;/)
    expect(conf).toMatch(/map \$uri \$key_args \{ default ""; "~\^\/api\/" \$args; \}/)
    expect(pages).toMatch(/proxy_no_cache [^;]*\$api_query/)
    expect(pages).toMatch(/proxy_cache_bypass [^;]*\$api_query/)
  })

  it('never stores or serves from cache what is private, personal or an RSC request', () => {
    expect(pages).toMatch(/proxy_no_cache \$personal_cookie \$personal_auth \$rsc \$api_query \$not_storable;/)
    expect(pages).toMatch(/proxy_cache_bypass \$personal_cookie \$personal_auth \$rsc \$api_query;/)
    for (const cookie of ['__prerender_bypass', 'payload-token', 'next-auth\\.session-token'])
      expect(conf).toContain(cookie)
    expect(conf).toMatch(/"~\*\(private\|no-store\|no-cache\)" 1;/)
  })

  it('passes the CMS, the admin and next-auth through uncached', () => {
    const cms = conf.slice(conf.indexOf('location ~ ^/(cms-api|admin|api/auth)'), conf.indexOf('location /_next/'))
    expect(cms).not.toMatch(/proxy_cache /)
  })

  it('cuts off slow clients and caps what one address may hold or send', () => {
    expect(conf).toMatch(/client_header_timeout 10s;/)
    expect(conf).toMatch(/client_body_timeout 10s;/)
    expect(conf).toMatch(/send_timeout 30s;/)
    expect(conf).toMatch(/lingering_close on;/)
    expect(conf).toMatch(/large_client_header_buffers 4 16k;/)
    expect(conf).toMatch(/limit_conn per_client 32;/)
    expect(conf).not.toMatch(/proxy_request_buffering off/)
    const writes = conf.slice(
      conf.indexOf('location ~ ^/api/(build/orders|payments/)'),
      conf.indexOf('location /_next/'),
    )
    expect(writes).toMatch(/limit_req zone=writes_per_client burst=40 nodelay;/)
    expect(writes).not.toMatch(/proxy_cache /)
  })

  // scripts/test.mjs installs nginx before this step when it can (as root, and always in CI): in CI
  // a missing nginx fails here rather than skipping the check.
  it.runIf(existsSync(NGINX) || Boolean(process.env.CI))('is a configuration nginx accepts', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pebble-nginx-conf-'))
    try {
      mkdirSync(path.join(dir, 'tmp'))
      const file = path.join(dir, 'nginx.conf')
      writeFileSync(file, nginxConfig({ dir, port: 3700, upstreams: [3701, 3702] }))
      execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], { stdio: 'pipe' })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
