import { readFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

export const dynamic = 'force-static'

/**
 * GET /mail-logo.png: the site's mark as a PNG for the mail template (mail/template/BrandedMail),
 * because the mail clients that matter most (Gmail, Outlook) show no SVG. Made once, at build.
 */
export async function GET() {
  const svg = await readFile(path.join(process.cwd(), 'src/app/icon.svg'))
  const png = await sharp(svg, { density: 576 }).resize(96, 96).png().toBuffer()
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  })
}
