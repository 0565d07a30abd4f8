import type { MetadataRoute } from 'next'

import { pagePath, postPath } from '@/content/links/resolve'
import { listPages, listPosts, listTags } from '@/content/queries'
import { blogPaths } from '@/kit/paths'
import { absoluteUrl } from '@/seo/site'

/**
 * /sitemap.xml: every published page and post (drafts are invisible to these reads), the blog,
 * and each tag page with posts. A listing's later pages are reached from its first.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, posts, tags] = await Promise.all([listPages(), listPosts(), listTags()])
  const newest = posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1)
  return [
    ...pages.map((page) => ({ url: absoluteUrl(pagePath(page.slug)), lastModified: page.updatedAt })),
    { url: absoluteUrl(blogPaths.index), lastModified: newest },
    ...tags.filter((tag) => tag.posts > 0).map((tag) => ({ url: absoluteUrl(blogPaths.tag(tag.slug)) })),
    ...posts.map((post) => ({ url: absoluteUrl(postPath(post.slug)), lastModified: post.updatedAt })),
  ]
}
