import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { findSleeps } from '../../scripts/lib/fixed-waits.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const sample = (text: string) => findSleeps([{ path: 'sample.ts', text }])

/** The tests, their helpers and the test runner's: every file whose sleeps the check reads. */
function testFiles() {
  const ours = new Set(['tests/unit/fixed-waits.test.ts', 'scripts/lib/fixed-waits.mjs'])
  const tests = readdirSync(path.join(root, 'tests'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|mjs)$/.test(name))
    .map((name) => path.posix.join('tests', name.split(path.sep).join('/')))
  const lib = readdirSync(path.join(root, 'scripts/lib'))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => `scripts/lib/${name}`)
  return [...tests, ...lib, 'scripts/test.mjs']
    .filter((file) => !ours.has(file))
    .map((file) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') }))
}

describe('sleeps in the tests (scripts/lib/fixed-waits.mjs)', () => {
  it('finds a promise a timer settles, Playwright’s fixed wait, promise timers and a sleep helper’s calls', () => {
    const found = sample(
      [
        'await new Promise((r) => setTimeout(r, 1500))',
        'await new Promise<void>((resolve) => setTimeout(resolve, ms))',
        'setTimeout(() => resolve(-1), 3_000)',
        'await page.waitForTimeout(700)',
        "import { setTimeout as wait } from 'node:timers/promises'",
        'const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))',
        'await sleep(50)',
        'socket.setTimeout(500, () => done(false))',
        'test.setTimeout(90_000)',
        'setTimeout(next, gapMs)',
        'await eventually(async () => sent(), 5_000)',
      ].join('\n'),
    )
    expect(found.map((s) => s.line)).toEqual([1, 2, 3, 4, 5, 7])
    expect(found.every((s) => s.kind === null)).toBe(true)
  })

  it('takes a marker on the line or in the comment right above it, and names its kind and reason', () => {
    const found = sample(
      [
        'await new Promise((r) => setTimeout(r, 200)) // poll: between checks',
        '// fixed wait: the lock file says nothing when it is taken',
        '// (more about it)',
        'await new Promise((r) => setTimeout(r, 600))',
        '/* pacing: one byte a second */',
        'await page.waitForTimeout(1000)',
        '// fixed wait: this one is for the line below only',
        'const x = 1',
        'await page.waitForTimeout(500)',
      ].join('\n'),
    )
    expect(found.map(({ line, kind, reason }) => ({ line, kind, reason }))).toEqual([
      { line: 1, kind: 'poll', reason: 'between checks' },
      { line: 4, kind: 'fixed wait', reason: 'the lock file says nothing when it is taken' },
      { line: 6, kind: 'pacing', reason: 'one byte a second' },
      { line: 9, kind: null, reason: '' },
    ])
  })

  it('every sleep in the tests and their helpers says why it is not a wait for an event', () => {
    const sleeps = findSleeps(testFiles())
    const where = (s: { path: string; line: number }) => `${s.path}:${s.line}`
    const count = (kind: string) => sleeps.filter((s) => s.kind === kind).length
    console.log(
      `[fixed waits] ${count('fixed wait')} fixed waits, ${count('pacing')} pacing, ${count('poll')} poll intervals\n` +
        sleeps
          .filter((s) => s.kind === 'fixed wait')
          .map((s) => `  ${where(s)}: ${s.reason}`)
          .join('\n'),
    )
    expect(
      sleeps.filter((s) => s.kind === null).map((s) => `${where(s)}: ${s.text}`),
      'a sleep without `// fixed wait: <why>` (or `pacing:`, `poll:`): wait for an event instead (eventually, a log line, a mail, expect.poll)',
    ).toEqual([])
    expect(sleeps.filter((s) => !s.reason).map(where), 'a marker without its reason').toEqual([])
  })
})
