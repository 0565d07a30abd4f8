// First-load JavaScript of a page: every script the HTML loads (not the nomodule polyfill, which
// modern browsers skip), gzip-compressed (level 9) as a CDN would serve it.
import { gzipSync } from 'node:zlib'

export async function firstLoadJs(baseUrl, path) {
  const html = await (await fetch(baseUrl + path)).text()
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attrs) => !/\bnomodule\b/i.test(attrs))
    .map((attrs) => attrs.match(/\bsrc="([^"]+)"/)?.[1])
    .filter(Boolean)
  let gzipBytes = 0
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer())
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return { path, scripts: scripts.length, gzipKb: gzipBytes / 1024 }
}
