import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'

import { openSqlite } from '@/db/sqlite-client'
import { DatabaseBusyError } from '@/db/writer-gate'

const fresh = async (options: { busyRetryMs?: number; maxTransactionMs?: number; writerWaitMs?: number } = {}) => {
  const url = `file:${path.join(mkdtempSync(path.join(tmpdir(), 'pebble-sqlite-')), 'test.db')}`
  const db = await openSqlite({ url, ...options })
  await db.execute('create table t (id integer primary key, v text unique)')
  return { db, url }
}
const count = async (db: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }) =>
  Number((await db.execute('select count(*) as n from t')).rows[0].n)

describe('the SQLite connection (WAL, one writer path)', () => {
  it('runs in WAL mode', async () => {
    const { db } = await fresh()
    expect((await db.execute('PRAGMA journal_mode')).rows[0].journal_mode).toBe('wal')
  })

  it('queues concurrent transactions: all commit, none fails with SQLITE_BUSY', async () => {
    const { db } = await fresh()
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const tx = await db.transaction('write')
        await tx.execute({ sql: 'insert into t (v) values (?)', args: [`v${i}`] })
        await new Promise((r) => setImmediate(r)) // the others' turn while this one is open
        await tx.commit()
      }),
    )
    expect(await count(db)).toBe(50)
  })

  it('while another process holds the write lock: a quick DatabaseBusyError, the event loop keeps running; afterwards writes commit and readers see them', async () => {
    const { db, url } = await fresh({ busyRetryMs: 400 })
    const other = createClient({ url })
    await other.execute('BEGIN IMMEDIATE')
    let ticks = 0
    const ticker = setInterval(() => ticks++, 10)
    const t0 = Date.now()
    await expect(db.transaction('write')).rejects.toBeInstanceOf(DatabaseBusyError)
    await expect(db.execute("insert into t (v) values ('x')")).rejects.toBeInstanceOf(DatabaseBusyError)
    const waited = Date.now() - t0
    clearInterval(ticker)
    expect(waited).toBeLessThan(2000)
    expect(ticks).toBeGreaterThan(waited / 40)
    await other.execute('ROLLBACK')
    other.close()

    // The connection that met SQLITE_BUSY would have kept a statement "in progress" and failed
    // this COMMIT while holding the lock; a fresh one took its place.
    const tx = await db.transaction('write')
    await tx.execute("insert into t (v) values ('after')")
    await tx.commit()
    expect(await count(db)).toBe(1)
    const third = createClient({ url })
    await third.execute("insert into t (v) values ('third')")
    third.close()
    expect(await count(db)).toBe(2)
  })

  it('a transaction that fails (a unique violation) rolls back and frees the writer for the next one', async () => {
    const { db } = await fresh()
    await db.execute("insert into t (v) values ('a')")
    const tx = await db.transaction('write')
    await tx.execute("insert into t (v) values ('b')")
    await expect(tx.execute("insert into t (v) values ('a')")).rejects.toThrow(/UNIQUE/)
    await tx.rollback()
    const next = await db.transaction('write')
    await next.execute("insert into t (v) values ('c')")
    await next.commit()
    expect((await db.execute('select v from t order by v')).rows.map((r) => r.v)).toEqual(['a', 'c'])
  })

  it('a transaction left open too long is rolled back and the writer freed', async () => {
    const { db } = await fresh({ maxTransactionMs: 200 })
    const forgotten = await db.transaction('write')
    await forgotten.execute("insert into t (v) values ('lost')")
    const t0 = Date.now()
    await db.execute("insert into t (v) values ('next')")
    expect(Date.now() - t0).toBeLessThan(2000)
    await expect(forgotten.commit()).rejects.toThrow(/closed/)
    expect((await db.execute('select v from t')).rows.map((r) => r.v)).toEqual(['next'])
  })

  it('a writer that cannot get its turn in time gets DatabaseBusyError', async () => {
    const { db } = await fresh({ writerWaitMs: 100, maxTransactionMs: 5000 })
    const holding = await db.transaction('write')
    await expect(db.execute("insert into t (v) values ('late')")).rejects.toBeInstanceOf(DatabaseBusyError)
    await holding.rollback()
    await db.execute("insert into t (v) values ('now')")
    expect(await count(db)).toBe(1)
  })

  it('a slow query runs off the event loop: timers keep firing, and other reads and writes are answered meanwhile', async () => {
    const { db } = await fresh()
    await db.execute("insert into t (v) values ('a')")
    // A recursive count that keeps SQLite busy for about two seconds on a quiet machine of this kind
    // (5,000,000 rows once took only 497 ms).
    const slowSql =
      'with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000000) select count(*) as c from n'
    let ticks = 0
    const ticker = setInterval(() => ticks++, 10)
    const t0 = Date.now()
    const slow = db.execute(slowSql).then(() => Date.now() - t0)
    // fixed wait: lets the slow query start in SQLite; nothing says it has
    await new Promise((r) => setTimeout(r, 50))
    const quickStarted = Date.now()
    expect(await count(db)).toBe(1)
    await db.execute("insert into t (v) values ('b')")
    const quickMs = Date.now() - quickStarted
    const slowMs = await slow
    clearInterval(ticker)
    expect(slowMs).toBeGreaterThan(500)
    expect(quickMs).toBeLessThan(slowMs / 4)
    // The event loop ran all along (an interval of 10 ms; a frozen loop would count about 0).
    expect(ticks).toBeGreaterThan(slowMs / 40)
    expect(await count(db)).toBe(2)
  })

  it('rows read as libsql gives them: by column name and by index; unique violations keep their code', async () => {
    const { db } = await fresh()
    await db.execute({ sql: 'insert into t (v) values (?)', args: ['x'] })
    const { rows, columns } = await db.execute('select id, v from t')
    expect(columns).toEqual(['id', 'v'])
    expect(rows[0].v).toBe('x')
    expect(rows[0][1]).toBe('x')
    expect(Object.keys(rows[0])).toEqual(['id', 'v'])
    await expect(db.execute({ sql: 'insert into t (v) values (?)', args: ['x'] })).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    })
  })
})
