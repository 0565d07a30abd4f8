import { describe, expect, it } from 'vitest'

import { api, postJSON } from './helpers'

type LinkJSON = { title: string; href: string | null }

describe('GET /api/header', () => {
  it('answers links with titles and hrefs, and the pre-order CTA', async () => {
    const res = await api('/api/header')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { links: LinkJSON[]; cta: LinkJSON }
    const hrefs = body.links.map((l) => l.href)
    expect(hrefs).toEqual(expect.arrayContaining(['/charging', '/spec-sheet', '/plumbing']))
    for (const link of body.links) expect(link.title).toBeTruthy()
    expect(body.cta).toMatchObject({ title: 'Pre-order', href: '/build' })
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s -> 405 with a JSON message', async (method) => {
    const res = await api('/api/header', { method })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET')
    expect((await res.json()).error).toMatch(/method not allowed/i)
  })
})

describe('GET /api/get-settings', () => {
  it('answers emailSharingText', async () => {
    const res = await api('/api/get-settings')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(Object.keys(body)).toEqual(['emailSharingText'])
    expect(typeof body.emailSharingText).toBe('string')
    expect(body.emailSharingText.length).toBeGreaterThan(0)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s -> 405 with a JSON message', async (method) => {
    const res = await api('/api/get-settings', { method })
    expect(res.status).toBe(405)
    expect((await res.json()).error).toMatch(/method not allowed/i)
  })
})

describe('POST /api/popup-data', () => {
  it('answers a page by uid with its attributes', async () => {
    const res = await postJSON('/api/popup-data', { type: 'page', uid: 'team' })
    expect(res.status).toBe(200)
    const { attributes } = await res.json()
    expect(attributes).toMatchObject({ slug: 'team', title: expect.any(String) })
    expect(Array.isArray(attributes.content)).toBe(true)
    expect(attributes.content.length).toBeGreaterThan(0)
    for (const block of attributes.content)
      expect(block).toMatchObject({ blockType: expect.any(String), id: expect.any(String) })
  })

  it('answers a post by uid with its other fields (author, tags, date, mainImage)', async () => {
    const header = await (await api('/api/header')).json()
    expect(header).toBeTruthy()
    const slug = await firstPostSlug()
    const res = await postJSON('/api/popup-data', { type: 'post', uid: slug })
    expect(res.status).toBe(200)
    const { attributes } = await res.json()
    expect(attributes).toMatchObject({ slug, title: expect.any(String), date: expect.any(String) })
    expect(attributes.author).toMatchObject({ name: expect.any(String) })
    expect(attributes.tags[0]).toMatchObject({ name: expect.any(String) })
    expect(attributes.mainImage).toMatchObject({
      url: expect.any(String),
      width: expect.any(Number),
      height: expect.any(Number),
      alternativeText: expect.any(String),
    })
    expect(Array.isArray(attributes.content)).toBe(true)
  })

  it.each([
    ['malformed JSON', '{"type": "page", "uid": ', /not valid JSON/i],
    ['an empty body', '', /must be JSON/i],
    ['a JSON array', [], /JSON object/i],
    ['JSON null', 'null', /JSON object/i],
    ['a wrong type', { type: 'product', uid: 'home' }, /type must be "page" or "post"/],
    ['a missing type', { uid: 'home' }, /type must be/],
    ['a missing uid', { type: 'page' }, /uid/],
    ['an empty uid', { type: 'page', uid: '   ' }, /uid/],
    ['a numeric uid', { type: 'post', uid: 42 }, /uid/],
    ['a huge uid', { type: 'post', uid: 'x'.repeat(500) }, /too long/],
  ])('%s -> 400 with a JSON message', async (_name, body, message) => {
    const res = await postJSON('/api/popup-data', body)
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect((await res.json()).error).toMatch(message)
  })

  it('a huge body -> 413 with a JSON message', async () => {
    const res = await postJSON('/api/popup-data', { type: 'post', uid: 'a', pad: 'x'.repeat(40_000) })
    expect(res.status).toBe(413)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect((await res.json()).error).toMatch(/larger than/)
  })

  it.each([
    ['page', 'no-such-page'],
    ['post', 'no-such-post'],
    ['post', 'team'],
    // No slug can hold these; Postgres would refuse the NUL in a query.
    ['page', 'te\u0000am'],
    ['post', '\u0000'],
    ['page', 'TEAM'],
    ['page', '\uD800'],
  ])('unknown %s uid %j -> 404 with a JSON message', async (type, uid) => {
    const res = await postJSON('/api/popup-data', { type, uid })
    expect(res.status).toBe(404)
    expect((await res.json()).error).toContain(uid)
  })

  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('%s -> 405 with a JSON message', async (method) => {
    const res = await api('/api/popup-data', { method })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
    expect((await res.json()).error).toMatch(/method not allowed/i)
  })
})

async function firstPostSlug(): Promise<string> {
  const res = await api('/cms-api/posts?limit=1&sort=-date&depth=0')
  const { docs } = await res.json()
  return docs[0].slug
}
