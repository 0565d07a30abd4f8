// Shared steps of `npm start` and `npm test`. Plain Node (no dependencies): it runs before `npm ci`.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { stopGroup } from './process-group.mjs'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

export function log(message) {
  console.log(`\x1b[36m[pebble]\x1b[0m ${message}`)
}

/** Runs a command, inheriting output; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
}

/**
 * The command that runs one of the TypeScript scripts (tsx on the pinned Node: scripts/run-ts.mjs).
 * @returns {[string, string[]]}
 */
export function tsxScript(file, args = []) {
  return [process.execPath, [path.join(root, 'scripts', 'run-ts.mjs'), file, ...args]]
}

const hashFile = (file) => (existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : 'none')

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const stamp = path.join(root, 'node_modules', '.pebble-lock-hash')
  const want = hashFile(path.join(root, 'package-lock.json'))
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return
  log('installing dependencies…')
  // Not `npm ci`: with this machine's npm settings the lock file leaves out other platforms'
  // optional packages and `npm ci` refuses it. `install --no-save` follows the lock and keeps it as is.
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund'])
  writeFileSync(stamp, want)
}

/** Applies migrations and seeds demo content into an empty database. */
export function prepareData(env = {}) {
  run(...tsxScript('scripts/prepare-data.ts'), { env })
}

function* walk(dir) {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** A fingerprint of everything a production build depends on, including which seed it was built from. */
export function buildFingerprint(env = {}) {
  const hash = createHash('sha256')
  const inputs = [
    ...walk(path.join(root, 'src')),
    ...walk(path.join(root, 'public')),
    'next.config.ts',
    'package-lock.json',
    'tsconfig.json',
  ].map((f) => path.resolve(root, f))
  for (const file of inputs.sort()) {
    if (!existsSync(file)) continue
    hash
      .update(path.relative(root, file))
      .update(String(statSync(file).size))
      .update(readFileSync(file))
  }
  const dataDir = path.resolve(root, env.DATA_DIR ?? process.env.DATA_DIR ?? 'data')
  hash.update(hashFile(path.join(dataDir, '.seed-id')))
  // The server actions' key is built in (it salts their ids): a new key needs a new build.
  for (const name of [
    'DATABASE_URL',
    'NEXT_PUBLIC_ASSETS_HOST',
    'NEXT_PUBLIC_SERVER_URL',
    'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
  ])
    hash.update(`${name}=${env[name] ?? process.env[name] ?? ''}`)
  return hash.digest('hex')
}

/** Builds unless the last build came from the same sources and seed. */
export function ensureBuild(env = {}, { force = false } = {}) {
  const distDir = path.resolve(root, env.NEXT_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? '.next')
  const stamp = path.join(distDir, '.pebble-build-hash')
  const want = buildFingerprint(env)
  if (
    !force &&
    existsSync(path.join(distDir, 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === want
  ) {
    log('build is up to date')
    return
  }
  log('building the site (next build)…')
  // Next keeps its data cache between builds; entries read from another database (a reseed, a
  // switch to Postgres) would be served as if current. The build re-reads everything it needs.
  rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  const tsconfig = path.join(root, 'tsconfig.json')
  const tsconfigBefore = readFileSync(tsconfig, 'utf8')
  run(bin('next'), ['build'], { env: { NEXT_TELEMETRY_DISABLED: '1', ...env } })
  // A build into a new distDir adds its types folder to tsconfig.json, written in Next's own
  // layout; put it back in ours so the format check keeps passing.
  if (readFileSync(tsconfig, 'utf8') !== tsconfigBefore) run(bin('prettier'), ['--write', '--log-level=warn', tsconfig])
  writeFileSync(stamp, want)
}

/**
 * @param {{ port: number, env?: Record<string, string>, logFile?: string, cwd?: string, readyPath?: string }} options
 * Starts the production server (scripts/serve.mjs) in the background (in `cwd`, the project by default); resolves once `readyPath` answers HTTP. */
export async function startServer({
  port,
  env = {},
  logFile,
  cwd = root,
  readyPath = '/api/get-settings',
  node = process.execPath,
} = {}) {
  const { openSync } = await import('node:fs')
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${port} is already in use: stop whatever runs there first`)
  // The server writes straight to the log file: a pipe is not drained while the tests run
  // (spawnSync blocks this process), so a full pipe would stall the server mid-run.
  const log = logFile ? openSync(logFile, 'a') : null
  const child = spawn(node, [path.join(root, 'scripts', 'serve.mjs')], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env, PORT: String(port) },
    stdio: log !== null ? ['ignore', log, log] : 'inherit',
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}${logFile ? `; see ${logFile}` : ''}`)
    try {
      const res = await fetch(`${url}${readyPath}`)
      if (res.status < 500) break
    } catch {}
    await new Promise((r) => setTimeout(r, 300)) // poll: until it answers
  }
  return {
    url,
    child,
    stop: () => stopGroup(child),
  }
}
