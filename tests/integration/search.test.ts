/**
 * Site search (/search, src/content/search) over HTTP, on SQLite (FTS5) and Postgres (tsvector):
 * ranking, highlighting without HTML injection, drafts never found (publish, draft edit,
 * unpublish, delete, scheduled publish), the index built for seeded content, the no-JavaScript
 * GET form, and generated input (FTS operators, odd characters, long queries) always a 200 page.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { oddString } from './fuzz'
import { fuzzSeeds } from './fuzz-seeds'
import { api, editorAuth, eventually, serverDatabase } from './helpers'

let auth: Record<string, string>
let author: number
let image: number
const created: { collection: 'posts' | 'pages'; id: number }[] = []

/** A word no demo content has, letters only, unique per call. */
let counter = 0
const word = (stem: string) =>
  `${stem}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'qwxzjvkyhf'[Number(d)])}${'abcdefghij'[counter++ % 10]}`

beforeAll(async () => {
  auth = await editorAuth()
  author = (await (await api('/cms-api/authors?limit=1&depth=0', { headers: auth })).json()).docs[0].id
  image = (await (await api('/cms-api/media?limit=1&depth=0', { headers: auth })).json()).docs[0].id
})

afterAll(async () => {
  for (const { collection, id } of created)
    await api(`/cms-api/${collection}/${id}`, { method: 'DELETE', headers: auth }).catch(() => undefined)
})

async function createPost(data: Record<string, unknown>, status: 'draft' | 'published') {
  const slug = `search-${word('s')}`
  const res = await api(`/cms-api/posts${status === 'draft' ? '?draft=true' : ''}`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ slug, date: new Date().toISOString(), author, mainImage: image, _status: status, ...data }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const { doc } = await res.json()
  created.push({ collection: 'posts', id: doc.id })
  return { id: doc.id as number, path: `/post/${slug}` }
}

