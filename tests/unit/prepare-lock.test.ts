import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { acquireFileLock } from '@/db/prepare-lock'

describe('the prepare lock on SQLite (a lock file)', () => {
  it('makes a second taker wait until the first lets go', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pebble-lock-'))
    const file = path.join(dir, 'prepare.lock')
    const first = await acquireFileLock(file)
    let second: Awaited<ReturnType<typeof acquireFileLock>> | null = null
    let waits: (holder: string) => void = () => {}
    const toldItWaits = new Promise<string>((resolve) => (waits = resolve))
    const waiting = acquireFileLock(file, { waitMs: 5_000, onWait: (holder) => waits(holder) }).then(
      (lock) => (second = lock),
    )
    // It found the lock held and says it waits (onWait), rather than taking it.
    expect(await toldItWaits).toBe(`${hostname()} ${process.pid}`)
    expect(second).toBeNull()
    await first.release()
    await waiting
    expect(second).not.toBeNull()
    await second!.release()
    expect(existsSync(file)).toBe(false)
  })

  it('takes over a lock whose process is gone, and gives up after waitMs on a live one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pebble-lock-'))
    const file = path.join(dir, 'prepare.lock')
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((r) => gone.once('exit', r))
    writeFileSync(file, `${hostname()} ${gone.pid}\n`)
    const lock = await acquireFileLock(file, { waitMs: 2_000 })
    expect(readFileSync(file, 'utf8').trim()).toBe(`${hostname()} ${process.pid}`)
    await lock.release()

    writeFileSync(file, `${hostname()} ${process.pid}\n`)
    await expect(acquireFileLock(file, { waitMs: 500 })).rejects.toThrow(/held/)
  })
})
