// An earlier commit of the site, built and served beside this checkout so that a bench section
// can measure both in one run on this machine (the launch crowds, Lighthouse).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureLocalSecrets } from '../lib/secrets.mjs'
import { log, root } from '../lib/steps.mjs'

const git = (args, cwd = root) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim()

/** `rev`'s short hash and this checkout's, for labels. */
export const shortCommit = (rev) => git(['rev-parse', '--short', rev])

/**
 * The earlier commit as a git worktree in the temporary folder; `remove` takes it away. Its
 * node_modules are this checkout's, hard-linked, when both lock files are the same (a fresh install
 * takes minutes); otherwise its own scripts install them.
 */
export function checkOutEarlier(rev) {
  const dir = path.join(os.tmpdir(), `pebble-before-${shortCommit(rev)}`)
  if (!existsSync(dir)) git(['worktree', 'add', '--detach', dir, rev])
  const lock = (side) => readFileSync(path.join(side, 'package-lock.json'), 'utf8')
  if (!existsSync(path.join(dir, 'node_modules')) && lock(dir) === lock(root)) {
    log(`${shortCommit(rev)}: hard-linking this checkout's node_modules (same lock file)…`)
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')])
  }
  return { dir, remove: () => git(['worktree', 'remove', '--force', dir]) }
}

/**
 * Installs, seeds, builds and serves one side with its own scripts (`sideRoot`/scripts/lib/steps.mjs).
 * `env` names its data folder and build folder (DATA_DIR, NEXT_DIST_DIR); `fresh` empties the data
 * folder first (a section that writes orders), which also means a new build (the seed is part of it).
 */
export async function serveSide(sideRoot, { port, env, logFile, fresh = false }) {
  const steps = await import(path.join(sideRoot, 'scripts', 'lib', 'steps.mjs'))
  steps.ensureDependencies()
  ensureLocalSecrets(sideRoot)
  if (fresh) {
    const { rmSync } = await import('node:fs')
    rmSync(path.join(sideRoot, env.DATA_DIR), { recursive: true, force: true })
  }
  const sideEnv = { NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`, DATABASE_URL: '', ...env }
  steps.prepareData(sideEnv)
  steps.ensureBuild(sideEnv)
  return steps.startServer({
    port,
    cwd: sideRoot,
    env: { ...sideEnv, TRUSTED_PROXY_HOPS: '1' },
    logFile: path.join(sideRoot, logFile),
  })
}
