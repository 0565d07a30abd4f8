import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

/**
 * V8's explicit compile hint (Chrome and Edge 136+; other engines read a comment). A file that
 * starts with it has every function compiled while it streams in, on a background thread. Without
 * it V8 compiles each function on the main thread the first time it runs: on a first visit that
 * was most of the long task in which React and the router start.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The admin runs its own, much larger bundle; most of it is not called as it starts. */
const EXCLUDED_ROUTE_GROUPS = ['(payload)']

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> }

function pageManifests(appDir: string): string[] {
  if (!existsSync(appDir)) return []
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page_client-reference-manifest.js'))
    .filter((file) => !file.split(path.sep).some((segment) => EXCLUDED_ROUTE_GROUPS.includes(segment)))
    .map((file) => path.join(appDir, file))
}

/** Each manifest is a script that assigns to `globalThis.__RSC_MANIFEST[route]`. */
function entryChunksOf(manifestFile: string): string[] {
  const context: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {}
  vm.runInNewContext(readFileSync(manifestFile, 'utf8'), context)
  return Object.values(context.__RSC_MANIFEST ?? {}).flatMap((manifest) =>
    Object.values(manifest.entryJSFiles ?? {}).flat(),
  )
}

/**
 * The chunks a page of the site runs as it starts: the framework and Turbopack's runtime
 * (`rootMainFiles`) and the entry chunks of every layout and page outside the admin. Chunks
 * loaded later (next/dynamic, on interaction) are not among them. Paths relative to `distDir`.
 */
export function startupChunks(distDir: string): string[] {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[]
  }
  const chunks = new Set(buildManifest.rootMainFiles ?? [])
  for (const manifest of pageManifests(path.join(distDir, 'server', 'app'))) {
    for (const chunk of entryChunksOf(manifest)) chunks.add(chunk)
  }
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort()
}

/** A chunk's source map, if the build wrote one, moves down the line the hint adds. */
function shiftSourceMap(chunkFile: string, source: string) {
  const mapName = source.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1]
  const mapFile = mapName && !mapName.startsWith('data:') ? path.join(path.dirname(chunkFile), mapName) : null
  if (!mapFile || !existsSync(mapFile)) return
  const map = JSON.parse(readFileSync(mapFile, 'utf8'))
  if (Array.isArray(map.sections)) for (const section of map.sections) section.offset.line += 1
  else map.mappings = `;${map.mappings}`
  writeFileSync(mapFile, JSON.stringify(map))
}

/**
 * Prepends the compile hint to every startup chunk that lacks it; run once after `next build`
 * compiles (next.config.ts). Returns the chunks it marked.
 */
export function addCompileHints(distDir: string): string[] {
  const marked: string[] = []
  for (const chunk of startupChunks(distDir)) {
    const file = path.join(distDir, chunk)
    if (!existsSync(file)) throw new Error(`compile hints: ${chunk} is in the build manifests but not on disk`)
    const source = readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + source)
    shiftSourceMap(file, source)
    marked.push(chunk)
  }
  return marked
}
