import type { Payload } from 'payload'
import sharp from 'sharp'

/** Renders an SVG to an image file and uploads it to `media`. Demo content only. */
export async function createDemoImage(
  payload: Payload,
  {
    svg,
    alt,
    filename,
    format = 'jpeg',
    focal,
  }: { svg: string; alt: string; filename: string; format?: 'jpeg' | 'png'; focal?: { x: number; y: number } },
): Promise<number> {
  const image = sharp(Buffer.from(svg))
  const data =
    format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alternativeText: alt, ...(focal ? { focalX: focal.x, focalY: focal.y } : {}) },
    file: {
      data,
      mimetype: `image/${format}`,
      name: `${filename}.${format === 'png' ? 'png' : 'jpg'}`,
      size: data.length,
    },
    context: { disableRevalidate: true },
  })
  return doc.id as number
}
