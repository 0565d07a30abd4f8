import http from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { keepOneLocation } from '../../scripts/lib/one-location.mjs'

let server: http.Server | null = null
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** The raw Location lines of a response whose handler appends `values` the way Next's response cache does. */
async function locationLines(values: string[], extra: [string, string][] = []) {
  server = http.createServer((_req, res) => {
    keepOneLocation(res)
    res.setHeader('Location', values[0])
    for (const value of values.slice(1)) res.appendHeader('location', value)
    for (const [name, value] of extra) res.appendHeader(name, value)
    res.statusCode = 308
    res.end()
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const res = await new Promise<http.IncomingMessage>((resolve) => http.get({ port, host: '127.0.0.1' }, resolve))
  res.resume()
  const lines: string[] = []
  for (let i = 0; i < res.rawHeaders.length; i += 2)
    lines.push(`${res.rawHeaders[i].toLowerCase()}: ${res.rawHeaders[i + 1]}`)
  return lines
}

describe('a redirect carries one Location (scripts/lib/one-location.mjs)', () => {
  it('a Location appended on top of one already set replaces it', async () => {
    const lines = await locationLines(['/charging', '/charging'])
    expect(lines.filter((line) => line.startsWith('location:'))).toEqual(['location: /charging'])
  })

  it('the last Location given wins, and other headers still append', async () => {
    const lines = await locationLines(
      ['/old', '/new'],
      [
        ['set-cookie', 'a=1'],
        ['set-cookie', 'b=2'],
      ],
    )
    expect(lines.filter((line) => line.startsWith('location:'))).toEqual(['location: /new'])
    expect(lines.filter((line) => line.startsWith('set-cookie:'))).toEqual(['set-cookie: a=1', 'set-cookie: b=2'])
  })
})
