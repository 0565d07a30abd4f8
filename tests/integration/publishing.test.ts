import { describe, expect, it } from 'vitest'

import { api, editorAuth, editorCookie, eventually, postJSON, serverDatabase } from './helpers'

const text = async (path: string, init?: RequestInit) => (await api(path, init)).text()
const publicSees = async (path: string, marker: string) => (await text(path)).includes(marker)

async function pageBySlug(slug: string, headers?: HeadersInit) {
  return (await (await api(`/cms-api/pages?where[slug][equals]=${slug}&depth=0&draft=true`, { headers })).json())
    .docs[0]
}

describe('drafts', () => {
  it('a draft edit stays invisible to the public (page, popup, API) until it is published', async () => {
    const auth = await editorAuth()
    const page = await pageBySlug('plumbing', auth)
    const marker = `Draft title ${Date.now()}`
    const saved = await api(`/cms-api/pages/${page.id}?draft=true`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: marker, _status: 'draft' }),
    })
    expect(saved.status).toBe(200)

    // The save's cache expiry ran before it answered (content/hooks/revalidate.ts, expire: 0): the
    // next read renders from the database, so a leaked draft would show now, not later.
    const live = await api('/plumbing')
    expect(live.status).toBe(200)
    const liveHtml = await live.text()
    expect(liveHtml).toContain(page.title)
    expect(liveHtml).not.toContain(marker)
    expect(
      JSON.stringify(await (await postJSON('/api/popup-data', { type: 'page', uid: 'plumbing' })).json()),
    ).not.toContain(marker)
    expect(await text('/cms-api/pages?where[slug][equals]=plumbing&draft=true')).not.toContain(marker)

    // Staff preview on the real URL shows the draft; the public still does not see it.
    const cookie = await editorCookie()
    const enter = await api('/preview?path=/plumbing', { headers: { cookie }, redirect: 'manual' })
    expect(enter.status).toBe(307)
    expect(enter.headers.get('location')).toMatch(/\/plumbing$/)
    const bypass = enter.headers.get('set-cookie')!.match(/__prerender_bypass=[^;]+/)![0]
    const previewed = await api('/plumbing', { headers: { cookie: bypass } })
    expect(previewed.headers.get('cache-control')).toMatch(/^private,.*no-store/)
    expect(await previewed.text()).toContain(marker)
    expect(await text('/plumbing', { headers: { cookie: bypass } })).toContain('Exit preview')
    expect(await publicSees('/plumbing', marker)).toBe(false)

    // Leaving preview is one click: the cookie is cleared and the visitor lands on the same page.
    const exit = await api('/preview/exit?path=/plumbing', { headers: { cookie: bypass }, redirect: 'manual' })
    expect(exit.headers.get('location')).toMatch(/\/plumbing$/)
    expect(exit.headers.get('set-cookie')).toMatch(/__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/i)

    const published = await api(`/cms-api/pages/${page.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: marker, _status: 'published' }),
    })
    expect(published.status).toBe(200)
    await eventually(() => publicSees('/plumbing', marker))
    await api(`/cms-api/pages/${page.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: page.title, _status: 'published' }),
    })
    await eventually(async () => !(await publicSees('/plumbing', marker)))
  })

  it('preview is for staff only and only for paths on this site', async () => {
    expect((await api('/preview?path=/plumbing', { redirect: 'manual' })).status).toBe(401)
    const cookie = await editorCookie()
    for (const path of ['https://evil.example/', '//evil.example/x', '/admin', 'plumbing', '']) {
      const res = await api(`/preview?path=${encodeURIComponent(path)}`, { headers: { cookie }, redirect: 'manual' })
      expect(res.status, path).toBe(400)
      expect((await res.json()).error).toMatch(/path/)
    }
  })

  it('unpublishing a post removes it from every list that showed it, and publishing brings it back', async () => {
    const auth = await editorAuth()
    const [post] = (await (await api('/cms-api/posts?limit=1&sort=-date&depth=0')).json()).docs
    const path = `/post/${post.slug}`
    const lists = async () => ({
      home: (await text('/')).includes(`href="${path}"`),
      sitemap: (await text('/sitemap.xml')).includes(path),
      feed: (await text('/feed.xml')).includes(path),
      page: (await api(path)).status === 200,
      popup: (await postJSON('/api/popup-data', { type: 'post', uid: post.slug })).status === 200,
      api: (await text(`/cms-api/posts?where[slug][equals]=${post.slug}`)).includes(post.slug),
    })
    expect(await lists()).toEqual({ home: true, sitemap: true, feed: true, page: true, popup: true, api: true })

    await api(`/cms-api/posts/${post.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ _status: 'draft' }),
    })
    await eventually(async () => Object.values(await lists()).every((shown) => !shown), 15_000)

    await api(`/cms-api/posts/${post.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ _status: 'published' }),
    })
    await eventually(async () => Object.values(await lists()).every(Boolean), 15_000)
  })

  it('a post scheduled for publishing appears at its time, run by the server itself', async () => {
    const payload = await serverDatabase()
    const [author] = (await payload.find({ collection: 'authors', limit: 1 })).docs
    const [image] = (await payload.find({ collection: 'media', limit: 1 })).docs
    const slug = `scheduled-${Date.now()}`
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Scheduled for later',
        slug,
        date: new Date().toISOString(),
        author: author.id,
        mainImage: image.id,
        _status: 'draft',
      },
      context: { disableRevalidate: true },
    })
    expect((await api(`/post/${slug}`)).status).toBe(404)
    const at = Date.now() + 4000
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
      waitUntil: new Date(at),
    })
    expect((await api(`/post/${slug}`)).status).toBe(404)
    await eventually(async () => (await api(`/post/${slug}`)).status === 200, 40_000)
    expect(Date.now()).toBeGreaterThanOrEqual(at)
    expect(await text('/sitemap.xml')).toContain(`/post/${slug}`)
    // The newest post: first on /blog, expired by the job's publish like an editor's.
    expect(await text('/blog')).toContain(`href="/post/${slug}"`)
    // Deleted through the server, so its hooks drop the post from the lists again.
    await api(`/cms-api/posts/${post.id}`, { method: 'DELETE', headers: await editorAuth() })
    await eventually(async () => !(await text('/sitemap.xml')).includes(`/post/${slug}`))
    await eventually(async () => !(await text('/blog')).includes(`href="/post/${slug}"`))
  }, 60_000)
})
