// The route a request went to, as a metric label: the Next.js route template (`/post/[slug]`),
// never the path itself, so a label takes one of a few dozen values whatever the crowd asks for
// (an order number or an e-mail in a path stays out of the metrics). The templates come from the
// build's routes-manifest.json, the table Next.js itself routes by.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Labels for what is not a page or API route of the app. */
const NEXT_ASSETS = [
  ['/_next/static/', '/_next/static'],
  ['/_next/image', '/_next/image'],
  ['/_next/', '/_next'],
]
export const UNMATCHED = 'unmatched'

/**
 * A function from a request URL to its route template, built from `distDir`'s routes manifest.
 * Static routes are one Map lookup; dynamic ones are tried in the manifest's order (Next.js's).
 */
export function routeLabeller(distDir) {
  let manifest = { staticRoutes: [], dynamicRoutes: [] }
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'))
  } catch {
    // No build (a unit test): every request is labelled by the fixed prefixes or UNMATCHED.
  }
  const statics = new Map(manifest.staticRoutes.map((r) => [r.page, r.page]))
  const dynamics = manifest.dynamicRoutes.map((r) => [new RegExp(r.regex), r.page])
  return (url = '/') => {
    const q = url.indexOf('?')
    const pathname = q === -1 ? url : url.slice(0, q)
    const exact = statics.get(pathname)
    if (exact !== undefined) return exact
    for (const [prefix, label] of NEXT_ASSETS) if (pathname.startsWith(prefix)) return label
    for (const [re, page] of dynamics) if (re.test(pathname)) return page
    return UNMATCHED
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** The method as a label: one of the usual seven, else OTHER. */
export const methodLabel = (method) => (METHODS.has(method) ? method : 'OTHER')
