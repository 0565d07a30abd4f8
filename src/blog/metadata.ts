import type { Metadata } from 'next'

import { FEED_ALTERNATE, SITE_NAME } from '@/seo/site'

import { BLOG_DESCRIPTION, BLOG_TITLE } from './copy'
import { listingPath, type Listing } from './listing'

/** Title, description, canonical URL and `rel="prev"`/`rel="next"` of a listing's page. */
export function listingMetadata({ tag, posts }: Listing): Metadata {
  const { page, totalPages } = posts
  const name = tag ? `${tag.name} · ${BLOG_TITLE}` : BLOG_TITLE
  const title = `${name}${page > 1 ? `, page ${page}` : ''} · ${SITE_NAME}`
  const description = tag ? `Posts tagged “${tag.name}” on the ${SITE_NAME} blog.` : BLOG_DESCRIPTION
  const path = listingPath(tag, page)
  return {
    title,
    description,
    alternates: { canonical: path, types: FEED_ALTERNATE },
    pagination: {
      previous: page > 1 ? listingPath(tag, page - 1) : undefined,
      next: page < totalPages ? listingPath(tag, page + 1) : undefined,
    },
    openGraph: { title, description, siteName: SITE_NAME, url: path, locale: 'en_US', type: 'website' },
    twitter: { card: 'summary', title, description },
  }
}
