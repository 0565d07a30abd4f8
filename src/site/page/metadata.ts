import type { Metadata } from 'next'

import { assetUrl } from '@/config/assets'
import type { Media, Page, Post } from '@/payload-types'

const SITE_NAME = 'Pebble'
/** For documents whose SEO group has no description yet: search engines and Lighthouse want one on every page. */
const SITE_DESCRIPTION = 'Pebble is the electric travel trailer: camp off-grid for days on battery and solar power, and tow it with any car.'

/** Title, description and social image from a document's SEO group, with sensible fallbacks. */
export function documentMetadata(doc: Pick<Page | Post, 'title' | 'meta'> & { excerpt?: string | null; mainImage?: Post['mainImage'] }, path: string): Metadata {
  const title = doc.meta?.title || doc.title
  const description = doc.meta?.description || doc.excerpt || SITE_DESCRIPTION
  const image = (doc.meta?.image ?? doc.mainImage) as Media | number | null | undefined
  const imageUrl = image && typeof image === 'object' ? assetUrl(image.sizes?.og?.url ?? image.url) : null
  return {
    title: path === '/' ? `${SITE_NAME} — the electric travel trailer` : `${title} · ${SITE_NAME}`,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, siteName: SITE_NAME, url: path, images: imageUrl ? [{ url: imageUrl }] : undefined },
  }
}
