import { describe, expect, it } from 'vitest'

import { COMPILE_HINT } from '@/compile-hints/compile-hints'

import { api } from './helpers'

/** The scripts a page runs as it loads (the `noModule` polyfills never run in a modern browser). */
async function startupScripts(path: string): Promise<string[]> {
  const html = await (await api(path)).text()
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((tag) => tag[1])
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => attributes.match(/\bsrc="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1])
    .filter((src): src is string => Boolean(src))
}

const startsWithHint = async (src: string) => (await (await api(src)).text()).startsWith(COMPILE_HINT)

describe('startup scripts are compiled off the main thread (V8 compile hints)', () => {
  it.each(['/', '/charging', 'the newest post', '/sign-in', '/build'])(
    'every script %s starts with carries the hint',
    async (which) => {
      let path = which
      if (which === 'the newest post') {
        const { docs } = await (await api('/cms-api/posts?limit=1&sort=-date&depth=0')).json()
        path = `/post/${docs[0].slug}`
      }
      const scripts = await startupScripts(path)
      expect(scripts.length).toBeGreaterThan(3)
      for (const src of scripts) expect({ src, hinted: await startsWithHint(src) }).toEqual({ src, hinted: true })
    },
  )

  it('the admin’s own bundle is left to compile lazily', async () => {
    const publicScripts = new Set(await startupScripts('/charging'))
    const adminOnly = (await startupScripts('/admin/login')).filter((src) => !publicScripts.has(src))
    expect(adminOnly.length).toBeGreaterThan(0)
    const hinted = await Promise.all(adminOnly.map(startsWithHint))
    expect(hinted.every(Boolean)).toBe(false)
  })
})
