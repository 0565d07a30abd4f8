import Image from 'next/image'

import type { CatalogImage } from '@/commerce/catalog/types'

/** A catalog image through the image optimiser. */
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
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  )
}
