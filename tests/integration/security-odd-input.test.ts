/**
 * Security probe: odd input (docs/security.md). Each request below answered 500 as found; each
 * must now get a 4xx with a JSON message, for the root cause, not for the URL:
 * ids of numeric-id collections, where values the database cannot compare, versions of what keeps
 * none, GraphQL's `Access`, and local image URLs that leave the site once normalised. Also: GraphQL
 * names no fields the asker did not write ("Did you mean …"), and large bodies are refused after
 * reading at most the limit (413).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { CUSTOMER_A, customerHeaders } from './actors'
import { api, postJSON, staffLogin } from './helpers'

let admin: Record<string, string>
let customer: Record<string, string>
beforeAll(async () => {
  admin = await staffLogin('admin')
  customer = await customerHeaders(CUSTOMER_A)
})

/** A 4xx whose JSON carries a message: `{ error }` (the site's API) or `{ errors: [{ message }] }` / `{ message }` (Payload's). */
async function expectJson4xx(res: Response, status?: number) {
  const text = await res.text()
  expect(res.status, text.slice(0, 300)).toBeGreaterThanOrEqual(400)
  expect(res.status, text.slice(0, 300)).toBeLessThan(500)
  if (status) expect(res.status, text.slice(0, 300)).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = JSON.parse(text)
  const message = body.error ?? body.errors?.[0]?.message ?? body.message
  expect(typeof message, text).toBe('string')
  expect(message.length).toBeGreaterThan(0)
  return message as string
}

