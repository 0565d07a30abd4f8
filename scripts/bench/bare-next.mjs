// The "bare prerendered Next.js page" baseline: a one-page Next.js app written at run time and
// built with the project's own `next`, whose page is static text as long as the measured page's
// HTML, so the load test compares the work each server does per request, not the bytes.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { root, run, startServer } from '../lib/steps.mjs'

function sources(htmlBytes) {
  const paragraph = 'Pebble is an electric travel trailer. This paragraph is filler of a realistic length for a content page. '
  const count = Math.max(1, Math.round(htmlBytes / (paragraph.length + 7)))
  return {
    'next.config.mjs': 'export default { poweredByHeader: false }\n',
    'app/layout.js': 'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n',
    'app/page.js': `const TEXT = ${JSON.stringify(paragraph)}\nexport default function Page() {\n  return <main>{Array.from({ length: ${count} }, (_, i) => <p key={i}>{TEXT}</p>)}</main>\n}\n`,
  }
}

/** Writes and builds the baseline app in `dir` (inside the project, so it resolves the project's packages), then serves it. */
export async function startBareNext({ dir, port, htmlBytes }) {
  const appDir = path.resolve(root, dir)
  const files = sources(htmlBytes)
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex')
  const stamp = path.join(appDir, '.next', '.bench-hash')
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) {
    rmSync(appDir, { recursive: true, force: true })
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(appDir, name)), { recursive: true })
      writeFileSync(path.join(appDir, name), text)
    }
    run(path.join(root, 'node_modules/.bin/next'), ['build'], { cwd: appDir, env: { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' } })
    writeFileSync(stamp, hash)
  }
  return startServer({ port, cwd: appDir, readyPath: '/' })
}
