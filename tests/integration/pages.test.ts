import { describe, expect, it } from 'vitest'

import {
  api,
  editorAuth,
  eventually,
  loggedQueriesSince,
  queryRequestId,
  serverLogSize,
  withPageTitle,
} from './helpers'

const publicPaths = ['/', '/charging', '/spec-sheet', '/plumbing', '/team']

describe('public pages', () => {
  it.each(publicPaths)('%s renders from the CMS with a 200', async (path) => {
    const res = await api(path)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('data-block=')
    expect(html).toContain('data-site-header')
  })

  it('/charging, /spec-sheet and /plumbing ask for the white header', async () => {
    for (const path of ['/charging', '/spec-sheet', '/plumbing']) {
      expect(await (await api(path)).text()).toContain('data-header-variant="white"')
    }
    expect(await (await api('/')).text()).toContain('data-header-variant="default"')
  })

  it('the home page links to /team and to the latest posts', async () => {
    const html = await (await api('/')).text()
    expect(html).toMatch(/href="\/team"/)
    const { docs } = await (await api('/cms-api/posts?limit=3&sort=-date&depth=0')).json()
    for (const post of docs) expect(html).toContain(`href="/post/${post.slug}"`)
  })

  it('a post renders its cover: title, author, tags and long-form date', async () => {
    const { docs } = await (await api('/cms-api/posts?limit=1&sort=-date&depth=1')).json()
    const post = docs[0]
    const res = await api(`/post/${post.slug}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(post.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
    expect(html).toContain(post.author.name)
    expect(html).toContain(post.tags[0].name)
    const longDate = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(post.date))
    expect(html).toContain(longDate)
  })

  it.each(['/no-such-page', '/post/no-such-post', '/a/b/c', '/%00', '/post/te%00am', '/a%00/b'])(
    '%s is a real 404 page',
    async (path) => {
      const res = await api(path)
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('data-not-found')
    },
  )

  it('/home redirects to the site root', async () => {
    const res = await api('/home', { redirect: 'manual' })
    expect([301, 308]).toContain(res.status)
    expect(res.headers.get('location')).toMatch(/\/$/)
  })
})

describe('images', () => {
  it('go through /_next/image with the spec widths and quality 75', async () => {
    const html = await (await api('/')).text()
    const match = html.match(/\/_next\/image\?url=([^&"]+)&amp;w=(\d+)&amp;q=(\d+)/)
    expect(match).not.toBeNull()
    const [, url, , q] = match!
    expect(q).toBe('75')
    const srcset = html.match(/srcSet="([^"]+)"/)![1]
    const widths = [...srcset.matchAll(/w=(\d+)/g)].map((m) => Number(m[1]))
    for (const w of widths)
      expect([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]).toContain(w)

    const ok = await api(`/_next/image?url=${url}&w=640&q=75`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toMatch(/^image\//)
    expect((await api(`/_next/image?url=${url}&w=641&q=75`)).status).toBe(400)
  })
})

describe('prerendered output', () => {
  it('serves public pages and the header without touching the database', async () => {
    const paths = [...publicPaths, '/api/header', '/api/get-settings']
    // Warm anything revalidated by an earlier test, until one whole pass comes from the cache: on
    // Redis (the Postgres pass) an entry stored less than a second after an edit is not served
    // (src/config/redis-cache-handler.mjs), so a pass right after an earlier test's edit renders again.
    await eventually(async () => {
      const offset = serverLogSize()
      const warm = `warm-${Date.now()}`
      for (const path of paths) await api(path, { headers: { 'x-request-id': warm } })
      return (await loggedQueriesSince(offset)).every((line) => queryRequestId(line) !== warm)
    }, 15_000)
    // Each request carries its own id, and the server logs every query with the id of the request
    // it was made for: the job runner's tick, a request of its own, may query in the meantime.
    const run = `prerendered-${Date.now()}`
    const ours = new Set<string>()
    const offset = serverLogSize()
    for (let round = 0; round < 3; round++) {
      for (const path of paths) {
        const id = `${run}-${ours.size}`
        ours.add(id)
        const res = await api(path, { headers: { 'x-request-id': id } })
        expect(res.status).toBe(200)
        expect(res.headers.get('x-request-id')).toBe(id)
      }
    }
    // loggedQueriesSince's control read, sent last, shows that logging is on and that the pages'
    // requests are over and their lines written.
    const queries = await loggedQueriesSince(offset)
    // A query made outside any request cannot be told apart from the pages': it counts against them.
    const forPages = queries.filter((line) => {
      const id = queryRequestId(line)
      return id === undefined || ours.has(id)
    })
    expect(forPages).toEqual([])
  })

  it('marks pages as served from the prerender cache', async () => {
    const res = await api('/charging')
    expect(res.headers.get('x-nextjs-cache') ?? 'HIT').toBe('HIT')
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=/)
  })
})

describe('on-demand revalidation', () => {
  it('an edit in the CMS shows on the public page within seconds, with no rebuild', async () => {
    const marker = `Plumbing ${Date.now()}`
    await withPageTitle('plumbing', marker, async () => {
      const took = await eventually(async () => (await (await api('/plumbing')).text()).includes(marker))
      expect(took).toBeLessThan(8000)
      const popup = await (
        await api('/api/popup-data', { method: 'POST', body: JSON.stringify({ type: 'page', uid: 'plumbing' }) })
      ).json()
      expect(popup.attributes.title).toBe(marker)
    })
  })

  it('a header edit shows in /api/header and on pages', async () => {
    const auth = await editorAuth()
    const header = await (await api('/cms-api/globals/header?depth=0', { headers: auth })).json()
    const title = `Pre-order ${Date.now() % 1000}`
    try {
      const res = await api('/cms-api/globals/header', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ cta: { ...header.cta, title } }),
      })
      expect(res.status).toBe(200)
      await eventually(async () => (await (await api('/api/header')).json()).cta.title === title)
      await eventually(async () => (await (await api('/spec-sheet')).text()).includes(title))
    } finally {
      await api('/cms-api/globals/header', { method: 'POST', headers: auth, body: JSON.stringify({ cta: header.cta }) })
    }
  })

  it('footer and settings edits show on pages and in /api/get-settings', async () => {
    const auth = await editorAuth()
    const footer = await (await api('/cms-api/globals/footer?depth=0', { headers: auth })).json()
    const settings = await (await api('/cms-api/globals/settings?depth=0', { headers: auth })).json()
    const legal = `© Pebble test ${Date.now() % 100000}`
    const sharing = `Look at this ${Date.now() % 100000}`
    try {
      expect(
        (await api('/cms-api/globals/footer', { method: 'POST', headers: auth, body: JSON.stringify({ legal }) }))
          .status,
      ).toBe(200)
      expect(
        (
          await api('/cms-api/globals/settings', {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ emailSharingText: sharing }),
          })
        ).status,
      ).toBe(200)
      await eventually(async () => (await (await api('/charging')).text()).includes(legal))
      await eventually(async () => JSON.stringify(await (await api('/api/get-settings')).json()).includes(sharing))
    } finally {
      await api('/cms-api/globals/footer', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ legal: footer.legal }),
      })
      await api('/cms-api/globals/settings', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ emailSharingText: settings.emailSharingText }),
      })
    }
  })

  it('a post’s new title shows in every list that shows it: latest news, posts and focus-post blocks, the feed', async () => {
    const auth = await editorAuth()
    const [post] = (await (await api('/cms-api/posts?limit=1&sort=-date&depth=0')).json()).docs
    const title = `Renamed story ${Date.now() % 100000}`
    const shownOn = async (path: string) => (await (await api(path)).text()).includes(title)
    try {
      expect(
        (
          await api(`/cms-api/posts/${post.id}`, {
            method: 'PATCH',
            headers: auth,
            body: JSON.stringify({ title, _status: 'published' }),
          })
        ).status,
      ).toBe(200)
      for (const path of ['/', '/blocks', '/feed.xml']) await eventually(() => shownOn(path))
    } finally {
      await api(`/cms-api/posts/${post.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ title: post.title, _status: 'published' }),
      })
    }
    for (const path of ['/', '/blocks', '/feed.xml']) await eventually(async () => !(await shownOn(path)))
  })
})
