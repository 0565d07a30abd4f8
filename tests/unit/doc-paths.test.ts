import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DOCS_BUDGET_BYTES, docsSize, missingDocPaths } from '../../scripts/lib/doc-paths.mjs'

const files = [
  'package.json',
  'src/payload.config.ts',
  'src/content/queries.ts',
  'src/commerce/orders/place.ts',
  'scripts/serve.mjs',
  'docs/security.md',
  'docs/architecture/forms-and-mail.md',
]

const doc = (text: string, name = 'docs/architecture.md') => [{ name, text }]

describe('the docs path check', () => {
  it('reports each path that does not exist, with its doc and line', () => {
    const text = [
      '# Page',
      'Reads go through `src/content/queries.ts` and `src/content/gone.ts:12`.',
      'Orders: `orders/place.ts`; the old `orders/placement.ts` is gone.',
      'See [security](security.md#limits) and [mail](architecture/missing.md).',
      'Run `node scripts/serve.mjs` or `node scripts/old-serve.mjs`.',
    ].join('\n')
    expect(missingDocPaths(doc(text), files)).toEqual([
      { doc: 'docs/architecture.md', line: 2, path: 'src/content/gone.ts' },
      { doc: 'docs/architecture.md', line: 3, path: 'orders/placement.ts' },
      { doc: 'docs/architecture.md', line: 4, path: 'architecture/missing.md' },
      { doc: 'docs/architecture.md', line: 5, path: 'scripts/old-serve.mjs' },
    ])
  })

  it('accepts folders, root files, src-relative config names and ignored paths', () => {
    const text = [
      '`src/commerce/` and `scripts/` exist; so do `package.json` and `payload.config.ts`.',
      'Built output in `.bench-data/x.json` is ignored.',
      '[forms](architecture/forms-and-mail.md) and [the folder](architecture/)',
    ].join('\n')
    const ignored = (named: string) => named.startsWith('.bench-data')
    expect(missingDocPaths(doc(text), files, ignored)).toEqual([])
  })

  it('leaves out placeholders, globs, URLs and fenced code', () => {
    const text = [
      '`src/blocks/<type>/`, `tests/integration/launch-*.test.ts`, `/cms-api/media/file/…`,',
      '`https://example.com/src/x.ts`, `src/{a,b}.ts`',
      '```',
      'src/not/checked.ts',
      '`src/not/checked/either.ts`',
      '```',
    ].join('\n')
    expect(missingDocPaths(doc(text), files)).toEqual([])
  })
})

const root = path.resolve(__dirname, '../..')

describe('the README', () => {
  it('stays under 8,000 bytes', () => {
    expect(statSync(path.join(root, 'README.md')).size).toBeLessThan(8_000)
  })
})

describe('the docs size budget', () => {
  it('counts bytes, not characters, and says when the docs are over', () => {
    const pages = [
      { name: 'README.md', text: 'a'.repeat(60) },
      { name: 'docs/a.md', text: '—'.repeat(10) }, // 3 bytes each in UTF-8
    ]
    expect(docsSize(pages, 100)).toEqual({ bytes: 90, budget: 100, over: false })
    expect(docsSize(pages, 89)).toEqual({ bytes: 90, budget: 89, over: true })
  })

  it('README.md and everything under docs/ stay within 100,000 bytes', () => {
    const pages = [{ name: 'README.md', text: readFileSync(path.join(root, 'README.md')) }]
    for (const entry of readdirSync(path.join(root, 'docs'), { recursive: true, withFileTypes: true }))
      if (entry.isFile()) {
        const name = path.join(entry.parentPath, entry.name)
        pages.push({ name, text: readFileSync(name) })
      }
    expect(DOCS_BUDGET_BYTES).toBe(100_000)
    const { bytes } = docsSize(pages)
    expect(bytes, `README.md + docs/ are ${bytes} bytes`).toBeLessThanOrEqual(DOCS_BUDGET_BYTES)
  })
})
