import { getImageProps } from 'next/image'

import type { CatalogImage } from '@/commerce/catalog/types'

const isCatalogImage = (value: unknown): value is CatalogImage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CatalogImage).url === 'string' &&
  typeof (value as CatalogImage).width === 'number' &&
  typeof (value as CatalogImage).height === 'number'

function optimised(image: CatalogImage): CatalogImage['optimised'] {
  // A `sizes` in pixels asks for every width the optimiser makes: each <img> then gives its own
  // `sizes` and the browser picks from the one list.
  const { props } = getImageProps({
    src: image.url,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes: '1px',
  })
  return { src: props.src, srcSet: props.srcSet ?? '' }
}

/**
 * A copy of `data` with every catalog image in it (found by its shape) given the image optimiser's
 * URLs, made here on the server by next/image's own rules: the build flow's client components draw
 * them as plain img elements, and the page's first load goes without next/image's code.
 */
export function withOptimisedImages<T>(data: T): T {
  return JSON.parse(JSON.stringify(data), (_key, value: unknown) =>
    isCatalogImage(value) ? { ...value, optimised: optimised(value) } : value,
  ) as T
}
