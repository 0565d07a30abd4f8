/**
 * Client mistakes are 4xx, and uploads are served as files (docs/security.md): missing media
 * files, paths with broken percent-encoding and server actions from another site were 500s; an
 * uploaded SVG was served with the public pages' policy (scripts allowed) and shown inline.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, BASE_URL, staffLogin } from './helpers'

describe('a client mistake is a 4xx, never a 500', () => {
  it.each(['nonexistent.jpg', 'abc%25', 'x%00', `${'a'.repeat(300)}.png`])(
    'a media file that is not there: /cms-api/media/file/%s is a 404 JSON',
    async (name) => {
      const res = await api(`/cms-api/media/file/${name}`)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/json/)
      expect(await res.json()).toHaveProperty('errors')
    },
  )

  it.each(['/%E0%A4%A', '/post/%E0%A4%A', '/blog/%C3%28', '/%'])(
    'a page path with broken percent-encoding, %s: the site’s 404 page',
    async (path) => {
      const res = await fetch(`${BASE_URL}${path}`)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/text\/html/)
      // The site's own 404 page (its layout and title), not Next.js's bare default.
      const html = await res.text()
      expect(html).toMatch(/<title>[^<]*Pebble/)
    },
  )

  it.each([
    ['/api/%E0%A4%A', 'error'],
    ['/cms-api/pages/%E0%A4%A', 'errors'],
  ])('an API path with broken percent-encoding, %s: a 400 JSON', async (path, key) => {
    const res = await fetch(`${BASE_URL}${path}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toHaveProperty(key)
  })

  it.each(['https://evil.example', 'null', 'not a url'])(
    'a server action posted from another origin (%s) is a 403',
    async (origin) => {
      const res = await fetch(`${BASE_URL}/test-tow-day`, {
        method: 'POST',
        headers: {
          'next-action': '0'.repeat(42),
          origin,
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
        },
        body: '[]',
      })
      expect(res.status).toBe(403)
      expect(await res.json()).toHaveProperty('error')
    },
  )

  it('a server action from this site is not refused at the edge (an unknown action is Next.js’s 404)', async () => {
    const res = await fetch(`${BASE_URL}/test-tow-day`, {
      method: 'POST',
      headers: {
        'next-action': '0'.repeat(42),
        origin: new URL(BASE_URL).origin,
        'content-type': 'text/plain;charset=UTF-8',
      },
      body: '[]',
    })
    expect(res.status).toBeLessThan(500)
    expect(res.status).not.toBe(403)
  })
})

describe('uploaded files are served as files', () => {
  let auth: Record<string, string>
  const uploaded: (string | number)[] = []
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'

  async function upload(bytes: Uint8Array<ArrayBuffer>, type: string, name: string) {
    const form = new FormData()
    form.append('file', new Blob([bytes], { type }), name)
    form.append('_payload', JSON.stringify({ alternativeText: 'A test upload' }))
    const { 'content-type': _json, ...headers } = auth
    const res = await api('/cms-api/media', { method: 'POST', headers, body: form })
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number; url: string } }
    uploaded.push(doc.id)
    return doc
  }

  const sandboxed = (res: Response) => {
    const csp = res.headers.get('content-security-policy') ?? ''
    const directives = new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
    expect(directives.get('default-src')).toEqual(["'none'"])
    expect(directives.has('sandbox')).toBe(true)
    expect(directives.get('script-src') ?? ["'none'"]).toEqual(["'none'"])
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  }

  beforeAll(async () => {
    auth = await staffLogin('editor')
  })
  afterAll(async () => {
    for (const id of uploaded) await api(`/cms-api/media/${id}`, { method: 'DELETE', headers: auth })
  })

  // Payload refuses an SVG with a script element; one that passes its check is still a document.
  it('an SVG: sandboxed, no script, downloaded when opened', async () => {
    const doc = await upload(new TextEncoder().encode(SVG), 'image/svg+xml', `probe-${Date.now()}.svg`)
    const res = await api(doc.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    sandboxed(res)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment\b/)
  })

  it('a PNG: sandboxed and no-sniff, still an image for <img> and next/image', async () => {
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer()
    const doc = await upload(new Uint8Array(png), 'image/png', `probe-${Date.now()}.png`)
    const res = await api(doc.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    sandboxed(res)
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true)

    const optimised = await api(`/_next/image?url=${encodeURIComponent(doc.url)}&w=640&q=75`, {
      headers: { accept: 'image/webp,image/*' },
    })
    expect(optimised.status).toBe(200)
    expect(optimised.headers.get('content-type')).toMatch(/^image\//)
    sandboxed(optimised)
  })
})
