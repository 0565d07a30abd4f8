#!/usr/bin/env node
// `npm run backup [-- --out <file.tar.gz>]`: a consistent copy of the database and the media files,
// taken while the site serves and takes writes, in one archive (backups/ by default).
//   SQLite:   VACUUM INTO over a connection of its own — one read transaction, so the copy is the
//             database as of one moment, and in WAL mode it never blocks the site's writer.
//   Postgres: pg_dump (custom format) — one repeatable-read snapshot, no locks that writers wait on.
// Media files are copied after the database, so every file an order or page of the copy refers
// to is there (files uploaded during the backup may come along too; nothing refers to them).
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { main, postgresTool, root, runTool, siteLocation, UsageError } from './lib/backup-archive.mjs'
import { ensureRuntime } from './lib/runtime.mjs'

await ensureRuntime()
await main(async () => {
  const args = process.argv.slice(2)
  const outAt = args.indexOf('--out')
  const site = siteLocation()
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const out = path.resolve(
    outAt >= 0 ? (args[outAt + 1] ?? '') : path.join(root, 'backups', `pebble-${site.kind}-${stamp}.tar.gz`),
  )
  if (outAt >= 0 && !args[outAt + 1]) throw new UsageError('--out needs a file name, e.g. --out backups/pebble.tar.gz')
  mkdirSync(path.dirname(out), { recursive: true })

  const started = Date.now()
  const work = mkdtempSync(path.join(tmpdir(), 'pebble-backup-'))
  try {
    let database
    if (site.kind === 'sqlite') {
      if (!existsSync(site.sqliteFile))
        throw new UsageError(`There is no database at ${site.sqliteFile} (DATA_DIR=${site.dataDir}).`)
      database = 'database.sqlite'
      const { createClient } = await import('@libsql/client')
      const client = createClient({ url: `file:${site.sqliteFile}` })
      try {
        // The site's own writer retries on SQLITE_BUSY; this read never takes the write lock.
        await client.execute('PRAGMA busy_timeout = 5000')
        await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(work, database)] })
      } finally {
        client.close()
      }
    } else {
      database = 'database.pgdump'
      runTool(postgresTool('pg_dump'), [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(work, database)}`,
        site.databaseUrl,
      ])
    }
    const databaseDone = Date.now()
    if (existsSync(site.mediaDir)) cpSync(site.mediaDir, path.join(work, 'media'), { recursive: true })
    else mkdirSync(path.join(work, 'media'))
    const manifest = {
      kind: site.kind,
      database,
      createdAt: new Date(started).toISOString(),
      databaseMs: databaseDone - started,
      totalMs: Date.now() - started,
    }
    writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2))
    runTool('tar', ['-czf', out, '-C', work, 'manifest.json', database, 'media'])
    const mb = (statSync(out).size / 1024 / 1024).toFixed(1)
    console.log(
      `[pebble] backup of the ${site.kind} database and media in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(process.cwd(), out) || out} (${mb} MB)`,
    )
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
})
