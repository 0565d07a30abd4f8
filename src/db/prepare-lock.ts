import { open, readFile, stat, unlink } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'

/**
 * One database's "prepare" lock: whoever migrates or seeds holds it, so two releases, or two
 * instances booting at the same moment on one database, take turns. The second finds the
 * migrations applied and the demo content there, and does nothing.
 *
 * - **Postgres**: a session-level advisory lock (`pg_advisory_lock`) on a connection of its own,
 *   held until `release()` or until that connection ends: a process that dies while holding it
 *   frees it with its connection, so a crash never leaves the database locked.
 * - **SQLite**: a lock file beside the database, created exclusively (`O_EXCL`), holding the
 *   owner's host and pid. SQLite is one machine's file, so a lock whose process is gone (a crash,
 *   `kill -9`) is recognised as stale and taken over.
 *
 * Waiting is polling with timers (the event loop stays free) and is bounded by `waitMs`.
 */
export type PrepareLock = { release: () => Promise<void>; waitedMs: number }

/** Advisory lock key: a constant of this app ("pebble-prepare" as a 63-bit number). */
export const PREPARE_LOCK_KEY = 7_305_412_889_152_190_001n
export const PREPARE_LOCK_FILE = 'prepare.lock'

type Options = { databaseUrl: string; dataDir: string; waitMs?: number; onWait?: (holder: string) => void }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function acquirePrepareLock(options: Options): Promise<PrepareLock> {
  return /^postgres(ql)?:\/\//.test(options.databaseUrl) ? postgresLock(options) : fileLock(options)
}

async function postgresLock(options: Options): Promise<PrepareLock> {
  const { databaseUrl, waitMs = 10 * 60_000, onWait } = options
  const { default: pg } = await import('pg')
  const started = Date.now()
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 })
  client.on('error', () => undefined)
  try {
    await client.connect()
  } catch (error) {
    // A database that does not exist yet: create it (Payload would, but two instances doing so at
    // once race), then lock inside it.
    if ((error as { code?: string }).code !== '3D000') throw error
    await createDatabase(databaseUrl)
    return postgresLock({ ...options, waitMs: waitMs - (Date.now() - started) })
  }
  let told = false
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [
      PREPARE_LOCK_KEY.toString(),
    ])
    if (rows[0]?.locked) break
    if (Date.now() - started > waitMs) {
      await client.end().catch(() => undefined)
      throw new Error(`Another process has been migrating this database for over ${Math.round(waitMs / 1000)} s.`)
    }
    if (!told) {
      told = true
      onWait?.('another process (Postgres advisory lock)')
    }
    await sleep(250)
  }
  return {
    waitedMs: Date.now() - started,
    release: async () => {
      await client.query('select pg_advisory_unlock($1::bigint)', [PREPARE_LOCK_KEY.toString()]).catch(() => undefined)
      await client.end().catch(() => undefined)
    },
  }
}

async function createDatabase(databaseUrl: string) {
  const { default: pg } = await import('pg')
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 10_000 })
  admin.on('error', () => undefined)
  await admin.connect()
  try {
    await admin.query(`create database "${name.replace(/"/g, '""')}"`)
  } catch (error) {
    // Someone else created it meanwhile, which is just as good: 42P04 when it already existed,
    // 23505 (pg_database's unique name) when both creations ran at the same moment.
    const code = (error as { code?: string }).code
    if (code !== '42P04' && code !== '23505') throw error
  } finally {
    await admin.end().catch(() => undefined)
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM'
  }
}

async function takeOver(file: string, staleHolder: string) {
  const takeover = `${file}.takeover`
  try {
    await (await open(takeover, 'wx')).close()
  } catch {
    // Someone else is taking over; one left behind by a crash is removed after 10 s.
    const since = await stat(takeover).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    )
    if (since > 10_000) await unlink(takeover).catch(() => undefined)
    await sleep(100)
    return
  }
  try {
    if ((await readFile(file, 'utf8').catch(() => '')).trim() === staleHolder) await unlink(file).catch(() => undefined)
  } finally {
    await unlink(takeover).catch(() => undefined)
  }
}

const fileLock = ({ dataDir, waitMs, onWait }: Options) =>
  acquireFileLock(path.join(dataDir, PREPARE_LOCK_FILE), { waitMs, onWait })

/** An exclusive lock file on this machine (e.g. a build folder's, so two releases never build into it at once). */
export async function acquireFileLock(
  file: string,
  { waitMs = 10 * 60_000, onWait }: Pick<Options, 'waitMs' | 'onWait'> = {},
): Promise<PrepareLock> {
  const owner = `${hostname()} ${process.pid}`
  const started = Date.now()
  let told = false
  for (;;) {
    try {
      const handle = await open(file, 'wx')
      await handle.writeFile(`${owner}\n`)
      await handle.close()
      break
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error
    }
    const holder = (await readFile(file, 'utf8').catch(() => '')).trim()
    const [host, pid] = holder.split(' ')
    if (host === hostname() && Number(pid) > 0 && !alive(Number(pid))) {
      // Its process is gone: the lock is stale. Two waiters may see that at once, so removing it
      // takes a second lock; the one who gets it removes the stale file if it is still the same.
      await takeOver(file, holder)
      continue
    }
    if (Date.now() - started > waitMs)
      throw new Error(`${holder || 'Another process'} has held ${file} for over ${Math.round(waitMs / 1000)} s.`)
    if (!told) {
      told = true
      onWait?.(holder || 'another process')
    }
    await sleep(250)
  }
  return {
    waitedMs: Date.now() - started,
    release: async () => {
      const holder = (await readFile(file, 'utf8').catch(() => '')).trim()
      if (holder === owner) await unlink(file).catch(() => undefined)
    },
  }
}
