import { describe, expect, it } from 'vitest'

import { api, editorAuth, eventually, readAllPages, staffLogin } from './helpers'

const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]))

const metaContent = (html: string, attr: 'property' | 'name', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`))?.[1]

describe('search engines', () => {
  it('sitemap.xml lists every published page and post, the blog and its tag pages, and nothing private', async () => {
    const res = await api('/sitemap.xml')
    expect(res.status).toBe(200)
    const xml = await res.text()
    const urls = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    const pages = await readAllPages<{ slug: string }>('/cms-api/pages?depth=0')
    const posts = await readAllPages<{ slug: string }>('/cms-api/posts?depth=0')
    for (const page of pages) expect(urls).toContain(page.slug === 'home' ? '/' : `/${page.slug}`)
    for (const post of posts) expect(urls).toContain(`/post/${post.slug}`)
    const tags = await readAllPages<{ id: number; slug: string }>('/cms-api/tags?depth=0')
    const tagPages: string[] = []
    for (const tag of tags) {
      const { totalDocs } = await (await api(`/cms-api/posts?where[tags][in]=${tag.id}&limit=1&depth=0`)).json()
      if (totalDocs > 0) tagPages.push(`/blog/tag/${tag.slug}`)
    }
    expect(tagPages.length).toBeGreaterThan(0)
    expect(urls).toContain('/blog')
    for (const path of tagPages) expect(urls).toContain(path)
    expect(urls.length).toBe(pages.length + posts.length + 1 + tagPages.length)
    expect(urls.some((u) => /^\/(admin|customer-portal|build)/.test(u))).toBe(false)
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/)
  })

  it('robots.txt keeps /admin, /customer-portal and /build out and points at the sitemap', async () => {
    const text = await (await api('/robots.txt')).text()
    for (const path of ['/admin', '/customer-portal', '/build']) expect(text).toContain(`Disallow: ${path}`)
    expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
    expect(text).toContain('Allow: /')
  })

  it('feed.xml is RSS 2.0 with the newest posts first, absolute links and dates', async () => {
    const res = await api('/feed.xml')
    expect(res.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await res.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/)
    const posts = await readAllPages<{ slug: string; title: string }>('/cms-api/posts?sort=-date&depth=0')
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>(.*?)<\/link>/g)].map((m) => new URL(m[1]).pathname)
    expect(links).toEqual(posts.slice(0, 20).map((p) => `/post/${p.slug}`))
    const dates = [...xml.matchAll(/<pubDate>(.*?)<\/pubDate>/g)].map((m) => Date.parse(m[1]))
    expect(dates.every((d, i) => !Number.isNaN(d) && (i === 0 || d <= dates[i - 1]))).toBe(true)
    // Well-formed: every opened item closes, no raw ampersands.
    expect(xml.match(/<item>/g)?.length).toBe(xml.match(/<\/item>/g)?.length)
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
  })

  it('pages announce the feed, a canonical URL, Open Graph and Twitter tags', async () => {
    const html = await (await api('/charging')).text()
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/feed\.xml"/)
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/charging"/)
    expect(metaContent(html, 'property', 'og:title')).toBeTruthy()
    expect(metaContent(html, 'property', 'og:type')).toBe('website')
    expect(metaContent(html, 'name', 'twitter:card')).toMatch(/summary/)
  })

  it('the home page carries Organization JSON-LD', async () => {
    const ld = ldOf(await (await api('/')).text())
    const org = ld.find((d) => d['@type'] === 'Organization')
    expect(org).toMatchObject({ '@context': 'https://schema.org', name: 'Pebble' })
    expect(new URL(org.url).pathname).toBe('/')
  })

  it('a post carries BlogPosting JSON-LD, an article Open Graph type and a 1200x630 social image', async () => {
    const [post] = (await (await api('/cms-api/posts?limit=1&sort=-date&depth=1')).json()).docs
    const html = await (await api(`/post/${post.slug}`)).text()
    const posting = ldOf(html).find((d) => d['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      author: { '@type': 'Person', name: post.author.name },
    })
    expect(new URL(posting.mainEntityOfPage).pathname).toBe(`/post/${post.slug}`)
    expect(posting.image).toMatch(/^https?:\/\//)
    expect(metaContent(html, 'property', 'og:type')).toBe('article')
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200')
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
  })

  it('/build carries Product JSON-LD with every trim’s price, and an edited price shows on the next request', async () => {
    const productOf = async () => ldOf(await (await api('/build')).text()).find((d) => d['@type'] === 'Product')
    const trims = await readAllPages<{ id: number; uid: string; label: string; price: number }>(
      '/cms-api/trim-levels?sort=sortOrder&depth=0',
    )
    const product = await productOf()
    expect(product).toMatchObject({ '@context': 'https://schema.org', name: 'Pebble One', brand: { name: 'Pebble' } })
    expect(product.offers.offers.map((o: { sku: string; price: string }) => [o.sku, o.price])).toEqual(
      trims.map((t) => [t.uid, (t.price / 100).toFixed(2)]),
    )
    expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'USD', offerCount: trims.length })
    expect(product.offers.offers[0].availability).toBe('https://schema.org/PreOrder')

    const editor = await staffLogin('editor')
    const [trim] = trims
    const changed = trim.price + 12_300
    expect(
      (
        await api(`/cms-api/trim-levels/${trim.id}`, {
          method: 'PATCH',
          headers: editor,
          body: JSON.stringify({ price: changed }),
        })
      ).status,
    ).toBe(200)
    try {
      const offer = (await productOf()).offers.offers.find((o: { sku: string }) => o.sku === trim.uid)
      expect(offer.price).toBe((changed / 100).toFixed(2))
    } finally {
      await api(`/cms-api/trim-levels/${trim.id}`, {
        method: 'PATCH',
        headers: editor,
        body: JSON.stringify({ price: trim.price }),
      })
    }
  })

  it('the viewport lets visitors zoom', async () => {
    const viewport = (await (await api('/')).text()).match(/<meta name="viewport" content="([^"]*)"/)?.[1] ?? ''
    expect(viewport).toContain('width=device-width')
    expect(viewport).not.toMatch(/maximum-scale|user-scalable=(no|0)/)
  })
})

describe('redirects made in the admin', () => {
  it('apply where there would be a 404, without a rebuild, and stop when deleted', async () => {
    const headers = await editorAuth()
    const from = `/old-charging-${Date.now()}`
    expect((await api(from, { redirect: 'manual' })).status).toBe(404)
    const charging = (await (await api('/cms-api/pages?where[slug][equals]=charging&depth=0')).json()).docs[0]
    const created = await api('/cms-api/redirects', {
      method: 'POST',
      headers,
      body: JSON.stringify({ from: `${from.toUpperCase()}/`, to: { page: charging.id }, type: 'permanent' }),
    })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    expect(doc.from).toBe(from)
    // Each answer: the first ones are rendered afresh (a cache miss), later ones come from the cache.
    const locations = new Set<string | null>()
    await eventually(async () => {
      const res = await api(from, { redirect: 'manual' })
      if (res.status === 308) locations.add(res.headers.get('location'))
      return res.status === 308
    })
    locations.add((await api(from, { redirect: 'manual' })).headers.get('location'))
    expect([...locations].map((location) => new URL(location!, 'http://x').pathname)).toEqual(['/charging'])

    await api(`/cms-api/redirects/${doc.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ type: 'temporary', to: { page: null, url: 'https://example.com/elsewhere' } }),
    })
    await eventually(async () => (await api(from, { redirect: 'manual' })).status === 307)
    expect((await api(from, { redirect: 'manual' })).headers.get('location')).toBe('https://example.com/elsewhere')

    await api(`/cms-api/redirects/${doc.id}`, { method: 'DELETE', headers })
    await eventually(async () => (await api(from, { redirect: 'manual' })).status === 404)
  })

  it('reach deeper paths and old post addresses too', async () => {
    const headers = await editorAuth()
    const stamp = Date.now()
    const sources = [`/journal/${stamp}/first`, `/post/renamed-${stamp}`]
    const ids: number[] = []
    for (const from of sources) {
      const res = await api('/cms-api/redirects', {
        method: 'POST',
        headers,
        body: JSON.stringify({ from, to: { url: '/plumbing' }, type: 'permanent' }),
      })
      ids.push((await res.json()).doc.id)
    }
    for (const from of sources)
      await eventually(
        async () => (await api(from, { redirect: 'manual' })).headers.get('location')?.endsWith('/plumbing') ?? false,
      )
    for (const id of ids) await api(`/cms-api/redirects/${id}`, { method: 'DELETE', headers })
  })

  it.each([
    ['https://evil.example/x', /full URL/],
    ['/admin/collections', /cannot be redirected/],
    ['/', /home page/],
  ])('refuses the source %s with a clear message', async (from, message) => {
    const res = await api('/cms-api/redirects', {
      method: 'POST',
      headers: await editorAuth(),
      body: JSON.stringify({ from, to: { url: '/charging' } }),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toMatch(message)
  })

  it('refuses a redirect with no target', async () => {
    const res = await api('/cms-api/redirects', {
      method: 'POST',
      headers: await editorAuth(),
      body: JSON.stringify({ from: `/nowhere-${Date.now()}`, to: {} }),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toMatch(/page or a post, or enter a URL/)
  })
})
