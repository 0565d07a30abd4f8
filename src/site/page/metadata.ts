import type { Metadata } from 'next'

import { assetUrl } from '@/config/assets'
import type { Media, Page, Post } from '@/payload-types'

const SITE_NAME = 'Pebble'

/** Title, description and social image from a document's SEO group, with sensible fallbacks. */
export function documentMetadata(doc: Pick<Page | Post, 'title' | 'meta'> & { excerpt?: string | null; mainImage?: Post['mainImage'] }, path: string): Metadata {
  const title = doc.meta?.title || doc.title
  const description = doc.meta?.description || doc.excerpt || undefined
  const image = (doc.meta?.image ?? doc.mainImage) as Media | number | null | undefined
  const imageUrl = image && typeof image === 'object' ? assetUrl(image.sizes?.og?.url ?? image.url) : null
  return {
    title: path === '/' ? `${SITE_NAME} — the electric travel trailer` : `${title} · ${SITE_NAME}`,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, siteName: SITE_NAME, url: path, images: imageUrl ? [{ url: imageUrl }] : undefined },
  }
}
