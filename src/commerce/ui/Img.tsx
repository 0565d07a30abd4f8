import type { CatalogImage } from '@/commerce/catalog/types'

/**
 * A catalog image through the image optimiser, its URLs made on the server
 * (optimised-images.ts); an image without them is drawn from its own URL.
 */
export function Img({
  image,
  sizes,
  className,
  priority,
}: {
  image: CatalogImage | null | undefined
  sizes: string
  className?: string
  priority?: boolean
}) {
  if (!image) return null
  const srcSet = image.optimised?.srcSet || undefined
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's URLs, made on the server
    <img
      src={image.optimised?.src ?? image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
