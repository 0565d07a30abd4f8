import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, type ApiDoc, editorAuth, eventually, readAllPages } from './helpers'

/**
 * /blog and /blog/tag/{slug}: pagination (12 a page), canonical and rel links, 404s, tag pages,
 * revalidation on publish and unpublish, related posts. The posts this file needs are made
 * through the REST API as an editor, and deleted again (files run one at a time).
 */

const PAGE_SIZE = 12
const run = Date.now().toString(36)
let auth: Record<string, string>
let author: ApiDoc
let images: ApiDoc[]
const made = { posts: [] as number[], tags: [] as number[] }

const html = async (path: string) => {
  const res = await api(path)
  expect(res.status, path).toBe(200)
  return res.text()
}
/** The post slugs of a listing's cards (h2) or of the related section's (h3), in order. */
const cardSlugs = (page: string, heading: 'h2' | 'h3' = 'h2') =>
  [...page.matchAll(new RegExp(`<${heading}[^>]*><a[^>]*href="/post/([^"]+)"`, 'g'))].map((m) => m[1])
const relatedSlugs = (page: string) => {
  const start = page.indexOf('data-related-posts')
  return start < 0 ? [] : cardSlugs(page.slice(start), 'h3')
}
const linkHref = (page: string, rel: string) => page.match(new RegExp(`<link rel="${rel}" href="([^"]+)"`))?.[1] ?? null
const pathOf = (href: string | null) => (href ? new URL(href).pathname : null)
/** Where a redirect points (the server sends Location twice, which fetch joins with a comma). */
const locationOf = (res: Response) => new URL(res.headers.get('location')!.split(',')[0].trim(), 'http://x').pathname