const patch = (collection: string, id: number, body: Record<string, unknown>, draft = false) =>
  api(`/cms-api/${collection}/${id}${draft ? '?draft=true' : ''}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify(body),
  })

/** The search page for `q` as a browser without JavaScript gets it. */
async function search(q: string, extra = '') {
  const res = await api(`/search?q=${encodeURIComponent(q)}${extra}`)
  const html = await res.text()
  return {
    status: res.status,
    html,
    /** The results' links, in order. */
    hits: [...html.matchAll(/data-search-hit="([^"]+)"/g)].map((m) => m[1]),
  }
}

describe('site search', () => {
  it('finds seeded content (the data step built the index) and keeps result pages out of search engines', async () => {
    const { status, html, hits } = await search('battery')
    expect(status).toBe(200)
    expect(hits.length).toBeGreaterThan(0)
    expect(hits).toContain('/charging')
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect(html).toMatch(/<mark>batter(y|ies)<\/mark>/i)
  })

  it('ranks a title match before documents that only mention the word in their text', async () => {
    const w = word('rank')
    const body = await createPost(
      { title: 'A note on towing', excerpt: `${w} ${w} ${w}: all about ${w}, and ${w} again.` },
      'published',
    )
    const title = await createPost({ title: `The ${w} guide`, excerpt: 'Everything in one place.' }, 'published')
    const { hits, html } = await search(w)
    expect(hits).toEqual([title.path, body.path])
    expect(html).toContain(`The <mark>${w}</mark> guide`)
    expect(html).toMatch(new RegExp(`<mark>${w}</mark>`))
    // The last word also matches as the start of a word, so results follow typing.
    expect((await search(w.slice(0, -2))).hits).toEqual([title.path, body.path])
  })

  it('shows titles and text as text: no HTML from a document, no forged highlight', async () => {
    const w = word('safe')
    await createPost(
      {
        title: `<img src=x onerror=alert(1)> ${w}`,
        excerpt: `<script>alert(1)</script> ${w} & "quoted" \uE000forged\uE001 text`,
      },
      'published',
    )
    const { hits, html } = await search(w)
    expect(hits).toHaveLength(1)
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; <mark>')
    // Postgres's ts_headline leaves tags out of a snippet; SQLite's snippet keeps them, as text.
    expect(html).toMatch(/(&lt;script&gt;alert\(1\)&lt;\/script&gt; )?<mark>safe\w+<\/mark> &amp; &quot;quoted&quot;/)
    expect(html).not.toContain('<mark>forged</mark>')
  })

  it('finds a draft only once published: a draft edit, unpublishing and deleting follow', async () => {
    const w = word('draft')
    const next = word('edit')
    const post = await createPost({ title: `Draft ${w}`, excerpt: 'Not yet.' }, 'draft')
    expect((await search(w)).hits).toEqual([])

    expect((await patch('posts', post.id, { _status: 'published' })).status).toBe(200)
    expect((await search(w)).hits).toEqual([post.path])

    // A draft edit of the published post changes nothing the public finds until it is published.
    expect((await patch('posts', post.id, { title: `Draft ${next}`, _status: 'draft' }, true)).status).toBe(200)
    expect((await search(next)).hits).toEqual([])
    expect((await search(w)).hits).toEqual([post.path])
    expect((await patch('posts', post.id, { _status: 'published' })).status).toBe(200)
    expect((await search(next)).hits).toEqual([post.path])
    expect((await search(w)).hits).toEqual([])

    expect((await patch('posts', post.id, { _status: 'draft' })).status).toBe(200)
    expect((await search(next)).hits).toEqual([])
    expect((await patch('posts', post.id, { _status: 'published' })).status).toBe(200)
    expect((await search(next)).hits).toEqual([post.path])

    expect((await api(`/cms-api/posts/${post.id}`, { method: 'DELETE', headers: auth })).status).toBe(200)
    expect((await search(next)).hits).toEqual([])
  })

  it("finds a page by the text of its layout blocks (rich text and block fields), at the page's path", async () => {
    const w = word('block')
    const heading = word('heading')
    const slug = `search-page-${word('p')}`
    const text = (value: string) => ({
      type: 'text',
      text: value,
      format: 0,
      detail: 0,
      mode: 'normal',
      style: '',
      version: 1,
    })
    const richText = {
      root: {
        type: 'root',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: [
          {
            type: 'paragraph',
            format: '',
            indent: 0,
            version: 1,
            direction: 'ltr',
            textFormat: 0,
            children: [text(`Before ${w} after.`)],
          },
        ],
      },
    }
    const res = await api('/cms-api/pages', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title: 'Search block test',
        slug,
        _status: 'published',
        content: [{ blockType: 'content', title: `A ${heading} heading`, body: richText }],
      }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = await res.json()
    created.push({ collection: 'pages', id: doc.id })
    expect((await search(w)).hits).toEqual([`/${slug}`])
    expect((await search(heading)).hits).toEqual([`/${slug}`])
    expect((await search(w)).html).toContain(`Before <mark>${w}</mark> after`)
  })

  it('a post scheduled for publishing is found once the server publishes it', async () => {
    const payload = await serverDatabase()
    const w = word('scheduled')
    const slug = `search-scheduled-${w}`
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: `Scheduled ${w}`,
        slug,
        date: new Date().toISOString(),
        author,
        mainImage: image,
        _status: 'draft',
      },
      context: { disableRevalidate: true },
    })
    created.push({ collection: 'posts', id: post.id })
    expect((await search(w)).hits).toEqual([])
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
      waitUntil: new Date(Date.now() + 1000),
    })
    await eventually(async () => (await search(w)).hits.includes(`/post/${slug}`), 40_000)
  }, 60_000)

  it('works without JavaScript: a GET form in the page and in the header, results in the HTML', async () => {
    const form = /<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"[^>]*>[\s\S]*?<input[^>]*name="q"/
    const empty = await api('/search')
    expect(empty.status).toBe(200)
    const emptyHtml = await empty.text()
    expect(emptyHtml).toMatch(form)
    expect(emptyHtml).toMatch(/<label[^>]*>Search pages and posts<\/label>/)
    // The empty page helps: popular pages and the latest posts.
    expect(emptyHtml).toContain('Popular pages')
    expect(emptyHtml).toMatch(/href="\/charging"/)
    const header = await (await api('/charging')).text()
    expect(header).toMatch(form)
    expect(header).toContain('Search the site')

    const found = await search('solar')
    expect(found.status).toBe(200)
    expect(found.hits.length).toBeGreaterThan(0)
    expect(found.html).toMatch(/value="solar"/)

    const none = await search('xylophonequartz')
    expect(none.status).toBe(200)
    expect(none.hits).toEqual([])
    expect(none.html).toContain('Nothing found for “xylophonequartz”')
    expect(none.html).toContain('Popular pages')
  })

  it('pages through many results and answers any page number', async () => {
    const w = word('many')
    for (let i = 0; i < 12; i++) await createPost({ title: `Many ${i}`, excerpt: `${w} number ${i}` }, 'published')
    const first = await search(w)
    const second = await search(w, '&page=2')
    expect(first.hits).toHaveLength(10)
    expect(second.hits).toHaveLength(2)
    expect(new Set([...first.hits, ...second.hits]).size).toBe(12)
    expect(first.html).toContain('12 results')
    expect(first.html).toMatch(/href="\/search\?q=[^"]+&amp;page=2"/)
    for (const page of ['0', '-1', '99999', 'abc', '1e3', '2.5', '%00'])
      expect((await search(w, `&page=${page}`)).status, page).toBe(200)
  }, 60_000)

  it('any query is a 200 page: FTS operators, quotes, odd characters, NUL, long input', async () => {
    const operators = fc
      .array(
        fc.constantFrom(
          '"',
          '*',
          'NEAR',
          'NEAR(',
          'OR',
          'AND',
          'NOT',
          '-',
          ':',
          '^',
          '(',
          ')',
          '{',
          '}',
          '+',
          '\u0000',
          'title:',
          'battery',
          '&',
          '|',
          '!',
          '<->',
          "'",
          '\\',
          '%',
          'é',
          '日本',
          '🚐',
          ' ',
          '\uE000',
          '\uE001',
          ':*',
        ),
        { maxLength: 24 },
      )
      .map((parts) => parts.join(''))
    const query = fc.oneof(
      operators,
      oddString.filter((s) => s.length <= 3000),
    )
    for (const seed of fuzzSeeds())
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const res = await api(`/search?q=${encodeURIComponent(q.toWellFormed())}`)
          const html = await res.text()
          expect(res.status, JSON.stringify(q).slice(0, 200)).toBe(200)
          expect(html).toContain('data-search-page')
        }),
        { numRuns: 150, seed },
      )
    for (const q of [
      '"unbalanced',
      'NEAR(battery solar, 2)',
      'title:battery',
      '-battery',
      'batt*',
      '^battery',
      'a OR b',
    ]) {
      const { status } = await search(q)
      expect(status, q).toBe(200)
    }
    // Raw bytes and a repeated key.
    for (const raw of ['%00', '%FF%FE', '%E0%80', 'a&q=b', '%22%2A%3A']) {
      const res = await api(`/search?q=${raw}`)
      expect(res.status, raw).toBe(200)
    }
    const long = await search('battery '.repeat(600))
    expect(long.status).toBe(200)
    expect(long.hits.length).toBeGreaterThan(0)
  }, 120_000)
})