const graphql = (query: string, headers: Record<string, string> = {}) =>
  api('/cms-api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  })

describe('as found: each answered 500', () => {
  it('a 13 kB path (POST, trailing slash) -> 414 JSON; Next.js had redirected it with headers no client reads', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await api(`/${'x'.repeat(13_000)}/`, { method, body: method === 'POST' ? 'null' : undefined })
      expect(res.status, method).toBe(414)
      expect((await res.json()).error).toMatch(/too long/)
    }
    // An ordinary long address (a search of a few hundred characters) is still served.
    expect((await api(`/search?q=${'battery '.repeat(60).trim()}`)).status).toBe(200)
  })

  it.each(['/cms-api/__proto__', '/cms-api/constructor', '/cms-api/posts/__proto__', '/cms-api/globals/toString'])(
    '%s -> 404 (a name every object has is no collection; found by the fuzzed paths)',
    async (path) => {
      await expectJson4xx(await api(path), 404)
      await expectJson4xx(await api(path, { headers: admin }), 404)
    },
  )

  it('/cms-api/posts/abc -> 404 (ids of numeric-id collections are whole numbers)', async () => {
    await expectJson4xx(await api('/cms-api/posts/abc'), 404)
    await expectJson4xx(await api('/cms-api/posts/abc', { headers: admin }), 404)
  })

  it('/cms-api/posts?where[date][greater_than]=notadate -> 400 naming the condition', async () => {
    const message = await expectJson4xx(await api('/cms-api/posts?where[date][greater_than]=notadate'), 400)
    expect(message).toContain('where[date][greater_than]')
  })

  it('/cms-api/posts?where[id][in]=[] -> 400', async () => {
    await expectJson4xx(await api('/cms-api/posts?where[id][in]=[]'), 400)
  })

  it('/cms-api/globals/settings/versions -> 404 for staff (Settings keeps no versions), 403/404 for anyone else', async () => {
    await expectJson4xx(await api('/cms-api/globals/settings/versions', { headers: admin }), 404)
    await expectJson4xx(await api('/cms-api/globals/settings/versions'))
  })

  it('GraphQL { Access { canAccessAdmin } } -> false for visitors and customers, true for staff, no error', async () => {
    for (const [who, headers, expected] of [
      ['visitor', {}, false],
      ['customer', customer, false],
      ['admin', admin, true],
    ] as const) {
      const body = await (await graphql('{ Access { canAccessAdmin } }', headers)).json()
      expect(body.errors, who).toBeUndefined()
      expect(body.data.Access.canAccessAdmin, who).toBe(expected)
    }
  })

  it('/_next/image?url=/\\evil.com/x.png -> 400', async () => {
    for (const url of [
      '/\\evil.com/x.png',
      '/%5Cevil.com/x.png',
      '\\\\evil.com/x.png',
      '/.//evil.com/x.png',
      '/%2e%2e//evil.com/x.png',
    ]) {
      await expectJson4xx(await api(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`), 400)
    }
    // The probe's exact request, unencoded, without width and quality.
    await expectJson4xx(await api('/_next/image?url=/\\evil.com/x.png'), 400)
  })
})

describe('the same causes through other doors', () => {
  it.each([
    ['/cms-api/posts/abc', 'DELETE', 404],
    ['/cms-api/posts/NaN', 'GET', 404],
    ['/cms-api/posts/1e3', 'GET', 404],
    ['/cms-api/orders/versions', 'GET', 404],
    ['/cms-api/orders/versions/1', 'GET', 404],
    ['/cms-api/globals/settings/versions/1', 'GET', 404],
    ['/cms-api/posts?where[author][equals]=abc', 'GET', 400],
    ['/cms-api/posts?where[author][in]=1,abc', 'GET', 400],
    ['/cms-api/posts?where[date][equals]=notadate', 'GET', 400],
    ['/cms-api/posts?where[date][in]=2026-01-01,nope', 'GET', 400],
    ['/cms-api/posts?where[id][equals][0]=1', 'GET', 400],
    ['/cms-api/posts?where[title][equals][a]=b', 'GET', 400],
    ['/cms-api/posts?where[or][0][date][less_than]=x', 'GET', 400],
    ['/cms-api/posts/count?where[date][greater_than]=notadate', 'GET', 400],
    ['/cms-api/posts/versions?where[version.date][greater_than]=notadate', 'GET', 400],
    ['/cms-api/payload-migrations', 'GET', 404],
    ['/cms-api/posts?limit=1.5', 'GET', 400],
    ['/cms-api/posts?limit=1e400', 'GET', 400],
    ['/cms-api/posts?limit=-2&page=5', 'GET', 400],
    ['/cms-api/posts?page=1e400', 'GET', 400],
    ['/cms-api/posts?where[title][all]=a', 'GET', 400],
    ['/cms-api/posts?where[title][near]=1,2', 'GET', 400],
    ['/cms-api/orders?where=abc', 'GET', 400],
    ['/cms-api/orders?data=abc', 'GET', 400],
    ['/cms-api/orders?joins[payments][limit]=1e400', 'GET', 400],
    ['/cms-api/orders?joins[payments][where][paidAt][greater_than]=notadate', 'GET', 400],
    // What Postgres refuses where SQLite shrugs: the same answer on both.
    ['/cms-api/posts?where[title][equals]=a%00b', 'GET', 400],
    ['/cms-api/posts?where[id][equals]=1.5', 'GET', 400],
    ['/cms-api/posts?where[author][equals]=true', 'GET', 400],
    ['/cms-api/posts?where[date][greater_than]=-271821-04-20T00:00:00.000Z', 'GET', 400],
    ['/cms-api/posts?where[date][less_than]=1e16', 'GET', 400],
  ])('%s (%s) -> %s', async (path, method, status) => {
    await expectJson4xx(await api(path, { method, headers: admin }), status)
  })

  it('GraphQL where values get the same checks (400, not 500)', async () => {
    for (const query of [
      '{ Posts(where: { author: { equals: "abc" } }) { docs { id } } }',
      '{ Posts(where: { author: { in: ["abc"] } }) { docs { id } } }',
    ]) {
      const body = await (await graphql(query, admin)).json()
      expect(body.errors?.[0]?.extensions?.statusCode, query).toBe(400)
    }
  })

  it('valid queries still work', async () => {
    expect(
      (await api('/cms-api/posts?where[date][greater_than]=2020-01-01&where[author][in]=1,2&limit=1')).status,
    ).toBe(200)
    expect((await api('/cms-api/posts?where[date][equals]=null&where[id][in]=1,2,3')).status).toBe(200)
    const [post] = (await (await api('/cms-api/posts?limit=1&depth=0')).json()).docs
    expect((await api(`/cms-api/posts/${post.id}`)).status).toBe(200)
    expect((await api('/cms-api/posts/versions?limit=1', { headers: admin })).status).toBe(200)
    expect((await api('/cms-api/posts?limit=abc&page=0&limit=5')).status).toBe(200)
    expect(
      (await api(`/cms-api/posts?where=${encodeURIComponent(JSON.stringify({ title: { like: 'pack' } }))}`)).status,
    ).toBe(200)
    expect((await api('/cms-api/orders?joins[payments][limit]=5&limit=1', { headers: admin })).status).toBe(200)
  })
})

describe('GraphQL names no fields the asker did not write', () => {
  it.each([
    ['a mistyped field', '{ Posts { docs { titel } } }', 'titel'],
    ['a mistyped argument', '{ Posts(limt: 1) { docs { id } } }', 'limt'],
    ['a mistyped type', 'query($w: Post_whre) { Posts(where: $w) { docs { id } } }', 'Post_whre'],
  ])('%s: the error names what was asked, suggests nothing', async (_what, query, asked) => {
    for (const headers of [{}, admin]) {
      const res = await graphql(query, headers)
      const text = await res.text()
      expect(text).toContain(asked)
      expect(text).not.toMatch(/Did you mean/i)
      expect(text).not.toMatch(/"title"|\\"title\\"|\\"limit\\"|Post_where\b/)
    }
  })
})

describe('large bodies are refused after reading at most the limit (413 JSON)', () => {
  const MB = 1024 * 1024
  const big = 'x'.repeat(20 * MB)

  /** A chunked 20 MB body (no Content-Length), counting how much the client was asked for. */
  function chunked(total = 20 * MB, chunk = 64 * 1024) {
    const state = { pulled: 0 }
    const piece = new Uint8Array(chunk).fill(120)
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.pulled >= total) return controller.close()
        state.pulled += chunk
        controller.enqueue(piece)
      },
    })
    return { stream, state }
  }

  it.each([
    ['/api/popup-data', 'application/json'],
    ['/api/auth/callback/credentials', 'application/x-www-form-urlencoded'],
    ['/cms-api/posts', 'application/json'],
    ['/cms-api/graphql', 'application/json'],
    ['/cms-api/media', 'multipart/form-data; boundary=x'],
  ])('%s: a 20 MB body with its Content-Length', async (path, type) => {
    const body = path === '/cms-api/media' ? 'x'.repeat(60 * MB) : big
    await expectJson4xx(await api(path, { method: 'POST', headers: { 'content-type': type }, body }), 413)
  })

  it.each(['/api/popup-data', '/api/auth/callback/credentials', '/cms-api/posts', '/cms-api/graphql'])(
    '%s: a chunked 20 MB body is cut off at the limit',
    async (path) => {
      const { stream, state } = chunked()
      const res = await fetch(`${(await import('./helpers')).BASE_URL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit)
      await expectJson4xx(res, 413)
      // The server answered long before the client had sent 20 MB. What the client could push
      // meanwhile is what the sockets on the way hold: a few MB per loopback connection.
      expect(state.pulled).toBeLessThan(15 * MB)
    },
  )

  it('the site still takes its normal bodies', async () => {
    expect((await postJSON('/api/popup-data', { type: 'page', uid: 'team' })).status).toBe(200)
  })
})
