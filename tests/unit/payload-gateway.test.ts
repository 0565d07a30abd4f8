import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * One door to Payload (src/db/payload.ts): no other module under src/ or scripts/ opens Payload
 * itself. dependency-cruiser checks who imports the config; a named import (getPayload) it cannot
 * see, so this reads the files.
 */
const root = path.resolve(__dirname, '../..')
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(rel)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [rel] : []
  })

describe('the gateway to Payload', () => {
  it('is the only module that calls getPayload', () => {
    const callers = [...sources('src'), ...sources('scripts')].filter(
      (file) =>
        file !== path.join('src', 'db', 'payload.ts') &&
        // writes a script into Payload's own website template, the bench's peer, not into ours
        file !== path.join('scripts', 'bench', 'peer-template.mjs') &&
        /\bgetPayload\(/.test(readFileSync(path.join(root, file), 'utf8')),
    )
    expect(callers).toEqual([])
  })
})
