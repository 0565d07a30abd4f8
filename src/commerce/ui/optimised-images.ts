import { getImageProps } from 'next/image'

import type { CatalogImage } from '@/commerce/catalog/types'

const isCatalogImage = (value: unknown): value is CatalogImage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CatalogImage).url === 'string' &&
  typeof (value as CatalogImage).width === 'number' &&
  typeof (value as CatalogImage).height === 'number'

/**
 * Made once per image: next/image's rules cost about 35 µs an image, and the build page, drawn for
 * every buyer, shows about a hundred. Bounded, as editors may upload images for as long as the
 * process lives.
 */
const made = new Map<string, CatalogImage['optimised']>()
const MADE_AT_MOST = 2000

function optimised(image: CatalogImage): CatalogImage['optimised'] {
  const key = `${image.width}x${image.height} ${image.url}`
  const known = made.get(key)
  if (known) return known
  // A `sizes` in pixels asks for every width the optimiser makes: each <img> then gives its own
  // `sizes` and the browser picks from the one list.
  const { props } = getImageProps({
    src: image.url,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes: '1px',
  })
  const urls = { src: props.src, srcSet: props.srcSet ?? '' }
  if (made.size >= MADE_AT_MOST) made.clear()
  made.set(key, urls)
  return urls
}

function withUrls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUrls)
  if (typeof value !== 'object' || value === null) return value
  if (isCatalogImage(value)) return { ...value, optimised: optimised(value) }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withUrls(inner)]))
}

/**
 * A copy of `data` with every catalog image in it (found by its shape) given the image optimiser's
 * URLs, made here on the server by next/image's own rules: the build flow's client components draw
 * them as plain img elements, and the page's first load goes without next/image's code.
 */
export const withOptimisedImages = <T>(data: T): T => withUrls(data) as T
