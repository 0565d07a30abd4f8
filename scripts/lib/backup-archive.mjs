// What `npm run backup` and `npm run restore` share: where the database and media are, which kind
// of database it is, and the tools for each. Plain Node: a backup must run beside a live site
// without loading the app.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import nextEnv from '@next/env'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')

/** DATA_DIR and DATABASE_URL as the app reads them (src/config/env.ts), .env files included. */
export function siteLocation() {
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', { info: () => {}, error: console.error })
  const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR || 'data')
  const databaseUrl = process.env.DATABASE_URL || `file:${path.join(dataDir, 'pebble.db')}`
  const kind = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite'
  return {
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl,
    kind,
    sqliteFile: kind === 'sqlite' ? databaseUrl.replace(/^file:/, '') : null,
  }
}

/** A PostgreSQL client tool (pg_dump, pg_restore) of the newest installed version. */
export function postgresTool(name) {
  const base = '/usr/lib/postgresql'
  if (existsSync(base)) {
    for (const version of readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
      const bin = path.join(base, version, 'bin', name)
      if (existsSync(bin)) return bin
    }
  }
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim()
  if (found) return found
  throw new UsageError(
    `${name} is not installed. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`,
  )
}

/** A mistake of the person running the script: printed as one line, exit code 1, no stack trace. */
export class UsageError extends Error {}

export function runTool(command, args, { env } = {}) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0)
    throw new UsageError(
      `${path.basename(command)} failed: ${(result.stderr || result.stdout || `exit ${result.status}`).trim().split('\n').slice(-3).join(' ')}`,
    )
  return result.stdout
}

export async function main(run) {
  try {
    await run()
  } catch (error) {
    console.error(`[pebble] ${error instanceof UsageError ? error.message : (error.stack ?? error)}`)
    process.exit(1)
  }
}
