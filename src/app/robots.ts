import type { MetadataRoute } from 'next'

import { absoluteUrl, PRIVATE_PATHS } from '@/seo/site'

/** /robots.txt: everything public may be crawled; the admin, APIs, portal and build flow may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS.map((path) => `${path}/`).concat(PRIVATE_PATHS) },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
