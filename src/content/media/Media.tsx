import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { assetUrl } from '@/config/assets'

export type MediaDoc = {
  url?: string | null
  width?: number | null
  height?: number | null
  alternativeText?: string | null
  mimeType?: string | null
  filename?: string | null
  focalX?: number | null
  focalY?: number | null
}

type Props = {
  media: MediaDoc | number | string | null | undefined
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string
  className?: string
  /** Fill the positioned parent instead of keeping intrinsic size. */
  fill?: boolean
  priority?: boolean
  /** Decorative images get empty alt text. */
  decorative?: boolean
}

/**
 * Renders a Payload media document: images as a plain `<img>` with next/image's props (the
 * spec's `/_next/image?url=…&w=…&q=…` srcset) — `getImageProps` instead of `<Image>` because the
 * component is a client component and would add its JavaScript to every page; videos muted and
 * looping. A missing image warns and renders nothing, so a page never shows a broken image.
 */
export function Media({ media, sizes, className, fill, priority, decorative }: Props) {
  const doc = media && typeof media === 'object' ? media : null
  const src = assetUrl(doc?.url)
  if (!doc || !src) {
    console.warn(`[image] Missing image${media ? ` (${String(media)})` : ''}`)
    return null
  }
  const alt = decorative ? '' : (doc.alternativeText ?? '')
  if (doc.mimeType?.startsWith('video/')) {
    return (
      <video
        className={className}
        src={src}
        autoPlay
        muted
        loop
        playsInline
        aria-label={alt || undefined}
        aria-hidden={decorative || undefined}
      />
    )
  }
  const objectPosition = doc.focalX != null && doc.focalY != null ? `${doc.focalX}% ${doc.focalY}%` : undefined
  // The largest paint: loaded eagerly and first among the images (every other image is lazy).
  const fetchPriority = priority ? 'high' : undefined
  const { props } = getImageProps(
    fill
      ? {
          className,
          src,
          alt,
          sizes,
          fill: true,
          priority,
          fetchPriority,
          style: { objectFit: 'cover', objectPosition },
        }
      : {
          className,
          src,
          alt,
          sizes,
          width: doc.width ?? 1600,
          height: doc.height ?? 900,
          priority,
          fetchPriority,
          style: { objectPosition },
        },
  )
  // What <Image priority> does on the server: the browser starts loading the image with the HTML.
  if (priority)
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  // eslint-disable-next-line @next/next/no-img-element -- this is <Image>'s own markup (getImageProps), without its client code
  return <img {...props} alt={alt} />
}