async function makeTag(name: string): Promise<ApiDoc> {
  const res = await api('/cms-api/tags', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name, slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` }),
  })
  expect(res.status).toBe(201)
  const { doc } = await res.json()
  made.tags.push(doc.id)
  return doc
}

async function makePost(slug: string, date: string, tags: number[], status: 'published' | 'draft' = 'published') {
  const res = await api(`/cms-api/posts${status === 'draft' ? '?draft=true' : ''}`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      title: `Blog test ${slug}`,
      slug,
      date,
      author: author.id,
      tags,
      mainImage: images[made.posts.length % images.length].id,
      excerpt: `Excerpt of ${slug}.`,
      _status: status,
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const { doc } = await res.json()
  made.posts.push(doc.id)
  return doc as ApiDoc
}

const patchPost = (id: number, data: Record<string, unknown>) =>
  api(`/cms-api/posts/${id}`, { method: 'PATCH', headers: auth, body: JSON.stringify(data) })

/** Published posts as the public API lists them, newest first. */
const publishedSlugs = async (): Promise<string[]> =>
  (await readAllPages<ApiDoc>('/cms-api/posts?sort=-date&depth=0')).map((p) => p.slug)

beforeAll(async () => {
  auth = await editorAuth()
  author = (await (await api('/cms-api/authors?limit=1&depth=0', { headers: auth })).json()).docs[0]
  images = (await (await api('/cms-api/media?limit=3&depth=0', { headers: auth })).json()).docs
})

afterAll(async () => {
  for (const id of made.posts.reverse()) await api(`/cms-api/posts/${id}`, { method: 'DELETE', headers: auth })
  for (const id of made.tags) await api(`/cms-api/tags/${id}`, { method: 'DELETE', headers: auth })
})

describe('/blog and its tag pages', () => {
  let tag: ApiDoc
  const taggedSlugs: string[] = []

  beforeAll(async () => {
    tag = await makeTag(`Blog test ${run}`)
    // 13 posts with the tag, older than every demo post: the tag has two pages, the blog at least two.
    for (let i = 0; i < 13; i++) {
      const post = await makePost(`blog-test-${run}-${i}`, new Date(Date.UTC(2019, 0, 20 - i)).toISOString(), [tag.id])
      taggedSlugs.push(post.slug)
    }
  })

  it('/blog lists every published post newest first, 12 a page, with canonical and rel links', async () => {
    const all = await eventually(async () => (await publishedSlugs()).includes(taggedSlugs[12])).then(publishedSlugs)
    const lastPage = Math.ceil(all.length / PAGE_SIZE)
    expect(lastPage).toBeGreaterThanOrEqual(2)

    let first = ''
    await eventually(async () => {
      first = await html('/blog')
      return cardSlugs(first).length === PAGE_SIZE
    }, 15_000)
    expect(cardSlugs(first)).toEqual(all.slice(0, PAGE_SIZE))
    expect(pathOf(linkHref(first, 'canonical'))).toBe('/blog')
    expect(linkHref(first, 'prev')).toBeNull()
    expect(pathOf(linkHref(first, 'next'))).toBe('/blog/page/2')
    expect(first).toMatch(/<h1[^>]*>Blog<\/h1>/)
    expect(first).toMatch(/<nav[^>]*aria-label="Pagination"/)
    expect(first).toMatch(/aria-current="page"><span class="visually-hidden">Page <\/span>1</)

    const last = await html(`/blog/page/${lastPage}`)
    expect(cardSlugs(last)).toEqual(all.slice((lastPage - 1) * PAGE_SIZE, lastPage * PAGE_SIZE))
    expect(pathOf(linkHref(last, 'canonical'))).toBe(`/blog/page/${lastPage}`)
    expect(pathOf(linkHref(last, 'prev'))).toBe(lastPage === 2 ? '/blog' : `/blog/page/${lastPage - 1}`)
    expect(linkHref(last, 'next')).toBeNull()
    expect(last).toMatch(new RegExp(`aria-current="page"><span class="visually-hidden">Page </span>${lastPage}<`))
    // Every published post is on exactly one page.
    const pages = [first]
    for (let n = 2; n <= lastPage; n++) pages.push(n === lastPage ? last : await html(`/blog/page/${n}`))
    expect(pages.flatMap((page) => cardSlugs(page))).toEqual(all)

    const beyond = await api(`/blog/page/${lastPage + 1}`)
    expect(beyond.status).toBe(404)
    expect(await beyond.text()).toContain('data-not-found')
  })

  it.each(['0', 'abc', '02', '-1', '1.5', '9999999'])('/blog/page/%s is a 404 page', async (page) => {
    const res = await api(`/blog/page/${page}`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('data-not-found')
  })

  it('/blog/page/1 redirects to /blog, and a tag’s page 1 to the tag page', async () => {
    const res = await api('/blog/page/1', { redirect: 'manual' })
    expect(res.status).toBe(308)
    expect(locationOf(res)).toBe('/blog')
    const tagged = await api(`/blog/tag/${tag.slug}/page/1`, { redirect: 'manual' })
    expect(tagged.status).toBe(308)
    expect(locationOf(tagged)).toBe(`/blog/tag/${tag.slug}`)
  })

  it('a card shows image, title, excerpt, author, tags and the long date', async () => {
    const page = await html(`/blog/tag/${tag.slug}`)
    const at = page.indexOf(`href="/post/${taggedSlugs[0]}"`)
    const card = page.slice(page.lastIndexOf('<article', at), page.indexOf('</article>', at))
    expect(card).toMatch(/<img[^>]+src="\/_next\/image\?url=/)
    expect(card).toContain(`Blog test ${taggedSlugs[0]}`)
    expect(card).toContain(`Excerpt of ${taggedSlugs[0]}.`)
    expect(card).toContain(author.name)
    expect(card).toContain(tag.name)
    expect(card).toContain('January 20, 2019')
  })

  it('a tag page lists only that tag’s posts, paginated, with canonical and rel links', async () => {
    const first = await html(`/blog/tag/${tag.slug}`)
    expect(cardSlugs(first)).toEqual(taggedSlugs.slice(0, PAGE_SIZE))
    expect(first).toMatch(new RegExp(`<h1[^>]*>${tag.name}</h1>`))
    expect(pathOf(linkHref(first, 'canonical'))).toBe(`/blog/tag/${tag.slug}`)
    expect(pathOf(linkHref(first, 'next'))).toBe(`/blog/tag/${tag.slug}/page/2`)
    expect(first).toMatch(new RegExp(`<a(?=[^>]*aria-current="page")[^>]*href="/blog/tag/${tag.slug}"`))

    const second = await html(`/blog/tag/${tag.slug}/page/2`)
    expect(cardSlugs(second)).toEqual(taggedSlugs.slice(PAGE_SIZE))
    expect(pathOf(linkHref(second, 'canonical'))).toBe(`/blog/tag/${tag.slug}/page/2`)
    expect(pathOf(linkHref(second, 'prev'))).toBe(`/blog/tag/${tag.slug}`)
    expect(linkHref(second, 'next')).toBeNull()
    expect((await api(`/blog/tag/${tag.slug}/page/3`)).status).toBe(404)
    expect((await api(`/blog/tag/${tag.slug}/page/abc`)).status).toBe(404)
  })

  it('a demo tag’s page shows exactly the published posts with that tag', async () => {
    const { docs } = await (await api('/cms-api/tags?where[slug][equals]=engineering&depth=0')).json()
    const posts = await readAllPages<ApiDoc>(`/cms-api/posts?where[tags][in]=${docs[0].id}&sort=-date&depth=0`)
    expect(posts.length).toBeGreaterThan(0)
    expect(cardSlugs(await html('/blog/tag/engineering'))).toEqual(posts.map((p: ApiDoc) => p.slug))
  })

  it('an unknown tag is a 404 page; a tag without posts shows an empty state', async () => {
    for (const path of ['/blog/tag/no-such-tag', '/blog/tag/NOPE', '/blog/tag/%E2%80%A8', '/blog/nothing-here']) {
      const res = await api(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toContain('data-not-found')
    }
    const empty = await makeTag(`Blog empty ${run}`)
    const page = await eventually(async () => (await api(`/blog/tag/${empty.slug}`)).status === 200).then(() =>
      html(`/blog/tag/${empty.slug}`),
    )
    expect(page).toContain(`No posts tagged “${empty.name}” yet.`)
    expect(page).toMatch(/href="\/blog"[^>]*>See every post</)
    expect(cardSlugs(page)).toEqual([])
    expect((await api(`/blog/tag/${empty.slug}/page/2`)).status).toBe(404)
  })

  it('the tags on a post page link to their tag pages', async () => {
    const page = await html(`/post/${taggedSlugs[0]}`)
    expect(page).toMatch(new RegExp(`<a[^>]*href="/blog/tag/${tag.slug}"[^>]*>${tag.name}</a>`))
  })

  it('an editor’s publish appears on /blog and its tag page; unpublishing removes it from both', async () => {
    const slug = `blog-test-${run}-fresh`
    const post = await makePost(slug, new Date().toISOString(), [tag.id], 'draft')
    const shown = async () => ({
      blog: cardSlugs(await html('/blog'))[0] === slug,
      tag: cardSlugs(await html(`/blog/tag/${tag.slug}`))[0] === slug,
    })
    expect(await shown()).toEqual({ blog: false, tag: false })

    expect((await patchPost(post.id, { _status: 'published' })).status).toBe(200)
    await eventually(async () => Object.values(await shown()).every(Boolean), 15_000)
    // The tag now has 14 posts: its second page has two.
    expect(cardSlugs(await html(`/blog/tag/${tag.slug}/page/2`))).toHaveLength(2)

    expect((await patchPost(post.id, { _status: 'draft' })).status).toBe(200)
    await eventually(async () => Object.values(await shown()).every((on) => !on), 15_000)
    expect(cardSlugs(await html(`/blog/tag/${tag.slug}/page/2`))).toHaveLength(1)
  })

  it('the sitemap lists /blog and the tag pages, and the feed’s channel links to /blog', async () => {
    const xml = await html('/sitemap.xml')
    const urls = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    expect(urls).toContain('/blog')
    expect(urls).toContain(`/blog/tag/${tag.slug}`)
    expect(urls).toContain('/blog/tag/engineering')
    const feed = await html('/feed.xml')
    expect(pathOf(feed.match(/<channel>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/)?.[1] ?? null)).toBe('/blog')
    expect(feed).toMatch(/<category domain="https?:\/\/[^"]+\/blog\/tag\/[a-z0-9-]+">/)
  })

  it('the header and footer link to the blog', async () => {
    const home = await html('/')
    const header = home.slice(home.indexOf('data-site-header'), home.indexOf('<main'))
    expect(header).toMatch(/href="\/blog"/)
    expect(home.slice(home.indexOf('<footer'))).toMatch(/href="\/blog"/)
  })
})

describe('related posts at the end of a post', () => {
  const posts: Record<string, ApiDoc> = {}
  const day = (d: number) => new Date(Date.UTC(2018, 0, d)).toISOString()

  beforeAll(async () => {
    const [one, two] = [await makeTag(`Related one ${run}`), await makeTag(`Related two ${run}`)]
    const lonely = await makeTag(`Related lonely ${run}`)
    posts.a = await makePost(`related-${run}-a`, day(10), [one.id, two.id])
    posts.b = await makePost(`related-${run}-b`, day(1), [one.id, two.id]) // both tags, oldest
    posts.c = await makePost(`related-${run}-c`, day(5), [one.id])
    posts.d = await makePost(`related-${run}-d`, day(8), [two.id])
    posts.e = await makePost(`related-${run}-e`, day(2), [])
    posts.draft = await makePost(`related-${run}-draft`, day(9), [one.id, two.id], 'draft') // both tags, unpublished
    posts.alone = await makePost(`related-${run}-alone`, day(3), [lonely.id])
  })

  it('are the posts sharing the most tags, then the newest; never the post itself or an unpublished one', async () => {
    const { a, b, c, d } = posts
    await eventually(async () => relatedSlugs(await html(`/post/${a.slug}`)).length === 3, 15_000)
    const page = await html(`/post/${a.slug}`)
    expect(relatedSlugs(page)).toEqual([b.slug, d.slug, c.slug])
    expect(page).toMatch(/<section[^>]*aria-labelledby="related-posts-title"[^>]*data-related-posts/)
    expect(page).toMatch(/<h2 id="related-posts-title"[^>]*>Keep reading<\/h2>/)
  })

  it('are filled with the newest posts when too few share a tag', async () => {
    const newest = (await publishedSlugs()).filter((slug) => slug !== posts.alone.slug).slice(0, 3)
    expect(relatedSlugs(await html(`/post/${posts.alone.slug}`))).toEqual(newest)
  })

  it('are the editor’s picks, in their order, when there are any; a pick never is the post itself', async () => {
    const { a, c, e } = posts
    expect((await patchPost(a.id, { relatedPosts: [a.id] })).status).toBe(400)
    expect((await patchPost(a.id, { relatedPosts: [e.id, posts.draft.id, c.id] })).status).toBe(200)
    await eventually(async () => relatedSlugs(await html(`/post/${a.slug}`))[0] === e.slug, 15_000)
    // The unpublished pick is left out.
    expect(relatedSlugs(await html(`/post/${a.slug}`))).toEqual([e.slug, c.slug])

    // A picked post deleted: the others remain; all picks gone: the automatic choice again.
    expect((await api(`/cms-api/posts/${c.id}`, { method: 'DELETE', headers: auth })).status).toBe(200)
    await eventually(async () => relatedSlugs(await html(`/post/${a.slug}`)).join() === e.slug, 15_000)
    expect((await patchPost(e.id, { _status: 'draft' })).status).toBe(200)
    const newestOther = (await publishedSlugs()).find((slug) => ![a.slug, posts.b.slug, posts.d.slug].includes(slug))
    await eventually(
      async () =>
        relatedSlugs(await html(`/post/${a.slug}`)).join() === [posts.b.slug, posts.d.slug, newestOther].join(),
      15_000,
    )
  })
})
