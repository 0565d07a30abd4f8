import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { api, BASE_URL, eventually } from './helpers'

// `npm run backup` while buyers keep reserving, then `npm run restore` into a new place: every
// reservation acknowledged before the backup began is in the restored database, and so is every
// media file.
const run = promisify(execFile)
const ORIGIN = new URL(BASE_URL).origin
const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : null
const dataDir = path.resolve(process.env.TEST_DATA_DIR ?? '.test-data/unknown')

const reserve = async () => {
  const res = await api('/api/build/orders', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': `198.18.90.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({
      placementKey: randomUUID(),
      selection: { trim: 'adventure', color: 'sage', options: [] },
      customer: {
        firstName: 'Backup',
        lastName: 'Buyer',
        email: `backup-${randomUUID()}@example.com`,
        phone: '(415) 555-0134',
        country: 'US',
        line1: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
      },
      password: 'backup-pass-1',
      acceptTerms: true,
    }),
  })
  return res.status === 201 ? ((await res.json()) as { orderNumber: string }).orderNumber : null
}

/** The order numbers in a restored database, read directly (no server runs on it). */
async function orderNumbersIn(target: { sqliteFile?: string; databaseUrl?: string }): Promise<Set<string>> {
  if (target.databaseUrl) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: target.databaseUrl })
    await client.connect()
    try {
      return new Set((await client.query('select number from orders')).rows.map((r) => r.number as string))
    } finally {
      await client.end()
    }
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${target.sqliteFile}` })
  try {
    return new Set((await client.execute('select number from orders')).rows.map((r) => String(r.number)))
  } finally {
    client.close()
  }
}

async function newPostgresDatabase(): Promise<string> {
  const { default: pg } = await import('pg')
  const name = `pebble_restore_${randomUUID().slice(0, 8)}`
  const admin = new pg.Client({ connectionString: postgresUrl! })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(postgresUrl!)
  url.pathname = `/${name}`
  return url.toString()
}

describe('backup and restore', () => {
  it('a backup taken during writes restores every reservation acknowledged before it began, and the media', async () => {
    const acknowledged: string[] = []
    let writing = true
    const writer = (async () => {
      while (writing) {
        const number = await reserve()
        if (number) acknowledged.push(number)
      }
    })()
    await eventually(async () => acknowledged.length >= 3, 30_000)
    const before = [...acknowledged]

    const work = mkdtempSync(path.join(dataDir, 'backup-'))
    const archive = path.join(work, 'site.tar.gz')
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      ...(postgresUrl ? { DATABASE_URL: postgresUrl } : { DATABASE_URL: '' }),
    }
    const backup = await run(process.execPath, ['scripts/backup.mjs', '--out', archive], { env })
    writing = false
    await writer
    expect(backup.stdout).toMatch(/backup of the (sqlite|postgres) database and media/)
    expect(existsSync(archive)).toBe(true)
    expect(acknowledged.length).toBeGreaterThan(before.length)

    const restoredDir = path.join(work, 'restored')
    const target = postgresUrl
      ? { databaseUrl: await newPostgresDatabase() }
      : { sqliteFile: path.join(restoredDir, 'pebble.db') }
    const restore = await run(process.execPath, ['scripts/restore.mjs', archive], {
      env: { ...process.env, DATA_DIR: restoredDir, DATABASE_URL: target.databaseUrl ?? '' },
    })
    expect(restore.stdout).toMatch(/restored the (sqlite|postgres) database and media/)

    const restored = await orderNumbersIn(target)
    for (const number of before)
      expect(restored.has(number), `order ${number} acknowledged before the backup`).toBe(true)
    expect(readdirSync(path.join(restoredDir, 'media')).sort()).toEqual(readdirSync(path.join(dataDir, 'media')).sort())
    console.log(
      `[backup] ${before.length} reservations acknowledged before the backup, ${acknowledged.length - before.length} during it; ${restored.size} orders restored`,
    )
  }, 120_000)

  it('refuses an archive of the other database kind, and a file that is not a backup, with one clear line', async () => {
    const work = mkdtempSync(path.join(dataDir, 'backup-'))
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgresUrl ?? '' }
    const archive = path.join(work, 'site.tar.gz')
    await run(process.execPath, ['scripts/backup.mjs', '--out', archive], { env })
    const otherKind = {
      ...process.env,
      DATA_DIR: path.join(work, 'other'),
      DATABASE_URL: postgresUrl ? '' : 'postgres://nobody@127.0.0.1:1/none',
    }
    const refused = await run(process.execPath, ['scripts/restore.mjs', archive], { env: otherKind }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    )
    expect(refused?.code).toBe(1)
    expect(refused?.stderr).toMatch(/is a (sqlite|postgres) backup, but this site runs on/)
    expect(refused?.stderr).not.toMatch(/\n\s+at /)
    const garbage = await run(process.execPath, ['scripts/restore.mjs', 'package.json'], { env: otherKind }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    )
    expect(garbage?.stderr).toMatch(/not a backup archive/)
  }, 60_000)
})
