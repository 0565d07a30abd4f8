import type { MetadataRoute } from 'next'

import { pagePath, postPath } from '@/content/links/resolve'
import { listPages, listPosts } from '@/content/queries'
import { absoluteUrl } from '@/seo/site'

/** /sitemap.xml: every published page and post (drafts are invisible to these reads). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, posts] = await Promise.all([listPages(), listPosts()])
  return [
    ...pages.map((page) => ({ url: absoluteUrl(pagePath(page.slug)), lastModified: page.updatedAt })),
    ...posts.map((post) => ({ url: absoluteUrl(postPath(post.slug)), lastModified: post.updatedAt })),
  ]
}
