import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, startupChunks } from '@/compile-hints/compile-hints'

let dist: string

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  writeFileSync(path.join(dist, file), text)
}

function pageManifest(route: string, entryJSFiles: Record<string, string[]>) {
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: { prefix: '' }, entryJSFiles })};\n`
}

const read = (file: string) => readFileSync(path.join(dist, file), 'utf8')

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  write(
    'build-manifest.json',
    JSON.stringify({
      rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/turbopack.js'],
      polyfillFiles: ['static/chunks/polyfills.js'],
    }),
  )
  write(
    'server/app/(site)/post/[slug]/page_client-reference-manifest.js',
    pageManifest('/(site)/post/[slug]/page', {
      '[project]/src/app/(site)/layout': ['static/chunks/site-layout.js'],
      '[project]/src/app/(site)/post/[slug]/page': ['static/chunks/site-layout.js', 'static/chunks/post.js'],
    }),
  )
  write(
    'server/app/(account)/customer-portal/page_client-reference-manifest.js',
    pageManifest('/(account)/customer-portal/page', {
      '[project]/src/app/(account)/layout': ['static/chunks/portal.js'],
    }),
  )
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    pageManifest('/(payload)/admin/[[...segments]]/page', {
      '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'],
    }),
  )
  write('server/app/api/header/route_client-reference-manifest.js', pageManifest('/api/header/route', {}))
  for (const name of ['react-dom', 'turbopack', 'polyfills', 'site-layout', 'post', 'portal', 'admin', 'lazy-popup']) {
    write(`static/chunks/${name}.js`, `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}"]);`)
  }
})

afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('compile hints for the chunks a page starts with', () => {
  it('lists the framework and every non-admin page entry, once each', () => {
    expect(startupChunks(dist)).toEqual([
      'static/chunks/portal.js',
      'static/chunks/post.js',
      'static/chunks/react-dom.js',
      'static/chunks/site-layout.js',
      'static/chunks/turbopack.js',
    ])
  })

  it('prepends the hint to those chunks only, leaving the code after it unchanged', () => {
    const before = read('static/chunks/react-dom.js')
    addCompileHints(dist)
    expect(read('static/chunks/react-dom.js')).toBe(COMPILE_HINT + before)
    expect(read('static/chunks/post.js').startsWith(COMPILE_HINT)).toBe(true)
    for (const untouched of ['admin', 'lazy-popup', 'polyfills']) {
      expect(read(`static/chunks/${untouched}.js`).startsWith('//')).toBe(false)
    }
  })

  it('marks a chunk once however often the build step runs', () => {
    expect(addCompileHints(dist)).toHaveLength(5)
    expect(addCompileHints(dist)).toEqual([])
    expect(read('static/chunks/turbopack.js').split(COMPILE_HINT)).toHaveLength(2)
  })

  it('moves a source map down by the added line, plain or sectioned', () => {
    write('static/chunks/post.js', 'a();\n//# sourceMappingURL=post.js.map')
    write('static/chunks/post.js.map', JSON.stringify({ version: 3, sources: ['post.tsx'], mappings: 'AAAA' }))
    write('static/chunks/react-dom.js', 'b();\n//# sourceMappingURL=react-dom.js.map')
    write(
      'static/chunks/react-dom.js.map',
      JSON.stringify({
        version: 3,
        sections: [
          { offset: { line: 0, column: 0 }, map: {} },
          { offset: { line: 4, column: 0 }, map: {} },
        ],
      }),
    )
    addCompileHints(dist)
    expect(JSON.parse(read('static/chunks/post.js.map')).mappings).toBe(';AAAA')
    expect(
      JSON.parse(read('static/chunks/react-dom.js.map')).sections.map(
        (s: { offset: { line: number } }) => s.offset.line,
      ),
    ).toEqual([1, 5])
  })

  it('fails the build when a manifest names a chunk that is missing', () => {
    rmSync(path.join(dist, 'static/chunks/post.js'))
    expect(() => addCompileHints(dist)).toThrow(/post\.js/)
  })
})
