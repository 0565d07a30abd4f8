// A local Prometheus for `npm run cluster` (installs Debian's `prometheus` package when missing and
// root): scrapes every instance's /api/metrics with the cluster's METRICS_TOKEN and evaluates
// ops/prometheus/alerts.yml. Data lives in the cluster's throw-away folder.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { stopGroup } from './process-group.mjs'
import { root } from './steps.mjs'

const BIN = '/usr/bin/prometheus'
export const ALERT_RULES = path.join(root, 'ops', 'prometheus', 'alerts.yml')

/** The prometheus binary; installs Debian's `prometheus` with apt-get when it is missing and we are root. */
export function ensurePrometheus(log = console.log) {
  if (existsSync(BIN)) return BIN
  if (process.getuid?.() !== 0)
    throw new Error('prometheus not found. Install it with: sudo apt-get install -y prometheus')
  log('installing Debian package prometheus…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  // The package's own service is not started in a container, and is not needed: we run our own.
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'prometheus'], { stdio: 'inherit', env })
  if (!existsSync(BIN)) throw new Error('prometheus installed but not found')
  return BIN
}

/** prometheus.yml for `targets` (host:port of each instance), every 5 s, with the bearer token in a file. */
export function prometheusConfig({ targets, tokenFile, rulesFile = ALERT_RULES }) {
  return `global:
  scrape_interval: 5s
  evaluation_interval: 5s
rule_files:
  - ${JSON.stringify(rulesFile)}
scrape_configs:
  - job_name: pebble
    metrics_path: /api/metrics
    authorization:
      type: Bearer
      credentials_file: ${JSON.stringify(tokenFile)}
    static_configs:
      - targets: ${JSON.stringify(targets)}
`
}

/**
 * Starts Prometheus on 127.0.0.1:`port` scraping `targets` with `token`; resolves once it is
 * ready (/-/ready).
 */
export async function startPrometheus({ dir, port, targets, token, log = console.log }) {
  const bin = ensurePrometheus(log)
  mkdirSync(path.join(dir, 'data'), { recursive: true })
  const tokenFile = path.join(dir, 'metrics-token')
  writeFileSync(tokenFile, token, { mode: 0o600 })
  const config = path.join(dir, 'prometheus.yml')
  writeFileSync(config, prometheusConfig({ targets, tokenFile }))
  const child = spawn(
    bin,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--storage.tsdb.retention.time=1d',
    ],
    { stdio: 'ignore', detached: true },
  )
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited with ${child.exitCode} (config: ${config})`)
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) {
      await stopGroup(child)
      throw new Error(`prometheus did not get ready on port ${port} within 30 s`)
    }
    await new Promise((r) => setTimeout(r, 300)) // poll: until it answers
  }
  log(`prometheus running at ${url}`)
  return { url, port, stop: () => stopGroup(child) }
}
