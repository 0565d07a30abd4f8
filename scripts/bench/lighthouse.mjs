// Lighthouse (mobile, simulated throttling: its defaults) with Debian's Chromium, run as a CLI.
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { Launcher } from 'chrome-launcher'

import { CHROMIUM } from '../lib/chromium.mjs'
import { root } from '../lib/steps.mjs'
import { median } from './stats.mjs'

/**
 * chrome-launcher (which the Lighthouse CLI starts Chromium with) switches off Chromium's
 * RenderDocument, a default of every Chrome users run, among its `--disable-features`. With it
 * off, headless Chromium here often held a page's first frames for about a second: the display
 * compositor stopped offering the page frames while it loaded (its throttle for a renderer that
 * is slow to answer, GoogleChrome/lighthouse#17148), so the observed first paint came at
 * 1.23–1.31 s instead of 0.2–0.4 s, and simulated LCP rose by 0.5–1 s.
 * Chromium takes the last `--disable-features`, so this list replaces theirs.
 */
const DISABLED_FEATURES = (
  Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features=')) ?? '--disable-features='
)
  .replace('--disable-features=', '')
  .split(',')
  .filter((feature) => feature && feature !== 'RenderDocument')
const CHROME_FLAGS = `--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-features=${DISABLED_FEATURES.join(',')}`

/**
 * Runs the CLI without blocking this process: a blocked event loop misses the server closing idle
 * keep-alive connections, and the next fetch then fails on a dead socket.
 */
function runCli(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/lighthouse'), args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)))
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`lighthouse ${args[0]} failed (${signal ?? code}): ${stderr.slice(-500)}`))
    })
  })
}

/** One Lighthouse run of `url`: its scores and the figures the budgets read. */
export async function lighthouseRun(url, tmpDir) {
  const outFile = path.join(tmpDir, 'lighthouse.json')
  await runCli([
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outFile}`,
    `--chrome-path=${CHROMIUM}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,accessibility,best-practices,seo',
  ])
  const report = JSON.parse(readFileSync(outFile, 'utf8'))
  rmSync(outFile, { force: true })
  const score = (id) => Math.round((report.categories[id]?.score ?? NaN) * 100)
  const audit = (id) => report.audits[id]
  const failed = Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: report.audits['cumulative-layout-shift'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    fcpMs: audit('first-contentful-paint').numericValue,
    ...lcpBreakdown(audit('lcp-breakdown-insight')),
    scriptKb: scriptTransferKb(audit('resource-summary')),
    unusedScriptKb: (audit('unused-javascript').details?.overallSavingsBytes ?? 0) / 1024,
    hostBenchmarkIndex: report.environment.benchmarkIndex,
    failedAudits: failed,
  }
}

/**
 * The largest paint's four parts as the trace shows them (observed, not simulated): time to first
 * byte, load delay and load duration (an image's request), and render delay, from the end of that
 * load (or the first byte, for text) to the paint. Lighthouse's simulated LCP builds on the observed
 * paint: everything the page's main thread ran before it is replayed on the slower CPU.
 */
function lcpBreakdown(insight) {
  const [parts, element] = insight?.details?.items ?? []
  const ms = (subpart) => parts?.items?.find((item) => item.subpart === subpart)?.duration ?? 0
  return {
    ttfbMs: ms('timeToFirstByte'),
    loadDelayMs: ms('resourceLoadDelay'),
    loadDurationMs: ms('resourceLoadDuration'),
    renderDelayMs: ms('elementRenderDelay'),
    lcpElement: element?.selector ?? '',
  }
}

/** JavaScript over the wire by the end of the load, as Lighthouse counts it. */
function scriptTransferKb(summary) {
  const scripts = summary?.details?.items?.find((item) => item.resourceType === 'script')
  return (scripts?.transferSize ?? 0) / 1024
}

/** Several runs of one page as one: the median of each figure, plus every run. */
export function medianOfRuns(all) {
  const pick = (key) => median(all.map((r) => r[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    ttfbMs: pick('ttfbMs'),
    loadDelayMs: pick('loadDelayMs'),
    loadDurationMs: pick('loadDurationMs'),
    renderDelayMs: pick('renderDelayMs'),
    scriptKb: pick('scriptKb'),
    unusedScriptKb: pick('unusedScriptKb'),
    lcpElement: [...new Set(all.map((r) => r.lcpElement))].join(' | '),
    hostBenchmarkIndex: pick('hostBenchmarkIndex'),
    failedAudits: [...new Set(all.flatMap((r) => r.failedAudits))],
    runs: all,
  }
}
