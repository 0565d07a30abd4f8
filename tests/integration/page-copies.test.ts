/**
 * The front thread (scripts/lib/page-front.mjs): public pages answered from copies without the
 * app's thread, everything else handed to the app unchanged. The SQLite pass runs it: the Postgres
 * pass shares Next's cache in Redis, where the front is off (nginx keeps the copies there).
 */
import http from 'node:http'
import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { BASE_URL, withPageTitle } from './helpers'
import { type Sample, scrape, total } from './metrics-helpers'

const PAGE = '/charging'

type Visit = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * A visitor's request on a connection of its own, as a browser's first page of a visit: a connection
 * that has asked the app for anything else stays the app's (scripts/lib/page-front.mjs).
 */
function visit(path: string, headers: Record<string, string> = {}): Promise<Visit> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${BASE_URL}${path}`, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      )
    })
    request.on('error', reject)
  })
}

/** Asks twice: the first answer may have made the copy, the second comes from it. */
async function fromCopy(path: string, headers?: Record<string, string>) {
  await visit(path, headers)
  return visit(path, headers)
}

/** Raw requests on one connection, written at once; resolves to all the server sent until it closed. */
function onOneConnection(requests: string[]): Promise<string> {
  const { hostname, port } = new URL(BASE_URL)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('connect', () => socket.write(requests.join('')))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')))
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer within 15 s')))
  })
}

describe('public pages from the front’s copies', () => {
  it('answers a public page from a copy, with the page’s own headers and a request id of its own', async () => {
    const res = await fromCopy(PAGE, { 'x-request-id': 'copy-check-1' })
    expect(res.status).toBe(200)
    expect(['fresh', 'stale']).toContain(res.headers['x-page-copy'])
    expect(res.headers['x-request-id']).toBe('copy-check-1')
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toMatch(/s-maxage/)
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/)
    expect(res.body).toContain('data-block=')
    expect(res.body).toContain('data-header-variant="white"')
  })

  it('answers 304 to a visitor whose copy is current', async () => {
    const first = await fromCopy(PAGE)
    const etag = first.headers.etag
    expect(etag).toBeTruthy()
    const again = await visit(PAGE, { 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(again.headers['x-page-copy']).toBeTruthy()
    expect(again.body).toBe('')
  })

  it('shows a publish to the very next visitor, with no copy of the old page served', async () => {
    expect((await fromCopy('/plumbing')).headers['x-page-copy']).toBeTruthy()
    const marker = `Plumbing copy ${Date.now()}`
    await withPageTitle('plumbing', marker, async () => {
      const next = await visit('/plumbing')
      expect(next.headers['x-page-copy']).toBe('fetched')
      expect(next.body).toContain(marker)
    })
    expect((await visit('/plumbing')).body).not.toContain(marker)
  })

  it.each([
    ['a staff session', { cookie: 'payload-token=not-a-real-token' }],
    ['a customer session', { cookie: 'consent=1; next-auth.session-token=not-a-real-token' }],
    ['draft mode', { cookie: '__prerender_bypass=1' }],
    ['an Authorization header', { authorization: 'Bearer x' }],
    ['a client navigation (RSC)', { rsc: '1' }],
  ])('never answers a request with %s from a copy', async (_, headers) => {
    const res = await fromCopy(PAGE, headers)
    // (A bare RSC header without Next's other navigation headers is redirected: the app's to say.)
    expect(res.status).toBeLessThan(400)
    expect(res.headers['x-page-copy']).toBeUndefined()
  })

  it('never keeps a private page or an API answer', async () => {
    for (const path of ['/build', '/api/health', '/api/get-settings']) {
      const res = await fromCopy(path)
      expect(res.status, path).toBe(200)
      expect(res.headers['x-page-copy'], path).toBeUndefined()
    }
  })

  it('hands a connection to the app at its first request that is not for a copy, bytes in order', async () => {
    await visit(PAGE)
    const host = `Host: ${new URL(BASE_URL).host}\r\n`
    const text = await onOneConnection([
      `GET ${PAGE} HTTP/1.1\r\n${host}Accept-Encoding: identity\r\n\r\n`,
      `GET /api/health HTTP/1.1\r\n${host}\r\n`,
      `GET ${PAGE} HTTP/1.1\r\n${host}Accept-Encoding: identity\r\nConnection: close\r\n\r\n`,
    ])
    // A body ends where the next answer starts, not always at a line's end.
    const answers = text.split(/(?=HTTP\/1\.1 \d{3} )/)
    expect(answers).toHaveLength(3)
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /)
    expect(answers[0]).toMatch(/^x-page-copy: /im)
    expect(answers[0]).toContain('data-block=')
    expect(answers[1]).toMatch(/^HTTP\/1\.1 200 /)
    expect(answers[1]).not.toMatch(/^x-page-copy: /im)
    expect(answers[1]).toContain('"status"')
    // Handed over, the connection stays the app's: the last page comes from the app itself.
    expect(answers[2]).toMatch(/^HTTP\/1\.1 200 /)
    expect(answers[2]).not.toMatch(/^x-page-copy: /im)
    expect(answers[2]).toContain('data-block=')
  })

  it('hands a head that arrives in pieces to the app, which answers it', async () => {
    const { hostname, port, host } = new URL(BASE_URL)
    const socket = net.connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write(`GET ${PAGE} HTTP/1.1\r\nHost: ${host}\r\n`)
    // pacing: the head must arrive in two pieces; no event says the first was read
    await new Promise((resolve) => setTimeout(resolve, 200))
    socket.write('Accept-Encoding: identity\r\nConnection: close\r\n\r\n')
    await new Promise((resolve) => socket.once('close', resolve))
    const text = Buffer.concat(chunks).toString('latin1')
    expect(text).toMatch(/^HTTP\/1\.1 200 /)
    expect(text).not.toMatch(/^x-page-copy: /im)
    expect(text).toContain('data-block=')
  })

  it('leaves a head with a control character to the app, which refuses it, and keeps answering', async () => {
    const host = `Host: ${new URL(BASE_URL).host}\r\n`
    for (const odd of [`X-Odd: a\x01b\r\n`, `Referer: /\x7f\r\n`]) {
      const text = await onOneConnection([`GET ${PAGE} HTTP/1.1\r\n${host}${odd}Connection: close\r\n\r\n`])
      expect(text).toMatch(/^HTTP\/1\.1 400 /)
    }
    const text = await onOneConnection([`GET ${PAGE}\x01 HTTP/1.1\r\n${host}Connection: close\r\n\r\n`])
    expect(text).toMatch(/^HTTP\/1\.1 400 /)
    expect((await visit(PAGE)).status).toBe(200)
  })

  it('counts its answers in /api/metrics', async () => {
    const copies = (samples: Sample[]) =>
      total(samples, 'pebble_page_copies_total', { answer: 'fresh' }) +
      total(samples, 'pebble_page_copies_total', { answer: 'stale' })
    const before = copies(await scrape(BASE_URL))
    for (let i = 0; i < 3; i++) await visit(PAGE)
    const after = await scrape(BASE_URL)
    expect(copies(after)).toBeGreaterThanOrEqual(before + 3)
    expect(total(after, 'pebble_page_copies_total', { answer: 'passed' })).toBeGreaterThan(0)
  })
})
