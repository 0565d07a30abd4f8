import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { tsxScript } from '../../scripts/lib/steps.mjs'

// scripts/run-ts.mjs runs a TypeScript script again when Node's module loader drops it mid-import
// (exit 13, nothing done yet), and passes every other exit code on at once.
const dir = mkdtempSync(path.join(tmpdir(), 'run-ts-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function runFixture(name: string, env: Record<string, string>) {
  const attempts = path.join(dir, `${name}.txt`)
  const [command, args] = tsxScript('tests/unit/fixtures/unsettled-import.ts')
  const result = spawnSync(command, args, {
    env: { ...process.env, ...env, RUN_TS_ATTEMPTS: attempts },
    encoding: 'utf8',
  })
  return {
    status: result.status,
    output: result.stdout,
    runs: readFileSync(attempts, 'utf8').trim().split('\n').length,
  }
}

describe('running a TypeScript script (scripts/run-ts.mjs)', () => {
  it('runs a script that stopped while loading (exit 13) again, and succeeds', () => {
    const result = runFixture('once', { RUN_TS_FAILURES: '1' })
    expect(result).toMatchObject({ status: 0, runs: 2 })
    expect(result.output).toContain('running it again')
    expect(result.output).toContain('done after 2 runs')
  }, 30_000)

  it('gives up after three runs and passes exit 13 on', () => {
    expect(runFixture('always', { RUN_TS_FAILURES: '99' })).toMatchObject({ status: 13, runs: 3 })
  }, 30_000)

  it('passes any other failure on after one run', () => {
    expect(runFixture('fails', { RUN_TS_EXIT_CODE: '1' })).toMatchObject({ status: 1, runs: 1 })
  }, 30_000)
})
