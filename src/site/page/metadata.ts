import type { Metadata } from 'next'

import { assetUrl } from '@/config/assets'
import type { Author, Media, Page, Post } from '@/payload-types'
import { FEED_ALTERNATE, SITE_DESCRIPTION, SITE_NAME } from '@/seo/site'

/** Title, description and social image from a document's SEO group, with sensible fallbacks. */
type Document = Pick<Page | Post, 'title' | 'meta'> &
  Partial<Pick<Post, 'excerpt' | 'mainImage' | 'date' | 'author' | 'updatedAt'>>

/** Title, description, canonical URL, Open Graph (an article for posts) and a Twitter card. */
export function documentMetadata(doc: Document, path: string): Metadata {
  const title = doc.meta?.title || doc.title
  const description = doc.meta?.description || doc.excerpt || SITE_DESCRIPTION
  const image = (doc.meta?.image ?? doc.mainImage) as Media | number | null | undefined
  const imageUrl = image && typeof image === 'object' ? assetUrl(image.sizes?.og?.url ?? image.url) : null
  return {
    title: path === '/' ? `${SITE_NAME} — the electric travel trailer` : `${title} · ${SITE_NAME}`,
    description,
    alternates: { canonical: path, types: FEED_ALTERNATE },
    openGraph: {
      title,
      description,
      siteName: SITE_NAME,
      url: path,
      locale: 'en_US',
      images: imageUrl ? [{ url: imageUrl, width: 1200, height: 630 }] : undefined,
      ...(doc.date
        ? {
            type: 'article' as const,
            publishedTime: doc.date,
            modifiedTime: doc.updatedAt,
            authors: typeof doc.author === 'object' && doc.author ? [(doc.author as Author).name] : undefined,
          }
        : { type: 'website' as const }),
    },
    twitter: {
      card: imageUrl ? 'summary_large_image' : 'summary',
      title,
      description,
      images: imageUrl ? [imageUrl] : undefined,
    },
  }
}
