// A throw-away local redis-server for tests and developers (installs Debian's package when missing and root).
// It keeps nothing on disk (--save '' --appendonly no) and publishes expiry/eviction events
// (--notify-keyspace-events Exe), which a Redis-backed Next.js cache handler listens to.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server']

function which(name) {
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    const full = path.join(dir, name)
    if (existsSync(full)) return full
  }
  return null
}

/** The redis-server binary; installs Debian's `redis-server` with apt-get when it is missing and we are root. */
export function ensureRedis(log = console.log) {
  const found = CANDIDATES.find((c) => existsSync(c)) ?? which('redis-server')
  if (found) return found
  if (process.getuid?.() !== 0)
    throw new Error('redis-server not found. Install it with: sudo apt-get install -y redis-server')
  log('installing Debian package redis-server…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  // The package's own service is not needed (and is not started in a container): we run our own.
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], {
    stdio: 'inherit',
    env,
  })
  const installed = CANDIDATES.find((c) => existsSync(c)) ?? which('redis-server')
  if (!installed) throw new Error('redis-server installed but not found on PATH')
  return installed
}

/** One RESP PING over a socket: true when the server answers PONG. */
function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(500, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('*1\r\n$4\r\nPING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

/**
 * Starts redis-server on 127.0.0.1:`port` in the foreground (a child process of ours, in its own
 * process group) with a temporary working directory; resolves once it answers PING.
 * @param {{ port: number, log?: (message: string) => void }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startRedis({ port, log = console.log }) {
  const bin = ensureRedis(log)
  if (await ping(port)) throw new Error(`port ${port} already answers PING: stop that Redis first or pick another port`)
  const dir = mkdtempSync(path.join(os.tmpdir(), `pebble-redis-${port}-`))
  const child = spawn(
    bin,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--daemonize',
      'no',
      '--save',
      '',
      '--appendonly',
      'no',
      '--notify-keyspace-events',
      'Exe',
      '--protected-mode',
      'yes',
      '--dir',
      dir,
      '--logfile',
      path.join(dir, 'redis.log'),
    ],
    { stdio: 'ignore', detached: true },
  )
  const deadline = Date.now() + 15_000
  while (!(await ping(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}; see ${dir}/redis.log`)
    if (Date.now() > deadline) {
      stop(child, dir)
      throw new Error(`redis-server did not answer PING on port ${port} within 15 s`)
    }
    await new Promise((r) => setTimeout(r, 100)) // poll: until it answers
  }
  const url = `redis://127.0.0.1:${port}`
  log(`redis running at ${url}`)
  return { url, port, stop: () => stop(child, dir) }
}

function stop(child, dir) {
  return new Promise((resolve) => {
    const cleanUp = () => {
      rmSync(dir, { recursive: true, force: true })
      resolve()
    }
    if (child.exitCode !== null || child.signalCode !== null) return cleanUp()
    child.once('exit', cleanUp)
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      cleanUp()
    }
  })
}
