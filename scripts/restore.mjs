#!/usr/bin/env node
// `npm run restore -- <backup.tar.gz>`: brings the site's database and media back from a backup
// made by `npm run backup`. Stop the site first: this replaces its database and media folder.
//   SQLite:   the copy replaces DATA_DIR's database file (its -wal and -shm files are removed).
//   Postgres: pg_restore --clean into DATABASE_URL (the database must exist; an empty one is fine).
// An archive of the other database kind is refused: dump and load between kinds is not a restore.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { main, postgresTool, runTool, siteLocation, UsageError } from './lib/backup-archive.mjs'
import { ensureRuntime } from './lib/runtime.mjs'

await ensureRuntime()
await main(async () => {
  const file = process.argv[2]
  if (!file) throw new UsageError('Which backup? npm run restore -- backups/pebble-sqlite-<time>.tar.gz')
  if (!existsSync(file)) throw new UsageError(`There is no file ${file}.`)
  const site = siteLocation()
  const work = mkdtempSync(path.join(tmpdir(), 'pebble-restore-'))
  try {
    try {
      runTool('tar', ['-xzf', path.resolve(file), '-C', work])
    } catch {
      throw new UsageError(`${file} is not a backup archive (tar.gz) or it is damaged.`)
    }
    const manifestFile = path.join(work, 'manifest.json')
    if (!existsSync(manifestFile))
      throw new UsageError(`${file} has no manifest.json: it was not made by npm run backup.`)
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
    if (manifest.kind !== site.kind) {
      throw new UsageError(
        `${file} is a ${manifest.kind} backup, but this site runs on ${site.kind} (DATABASE_URL). Restore it into a ${manifest.kind} site.`,
      )
    }
    const database = path.join(work, manifest.database)
    if (!existsSync(database)) throw new UsageError(`${file} has no ${manifest.database}: the archive is incomplete.`)

    if (site.kind === 'sqlite') {
      mkdirSync(path.dirname(site.sqliteFile), { recursive: true })
      const staged = `${site.sqliteFile}.restoring`
      cpSync(database, staged)
      for (const suffix of ['-wal', '-shm']) rmSync(`${site.sqliteFile}${suffix}`, { force: true })
      renameSync(staged, site.sqliteFile)
    } else {
      runTool(postgresTool('pg_restore'), [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        `--dbname=${site.databaseUrl}`,
        database,
      ])
    }
    rmSync(site.mediaDir, { recursive: true, force: true })
    cpSync(path.join(work, 'media'), site.mediaDir, { recursive: true })
    console.log(
      `[pebble] restored the ${site.kind} database and media from ${file} (backup of ${manifest.createdAt}). Start the site again.`,
    )
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
})
