import type { Catalog } from '@/commerce/catalog/types'
import { assetUrl } from '@/config/assets'
import type { Author, Media, Post } from '@/payload-types'
import { sitePaths } from '@/kit/paths'

import { absoluteUrl, PRODUCT_NAME, SITE_DESCRIPTION, SITE_NAME } from './site'

type Thing = Record<string, unknown>

/** A JSON-LD script. `<` is escaped so no string in the data can close the script element. */
export function JsonLd({ data }: { data: Thing }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}

const organization = (): Thing => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: absoluteUrl('/'),
  logo: absoluteUrl('/icon.svg'),
  description: SITE_DESCRIPTION,
})

export const organizationLd = (sameAs: string[] = []): Thing => ({
  '@context': 'https://schema.org',
  ...organization(),
  ...(sameAs.length ? { sameAs } : {}),
})

const imageUrl = (image: Post['mainImage']) => {
  const media = typeof image === 'object' ? (image as Media | null) : null
  const url = assetUrl(media?.sizes?.og?.url ?? media?.url)
  return url ? new URL(url, absoluteUrl('/')).toString() : undefined
}

export const blogPostingLd = (post: Post, path: string): Thing => {
  const author = typeof post.author === 'object' ? (post.author as Author | null) : null
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.meta?.description || post.excerpt || undefined,
    datePublished: post.date,
    dateModified: post.updatedAt,
    image: imageUrl(post.mainImage),
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    author: author ? { '@type': 'Person', name: author.name, jobTitle: author.role ?? undefined } : organization(),
    publisher: organization(),
  }
}

/**
 * The product on /build: one Offer per trim at its base price, as a pre-order. Read from the same
 * catalog the configurator shows, so an edited price appears here on the next request.
 */
export const productLd = (catalog: Catalog, path = sitePaths.build): Thing => {
  const prices = catalog.trims.map((trim) => trim.price / 100)
  const image = catalog.trims
    .flatMap((trim) => trim.images.slice(0, 1))
    .map((i) => new URL(assetUrl(i.url) ?? i.url, absoluteUrl('/')).toString())
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: PRODUCT_NAME,
    description: SITE_DESCRIPTION,
    brand: { '@type': 'Brand', name: SITE_NAME },
    url: absoluteUrl(path),
    ...(image.length ? { image } : {}),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      offerCount: catalog.trims.length,
      offers: catalog.trims.map((trim) => ({
        '@type': 'Offer',
        name: `${PRODUCT_NAME} ${trim.label}`,
        sku: trim.uid,
        price: (trim.price / 100).toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/PreOrder',
        url: absoluteUrl(`${path}?trim=${encodeURIComponent(trim.uid)}`),
      })),
    },
  }
}
