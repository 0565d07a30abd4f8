/**
 * Payload's packages must be one version and one copy. The exception: @payloadcms/storage-s3 and
 * @payloadcms/plugin-cloud-storage, whose newest release (3.90.1) is a patch behind payload; npm
 * `overrides` (package.json) make them use the app's payload and @payloadcms/ui, and Payload's own
 * version-string checker is switched off for them (src/payload.config.ts). This test keeps the rest
 * of that check, and fails once they catch up so the exception goes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const modules = path.resolve(__dirname, '../../node_modules')
const versionOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string
const payloadVersion = versionOf(path.join(modules, 'payload'))
const BEHIND = ['storage-s3', 'plugin-cloud-storage']
const scoped = readdirSync(path.join(modules, '@payloadcms'))

describe('Payload packages', () => {
  it.each(scoped.filter((name) => !BEHIND.includes(name)))('@payloadcms/%s is the same version as payload', (name) => {
    expect(versionOf(path.join(modules, '@payloadcms', name))).toBe(payloadVersion)
  })

  it.each(BEHIND)('@payloadcms/%s is still behind (otherwise drop the exception and the checker switch)', (name) => {
    expect(versionOf(path.join(modules, '@payloadcms', name))).not.toBe(payloadVersion)
  })

  it.each(scoped)('@payloadcms/%s has no copy of its own of payload or @payloadcms/ui', (name) => {
    const own = path.join(modules, '@payloadcms', name, 'node_modules')
    expect(existsSync(path.join(own, 'payload'))).toBe(false)
    expect(existsSync(path.join(own, '@payloadcms', 'ui'))).toBe(false)
  })
})
