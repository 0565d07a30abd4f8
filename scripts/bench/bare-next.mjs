// The "bare prerendered Next.js page" baseline: a one-page Next.js app written at run time and
// built with the project's own `next`, whose response is as many bytes as the measured page's, so
// the load test compares the work each server does per request, not the bytes.
//
// It is built as a project of its own: Turbopack's root is the baseline's folder, with its own
// node_modules of hard links to the project's next, react and their dependencies. Built as a
// folder of this project (Turbopack infers the root from the project's lock file), Next.js took
// the project's src/instrumentation.ts into the baseline, which then needed the project's
// secrets and ran its job queue: a baseline doing more work than a bare page.
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { root, run, startServer } from '../lib/steps.mjs'

const PARAGRAPH =
  'Pebble is an electric travel trailer — this paragraph is filler of a realistic length for a content page. '

/**
 * The page has the content page's route shape: a dynamic `[slug]` segment prerendered for the
 * measured slug by generateStaticParams (a CMS page cannot be a static route), so both servers
 * match a dynamic route and serve its prerendered HTML.
 */
function sources(paragraphs, slug) {
  return {
    'next.config.mjs': 'export default { poweredByHeader: false, turbopack: { root: import.meta.dirname } }\n',
    'app/layout.js':
      'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n',
    'app/[slug]/page.js': [
      `const TEXT = ${JSON.stringify(PARAGRAPH)}`,
      `export function generateStaticParams() {\n  return [{ slug: ${JSON.stringify(slug)} }]\n}`,
      `export default async function Page({ params }) {\n  await params\n  return <main>{Array.from({ length: ${paragraphs} }, (_, i) => <p key={i}>{TEXT}</p>)}</main>\n}\n`,
    ].join('\n'),
    // A dynamic route, for the warm-up (see DYNAMIC_PATH).
    'app/dynamic/route.js':
      "export const dynamic = 'force-dynamic'\nexport function GET() {\n  return Response.json({ now: Date.now() })\n}\n",
  }
}

/** Hard-links a directory tree (same file system: no copy of the bytes). */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) linkTree(source, target)
    else if (entry.isSymbolicLink()) cpSync(source, target, { verbatimSymlinks: true })
    else if (statSync(source).isFile()) linkSync(source, target)
  }
}

/** next, react, react-dom and everything they depend on (optional packages when installed), as the project has them. */
function runtimePackages() {
  const found = new Set()
  const visit = (name) => {
    if (found.has(name)) return
    const manifest = path.join(root, 'node_modules', name, 'package.json')
    if (!existsSync(manifest)) return // an optional package for another platform
    found.add(name)
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'))
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies }))
      visit(dep)
  }
  for (const name of ['next', 'react', 'react-dom']) visit(name)
  return [...found].sort()
}

function build(appDir, files) {
  rmSync(appDir, { recursive: true, force: true })
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(appDir, name)), { recursive: true })
    writeFileSync(path.join(appDir, name), text)
  }
  for (const name of runtimePackages())
    linkTree(path.join(root, 'node_modules', name), path.join(appDir, 'node_modules', name))
  run(process.execPath, [path.join(appDir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: appDir,
    env: { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  })
}

/**
 * Writes and builds the baseline app in `dir`, its page at `path`, sized so it answers about `htmlBytes`
 * (the text is in the HTML twice, as markup and as React's payload, as on a real page), then
 * serves it. The server's `bytes` says how large its page came out.
 */
/**
 * A route rendered per request. The load test's warm-up asks it once, as any real server has
 * served dynamic requests before its pages are measured (the app has: Lighthouse, the API, its
 * job runner). On Node 20 the first request that ran inside an AsyncLocalStorage turned on
 * promise hooks for the rest of the process (about 40% of a prerendered page's throughput here);
 * Node 24's AsyncLocalStorage has no such switch (AsyncContextFrame), but a baseline that never
 * served one would still be a server no site runs.
 */
export const DYNAMIC_PATH = '/dynamic'

export async function startBareNext({ dir, port, htmlBytes, path: pagePath }) {
  const appDir = path.resolve(root, dir)
  // A paragraph costs its text twice plus about 62 bytes of markup; Next.js's own shell about 5 kB.
  const paragraphs = Math.max(1, Math.round((htmlBytes - 5100) / (2 * PARAGRAPH.length + 62)))
  const files = sources(paragraphs, pagePath.replace(/^\//, ''))
  const hash = createHash('sha256')
    .update(JSON.stringify(files))
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex')
  const stamp = path.join(appDir, '.next', '.bench-hash')
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) {
    build(appDir, files)
    writeFileSync(stamp, hash)
  }
  // serve.mjs refuses to start a site with no payment provider; the bare page takes no deposits.
  const server = await startServer({ port, cwd: appDir, readyPath: pagePath, env: { PEBBLE_DEMO: '1' } })
  server.bytes = (await (await fetch(server.url + pagePath)).arrayBuffer()).byteLength
  return server
}
