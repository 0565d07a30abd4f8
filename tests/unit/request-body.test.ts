import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BodyError, isPrereadable, readBodyFirst, replayRequest } from '../../scripts/lib/request-body.mjs'

/** A server that reads the body first (as scripts/serve.mjs does), then reads it again as the app would. */
let server: http.Server
let port = 0
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    try {
      const first = await readBodyFirst(req, { maxBytes: 1000, deadlineMs: 300 })
      const replay = replayRequest(req, first)
      // Next.js makes a web Request of it, which refuses a stream that was already read.
      const again = await new Request('http://x/', {
        method: 'POST',
        body: Readable.toWeb(replay) as ReadableStream,
        duplex: 'half',
      } as RequestInit).text()
      expect(replay.headers).toBe(req.headers)
      res.end(JSON.stringify({ first: first.toString(), again }))
    } catch (error) {
      res.writeHead(error instanceof BodyError ? error.status : 500, { connection: 'close' })
      res.end((error as Error).message)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => server.close())

/** Sends `parts` with `gapMs` between them and resolves with the status and body of the answer. */
function send(parts: string[], gapMs: number, headers: Record<string, string | number> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ port, method: 'POST', headers }, (res) => {
      let body = ''
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    let i = 0
    const next = () => {
      if (i === parts.length) return req.end()
      req.write(parts[i++])
      setTimeout(next, gapMs)
    }
    next()
  })
}

describe('a body read in full before admission (scripts/lib/request-body.mjs)', () => {
  it('waits for a body sent in pieces, and the app then reads the same bytes', async () => {
    const parts = ['{"a":', '"b', 'c"}']
    const answer = await send(parts, 30, { 'content-length': parts.join('').length })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ first: '{"a":"bc"}', again: '{"a":"bc"}' })
  })

  it('also for a chunked body of unknown length', async () => {
    const answer = await send(['x'.repeat(300), 'y'.repeat(300)], 20, { 'transfer-encoding': 'chunked' })
    expect(JSON.parse(answer.body).again).toBe('x'.repeat(300) + 'y'.repeat(300))
  })

  it('answers 408 to a body that trickles past the deadline, 413 past the size limit', async () => {
    const slow = await send(['a', 'b', 'c', 'd', 'e'], 150, { 'content-length': 5 })
    expect(slow.status).toBe(408)
    const large = await send(['z'.repeat(1500)], 0, { 'content-length': 1500 })
    expect(large.status).toBe(413)
  })

  it('reads only bodies worth holding: not GETs, empty bodies or large uploads', () => {
    const req = (method: string, headers: Record<string, string>) => ({ method, headers }) as never
    expect(isPrereadable(req('POST', { 'content-length': '10' }), 100)).toBe(true)
    expect(isPrereadable(req('POST', { 'transfer-encoding': 'chunked' }), 100)).toBe(true)
    expect(isPrereadable(req('POST', { 'content-length': '0' }), 100)).toBe(false)
    expect(isPrereadable(req('POST', { 'content-length': '101' }), 100)).toBe(false)
    expect(isPrereadable(req('GET', {}), 100)).toBe(false)
  })
})
