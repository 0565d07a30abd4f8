import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { RUNTIME_VERSION } from '../../scripts/lib/runtime.mjs'
import { tsxScript } from '../../scripts/lib/steps.mjs'

// scripts/run-ts.mjs runs a TypeScript script once, on the pinned Node, and passes its exit code
// on. (On Node 20 it ran a script again after exit 13, an import tsx's loader thread dropped; on
// Node 24 tsx's hooks are synchronous: docs/decisions.md.)
const dir = mkdtempSync(path.join(tmpdir(), 'run-ts-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function runFixture(name: string, env: Record<string, string>) {
  const attempts = path.join(dir, `${name}.txt`)
  const [command, args] = tsxScript('tests/unit/fixtures/exit-code.ts')
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
  it('runs it once on the pinned Node', () => {
    const result = runFixture('ok', {})
    expect(result).toMatchObject({ status: 0, runs: 1 })
    expect(result.output).toContain(`running on Node ${RUNTIME_VERSION}`)
  }, 30_000)

  it('passes any failure on after one run, exit 13 too', () => {
    expect(runFixture('fails', { RUN_TS_EXIT_CODE: '1' })).toMatchObject({ status: 1, runs: 1 })
    expect(runFixture('thirteen', { RUN_TS_EXIT_CODE: '13' })).toMatchObject({ status: 13, runs: 1 })
  }, 30_000)
})
