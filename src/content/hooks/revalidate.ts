import type { PayloadRequest } from 'payload'

/** Cache tags for public content. Data readers tag with these; hooks expire them. */
export const tags = {
  page: (slug: string) => `page:${slug}`,
  post: (slug: string) => `post:${slug}`,
  pages: 'pages',
  /** Every list of posts: cards, /blog and tag pages (tag changes expire it too), related posts, sitemap, feed. */
  posts: 'posts',
  header: 'header',
  footer: 'footer',
  settings: 'settings',
  redirects: 'redirects',
  /** The build flow's catalog and commerce settings (src/commerce/catalog/data.ts). */
  catalog: 'catalog',
} as const

/**
 * Expire cache tags so the next request re-renders from the database.
 * Seeds and scripts run outside Next.js and pass `context.disableRevalidate`.
 */
export async function expireTags(req: PayloadRequest, list: string[]): Promise<void> {
  if (req.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of new Set(list)) revalidateTag(tag, { expire: 0 })
    req.payload.logger.info(`revalidated ${[...new Set(list)].join(', ')}`)
  } catch (error) {
    // Outside a Next.js server (CLI, migrations) there is no cache to expire.
    req.payload.logger.debug(`revalidation skipped: ${(error as Error).message}`)
  }
}
