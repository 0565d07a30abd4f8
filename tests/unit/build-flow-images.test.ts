import { describe, expect, it } from 'vitest'

import { withOptimisedImages } from '@/commerce/ui/optimised-images'
import type { CatalogImage } from '@/commerce/catalog/types'
import { IMAGE_DEVICE_WIDTHS } from '@/config/constants'

const photo: CatalogImage = {
  url: '/cms-api/media/file/pebble-side.jpg',
  alt: 'Pebble One, side view',
  width: 1800,
  height: 1100,
}

describe("the build flow gets its images with the optimiser's URLs from the server", () => {
  it('gives every image, wherever it sits, a src and a srcset through /_next/image', () => {
    const data = {
      trims: [{ images: [photo], colors: [{ images: [photo] }], options: [{ image: photo, details: null }] }],
    }
    const out = withOptimisedImages(data)
    const images = [out.trims[0].images[0], out.trims[0].colors[0].images[0], out.trims[0].options[0].image]
    for (const image of images) {
      expect(image).toMatchObject(photo)
      expect(image.optimised?.src).toMatch(
        /^\/_next\/image\?url=%2Fcms-api%2Fmedia%2Ffile%2Fpebble-side\.jpg&w=\d+&q=\d+$/,
      )
      // Every width the optimiser makes, small ones for thumbnails included: each img gives its
      // own `sizes` and the browser picks. (Outside a Next build, next/image's default widths.)
      const widths = image.optimised!.srcSet.split(', ').map((entry) => Number(entry.split(' ')[1].slice(0, -1)))
      expect(widths).toContain(96)
      expect(widths).toContain(Math.max(...IMAGE_DEVICE_WIDTHS))
      expect(widths).toEqual([...widths].sort((x, y) => x - y))
    }
    expect(out.trims[0].options[0].details).toBeNull()
  })

  it('leaves the data it was given as it was, and what is not an image alone', () => {
    const data = { pickup: { name: 'Pebble Delivery Center', map: photo, photo: null }, count: 3 }
    const out = withOptimisedImages(data)
    expect(data.pickup.map).not.toHaveProperty('optimised')
    expect(out).toMatchObject({ pickup: { name: 'Pebble Delivery Center', photo: null }, count: 3 })
    expect(out.pickup.map).toHaveProperty('optimised')
  })
})
