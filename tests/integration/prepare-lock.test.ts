import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { tsxScript } from '../../scripts/lib/steps.mjs'

// Two instances booting at the same moment on one fresh database both run the data step
// (scripts/prepare-data.ts: migrate, then seed an empty database). Its lock makes them take turns:
// both succeed, the schema is migrated once and the demo content seeded once.
const isPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
const suffix = randomBytes(4).toString('hex')
const dataDirs = [0, 1].map((n) => path.resolve(process.env.TEST_DATA_DIR!, `prepare-lock-${suffix}-${n}`))
const databaseUrl = (() => {
  if (!isPostgres) return undefined
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/pebble_lock_${suffix}`
  return url.toString()
})()

afterAll(async () => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  if (databaseUrl) {
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`drop database if exists "pebble_lock_${suffix}" with (force)`)
    await admin.end()
  }
})

function prepare(dataDir: string): Promise<{ code: number | null; output: string }> {
  // On SQLite both share one data folder; on Postgres each has its own media folder, one database.
  // As an operator runs it: a plain environment (no NODE_ENV; the secrets come from .env.local),
  // never what earlier test files left in this worker's process.env (SMTP_URL, DATA_DIR, …).
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: isPostgres ? dataDir : dataDirs[0],
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  } as unknown as NodeJS.ProcessEnv
  return new Promise((resolve) => {
    const [command, args] = tsxScript('scripts/prepare-data.ts')
    const child = spawn(command, args, { env, stdio: 'pipe' })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('exit', (code: number | null) => resolve({ code, output }))
  })
}

async function count(table: string): Promise<number> {
  if (databaseUrl) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query(`select count(*)::int as n from ${table}`)
    await client.end()
    return rows[0].n
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${path.join(dataDirs[0], 'pebble.db')}` })
  const { rows } = await client.execute(`select count(*) as n from ${table}`)
  client.close()
  return Number(rows[0].n)
}

describe('two data steps at once on one fresh database', () => {
  it('both succeed; one migrates and seeds while the other waits, then finds it done', async () => {
    for (const dir of dataDirs) mkdirSync(dir, { recursive: true })
    const started = Date.now()
    const runs = await Promise.all(dataDirs.map(prepare))
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`[prepare-lock] two data steps at once on ${isPostgres ? 'Postgres' : 'SQLite'}: ${seconds} s`)

    for (const run of runs) expect(run.code, run.output.slice(-2000)).toBe(0)
    const seeded = runs.filter((run) => run.output.includes('seeding demo content'))
    expect(seeded).toHaveLength(1)
    expect(runs.filter((run) => run.output.includes('waiting for'))).toHaveLength(1)

    // Seeded once: the three demo staff accounts, each page once, each migration once.
    expect(await count('users')).toBe(3)
    const pages = await count('pages')
    expect(pages).toBeGreaterThan(3)
    const slugs = await count(isPostgres ? '(select distinct slug from pages) s' : '(select distinct slug from pages)')
    expect(slugs).toBe(pages)
    const migrations = await count('payload_migrations')
    const names = await count(
      isPostgres
        ? '(select distinct name from payload_migrations) m'
        : '(select distinct name from payload_migrations)',
    )
    expect(names).toBe(migrations)
  }, 300_000)
})
