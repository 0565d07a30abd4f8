import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  answeredWith500,
  outcomeLines,
  playwrightReport,
  verdict,
  vitestReport,
} from '../../scripts/lib/test-reports.mjs'

const dir = mkdtempSync(path.join(tmpdir(), 'test-reports-'))
const write = (name: string, value: unknown) => {
  const file = path.join(dir, name)
  writeFileSync(file, JSON.stringify(value))
  return file
}

describe('the test summary reads what each runner reports (scripts/test.mjs)', () => {
  it('a Playwright test that passed only on its retry is flaky: named, and a failure in CI', () => {
    const file = write('playwright.json', {
      suites: [
        {
          title: 'build.spec.ts',
          specs: [],
          suites: [
            {
              title: 'the build flow',
              specs: [
                {
                  file: 'build.spec.ts',
                  title: 'reserves',
                  tests: [
                    {
                      projectName: 'desktop-1440',
                      status: 'flaky',
                      results: [
                        {
                          status: 'failed',
                          error: {
                            message:
                              '\u001b[31mError: expect(locator).toHaveURL(expected) failed\u001b[39m\n\nExpected: /done/\n',
                            location: { file: '/repo/tests/e2e/build.spec.ts', line: 42 },
                          },
                        },
                        { status: 'passed' },
                      ],
                    },
                    { projectName: 'mobile-390', status: 'expected' },
                  ],
                },
                {
                  file: 'build.spec.ts',
                  title: 'desktop nav',
                  tests: [{ projectName: 'mobile-390', status: 'skipped' }],
                },
              ],
            },
          ],
        },
      ],
    })
    const outcome = playwrightReport(file)
    expect(outcome.passed).toBe(1)
    // What went wrong on the failed attempt is in the summary: a CI log shows no more than that.
    expect(outcome.flaky).toEqual([
      'build.spec.ts > the build flow > reserves [desktop-1440]: Error: expect(locator).toHaveURL(expected) failed | Expected: /done/ (build.spec.ts:42)',
    ])
    expect(outcome.skipped).toHaveLength(1)
    expect(verdict(outcome, { ci: true })).toMatch(/flaky/)
    expect(verdict(outcome, { ci: false })).toBeNull()
    expect(outcomeLines(outcome).join('\n')).toMatch(/flaky: .*reserves \[desktop-1440\][\s\S]*skipped: .*desktop nav/)
  })

  it('a step whose tests were all skipped, or that found none, is not a pass', () => {
    const skippedOnly = write('vitest-skipped.json', {
      testResults: [
        {
          name: path.join(dir, 'tests/integration/cluster.test.ts'),
          status: 'passed',
          assertionResults: [{ fullName: 'nginx in front', status: 'skipped', failureMessages: [] }],
        },
      ],
    })
    const outcome = vitestReport(skippedOnly, dir)
    expect(outcome.skipped).toEqual(['tests/integration/cluster.test.ts > nginx in front'])
    expect(verdict(outcome, { ci: false })).toMatch(/no test passed/)
    expect(verdict(vitestReport(path.join(dir, 'missing.json'), dir), { ci: false })).toMatch(/no test passed/)
  })

  it('names failed tests and files that failed before running any', () => {
    const file = write('vitest-failed.json', {
      testResults: [
        {
          name: path.join(dir, 'tests/unit/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'adds', status: 'passed', failureMessages: [] },
            { fullName: 'subtracts', status: 'failed', failureMessages: ['expected 1 to be 2\n at …'] },
          ],
        },
        {
          name: path.join(dir, 'tests/unit/b.test.ts'),
          status: 'failed',
          message: 'SyntaxError: x',
          assertionResults: [],
        },
      ],
    })
    const outcome = vitestReport(file, dir)
    expect(outcome.passed).toBe(1)
    expect(outcome.failed).toEqual([
      'tests/unit/a.test.ts > subtracts: expected 1 to be 2',
      'tests/unit/b.test.ts: SyntaxError: x',
    ])
    expect(verdict(outcome, { ci: true })).toBeNull()
  })

  it('finds the requests a server answered with a 500 in its access log, and nothing else', () => {
    const log = path.join(dir, 'server.log')
    writeFileSync(
      log,
      [
        '{"level":"info","msg":"request","method":"GET","path":"/","status":200,"ms":3}',
        '{"level":"info","msg":"request","method":"POST","path":"/cms-api/orders/8/refund","status":502,"ms":183}',
        '{"level":"error","msg":"request","method":"POST","path":"/team","status":500,"ms":9}',
        'a child said "status":500 in passing',
        '{"level":"info","msg":"status","status":500}',
      ].join('\n'),
    )
    expect(answeredWith500(log)).toEqual(['POST /team'])
    expect(answeredWith500(path.join(dir, 'no-such.log'))).toEqual([])
  })
})
