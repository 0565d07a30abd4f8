import { describe, expect, it } from 'vitest'

import { normalizeRedirectPath, redirectSourceError } from '@/seo/redirects/path'
import { rssFeed } from '@/seo/rss'

describe('redirect sources', () => {
  it.each([
    ['/Old-Page/', '/old-page'],
    ['old-page', '/old-page'],
    ['/a//b/?utm=1#top', '/a/b'],
    ['  /x  ', '/x'],
  ])('%s is stored as %s', (input, want) => expect(normalizeRedirectPath(input)).toBe(want))

  it.each([
    ['', /old path/],
    ['https://example.com/a', /not a full URL/],
    ['/', /home page/],
    ['/cms-api/pages', /cannot be redirected/],
    ['/_next/static/x', /cannot be redirected/],
    [`/${'a'.repeat(301)}`, /too long/],
  ])('%j is refused', (input, message) => expect(redirectSourceError(input)).toMatch(message))

  it('accepts an ordinary path', () => expect(redirectSourceError('/journal/2024/launch')).toBeNull())
})

describe('RSS feed', () => {
  const xml = rssFeed([
    {
      title: 'Tom & Jerry <go> "camping"',
      slug: 'tom',
      date: '2026-03-05T12:00:00.000Z',
      excerpt: 'It\u0007s fun',
      author: 'Maya',
      categories: [{ name: 'Owners', slug: 'owners' }],
    },
    { title: 'Second', slug: 'second', date: '2026-01-01T00:00:00.000Z' },
  ])

  it('escapes text and drops characters XML forbids', () => {
    expect(xml).toContain('<title>Tom &amp; Jerry &lt;go&gt; &quot;camping&quot;</title>')
    expect(xml).toContain('<description>Its fun</description>')
    expect(xml).not.toContain('\u0007')
  })

  it('uses absolute permalinks, RFC 822 dates, and the newest date as the build date', () => {
    expect(xml).toMatch(/<link>https?:\/\/[^<]+\/post\/tom<\/link>/)
    expect(xml).toMatch(/<guid isPermaLink="true">https?:\/\/[^<]+\/post\/tom<\/guid>/)
    expect(xml).toContain('<pubDate>Thu, 05 Mar 2026 12:00:00 GMT</pubDate>')
    expect(xml).toContain('<lastBuildDate>Thu, 05 Mar 2026 12:00:00 GMT</lastBuildDate>')
    expect(xml).toContain('<dc:creator>Maya</dc:creator>')
    expect(xml).toMatch(/<category domain="https?:\/\/[^"]+\/blog\/tag\/owners">Owners<\/category>/)
  })

  it('links the channel to the blog', () => {
    expect(xml).toMatch(/<channel>\s*<title>[^<]*<\/title>\s*<link>https?:\/\/[^<]+\/blog<\/link>/)
  })

  it('is one channel with one item per post', () => {
    expect(xml.match(/<channel>/g)).toHaveLength(1)
    expect(xml.match(/<item>/g)).toHaveLength(2)
  })
})
