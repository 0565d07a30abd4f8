import { assetUrl } from '@/config/assets'
import type { Author, Media, Post } from '@/payload-types'

import { absoluteUrl, SITE_DESCRIPTION, SITE_NAME } from './site'

type Thing = Record<string, unknown>

/** A JSON-LD script. `<` is escaped so no string in the data can close the script element. */
export function JsonLd({ data }: { data: Thing }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
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
