// Starts a throw-away local PostgreSQL server for tests (installs Debian's package when missing and root).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, chownSync, rmSync } from 'node:fs'
import path from 'node:path'

const PORT = Number(process.env.PEBBLE_PG_PORT || 54329)
const isRoot = process.getuid?.() === 0

function findBinDir() {
  const base = '/usr/lib/postgresql'
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a))
    for (const v of versions) if (existsSync(path.join(base, v, 'bin', 'initdb'))) return path.join(base, v, 'bin')
  }
  return null
}

function install() {
  if (!isRoot) throw new Error('PostgreSQL is not installed. Install it with: sudo apt-get install -y postgresql')
  console.log('[postgres] installing Debian package postgresql…')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

/** Runs a Postgres binary as the `postgres` user when we are root (Postgres refuses to run as root). */
function runAs(bin, args) {
  const cmd = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  const result = spawnSync(cmd[0], cmd[1], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`)
  return result.stdout
}

/** Starts a fresh server and returns its connection URL and a stop function. */
export function startPostgres() {
  let bin = findBinDir()
  if (!bin) {
    install()
    bin = findBinDir()
    if (!bin) throw new Error('PostgreSQL binaries not found after install')
  }
  const dataDir = `/tmp/pebble-pg-${PORT}`
  if (existsSync(dataDir)) {
    try {
      runAs(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop'])
    } catch {}
    rmSync(dataDir, { recursive: true, force: true })
  }
  mkdirSync(dataDir, { recursive: true })
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dataDir, uid, gid)
  }
  runAs(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'pebble', '--auth=trust', '-E', 'UTF8'])
  runAs(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    `-p ${PORT} -k /tmp -c listen_addresses=127.0.0.1`,
    '-l',
    `${dataDir}/server.log`,
    '-w',
    'start',
  ])
  runAs(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(PORT), '-U', 'pebble', 'pebble'])
  const url = `postgres://pebble@127.0.0.1:${PORT}/pebble`
  console.log(`[postgres] running at ${url}`)
  return {
    url,
    stop() {
      try {
        runAs(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop'])
      } catch {}
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
