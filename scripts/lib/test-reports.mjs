// What a test runner's JSON report says beyond its exit code (scripts/test.mjs): which tests
// failed, which were skipped, which passed only on a retry (flaky), and how many passed. A step
// passes only when its runner passed, at least one test passed, and, in CI, none was flaky: a
// step whose tests were all skipped, or a test that needed its retry, is not a green run.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const empty = () => ({ passed: 0, failed: [], skipped: [], flaky: [] })

/** Vitest's `--reporter=json` file: one entry per test file, with its assertions. */
export function vitestReport(file, root) {
  const outcome = empty()
  if (!existsSync(file)) return outcome
  for (const testFile of JSON.parse(readFileSync(file, 'utf8')).testResults ?? []) {
    const where = path.relative(root, testFile.name)
    if (!testFile.assertionResults.length && testFile.status === 'failed')
      outcome.failed.push(`${where}: ${testFile.message?.split('\n')[0] ?? 'failed'}`)
    for (const test of testFile.assertionResults) {
      const name = `${where} > ${test.fullName}`
      if (test.status === 'passed') outcome.passed++
      if (test.status === 'failed') outcome.failed.push(`${name}: ${test.failureMessages[0]?.split('\n')[0] ?? ''}`)
      if (['skipped', 'pending', 'todo'].includes(test.status)) outcome.skipped.push(name)
    }
  }
  return outcome
}

/** Playwright's JSON reporter: suites of specs, each spec run once per project (viewport). */
export function playwrightReport(file) {
  const outcome = empty()
  if (!existsSync(file)) return outcome
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const name = `${spec.file} > ${[...titles, spec.title].join(' > ')} [${test.projectName}]`
        if (test.status === 'expected') outcome.passed++
        if (test.status === 'flaky') outcome.flaky.push(`${name}: ${firstFailure(test)}`)
        if (test.status === 'unexpected') outcome.failed.push(`${name}: ${firstFailure(test)}`)
        if (test.status === 'skipped') outcome.skipped.push(name)
      }
    for (const child of suite.suites ?? []) walk(child, child.title ? [...titles, child.title] : titles)
  }
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, [])
  return outcome
}

/** The first failed attempt's error, first line, where it happened: what a CI log must show of a flaky test. */
function firstFailure(test) {
  const attempt = (test.results ?? []).find((result) => result.error || result.errors?.length)
  const error = attempt?.error ?? attempt?.errors?.[0]
  if (!error) return 'no error recorded'
  const message = (error.message ?? String(error.value ?? '')).replace(/\u001b\[[0-9;]*m/g, '')
  const firstLines = message
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 3)
    .join(' | ')
  const where = error.location ? ` (${path.basename(error.location.file)}:${error.location.line})` : ''
  return `${firstLines}${where}`
}

/** Why a step whose runner exited 0 is still not a pass, or null when it is one. */
export function verdict(outcome, { ci }) {
  if (outcome.passed === 0) return 'no test passed (every test was skipped or none was found)'
  if (ci && outcome.flaky.length) return `${outcome.flaky.length} test(s) passed only on a retry (flaky)`
  return null
}

/** The summary's lines under a step: failed, flaky and skipped tests by name. */
export function outcomeLines(outcome) {
  const lines = (mark, names, limit = 40) => [
    ...names.slice(0, limit).map((name) => `      ${mark} ${name.slice(0, 600)}`),
    ...(names.length > limit ? [`      ${mark} … and ${names.length - limit} more`] : []),
  ]
  return [...lines('✗', outcome.failed), ...lines('flaky:', outcome.flaky), ...lines('skipped:', outcome.skipped)]
}

/**
 * The requests a test server answered with a 500, from its access log (one JSON line per request,
 * scripts/serve.mjs): each is a bug whatever the test expected, since bad input gets a 4xx.
 */
export function answeredWith500(logFile) {
  if (!existsSync(logFile)) return []
  const found = []
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"status":500')) continue
    try {
      const entry = JSON.parse(line)
      if (entry.msg === 'request' && entry.status === 500) found.push(`${entry.method} ${entry.path}`)
    } catch {
      // Not one of the server's JSON lines (a child's own output).
    }
  }
  return found
}
