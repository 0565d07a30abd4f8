import { postPath } from '@/content/links/resolve'
import { blogPaths } from '@/kit/paths'

import { absoluteUrl, SITE_DESCRIPTION, SITE_NAME } from './site'

export type FeedItem = {
  title: string
  slug: string
  date: string
  excerpt?: string | null
  author?: string | null
  /** The post's tags: each a category, its domain the tag's page. */
  categories?: { name: string; slug: string }[]
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
// Characters XML 1.0 forbids even when escaped.
const clean = (text: string) => escapeXml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''))

/** An RSS 2.0 document for the newest posts; the channel's link is the blog. */
export function rssFeed(items: FeedItem[]): string {
  const self = absoluteUrl('/feed.xml')
  const entries = items.map((item) => {
    const url = absoluteUrl(postPath(item.slug))
    return [
      '    <item>',
      `      <title>${clean(item.title)}</title>`,
      `      <link>${clean(url)}</link>`,
      `      <guid isPermaLink="true">${clean(url)}</guid>`,
      `      <pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
      item.author ? `      <dc:creator>${clean(item.author)}</dc:creator>` : '',
      ...(item.categories ?? []).map(
        (tag) =>
          `      <category domain="${clean(absoluteUrl(blogPaths.tag(tag.slug)))}">${clean(tag.name)}</category>`,
      ),
      item.excerpt ? `      <description>${clean(item.excerpt)}</description>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  const updated = items[0] ? new Date(items[0].date).toUTCString() : new Date(0).toUTCString()
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${clean(`${SITE_NAME} journal`)}</title>
    <link>${clean(absoluteUrl(blogPaths.index))}</link>
    <description>${clean(SITE_DESCRIPTION)}</description>
    <language>en-us</language>
    <lastBuildDate>${updated}</lastBuildDate>
    <atom:link href="${clean(self)}" rel="self" type="application/rss+xml"/>
${entries.join('\n')}
  </channel>
</rss>
`
}
