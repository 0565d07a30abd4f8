/**
 * Security probe: every request has a cost ceiling (docs/security.md, "Query cost ceilings").
 * As found, one 10 kB GraphQL query of 300 aliases of `Posts(limit: 100) { docs { title } }` took
 * 26.5 s and every other request waited behind it; REST lists had no cap on `limit`, `depth` or
 * `pagination=false` either. Now a query is priced before it runs and refused (400 JSON) over its
 * ceiling, and anonymous REST lists are read a page of at most 100 at a time, at depth 2 at most.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { CUSTOMER_A, customerHeaders } from './actors'
import { api, readAllPages, staffLogin } from './helpers'

let admin: Record<string, string>
let customer: Record<string, string>
beforeAll(async () => {
  admin = await staffLogin('admin')
  customer = await customerHeaders(CUSTOMER_A)
})

const graphql = (query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) =>
  api('/cms-api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  })

/** A 400 carrying a GraphQL-shaped JSON error message; returns the message. */
async function expectRefused(res: Response) {
  const text = await res.text()
  expect(res.status, text.slice(0, 300)).toBe(400)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = JSON.parse(text) as { data?: unknown; errors?: { message?: string }[] }
  expect(body.data ?? null).toBeNull()
  expect(typeof body.errors?.[0]?.message, text.slice(0, 300)).toBe('string')
  return body.errors![0].message!
}

const aliases = (count: number, selection: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${selection}`).join(' ')} }`

describe('GraphQL: a query is priced before it runs', () => {
  it('the 300-alias query as found is refused within 1 s, and /api/health answers within 1 s meanwhile', async () => {
    const query = aliases(300, 'Posts(limit: 100) { docs { title } }')
    expect(query.length).toBeGreaterThan(10_000)
    const started = Date.now()
    let done = false
    const attack = graphql(query).then(async (res) => {
      const elapsed = Date.now() - started
      done = true
      return { res, elapsed }
    })
    const healthTimes: number[] = []
    // Health checks all through the attack (and at least three of them).
    while (!done || healthTimes.length < 3) {
      const t = Date.now()
      const health = await api('/api/health')
      expect(health.status).toBeLessThan(500)
      await health.arrayBuffer()
      healthTimes.push(Date.now() - t)
      if (Date.now() - started > 60_000) break
    }
    const { res, elapsed } = await attack
    const message = await expectRefused(res)
    expect(message).toMatch(/fields|cost|too/i)
    expect(elapsed).toBeLessThan(1000)
    expect(Math.max(...healthTimes), healthTimes.join(', ')).toBeLessThan(1000)
  }, 90_000)

  it.each([
    ['one list of 100,000', '{ Posts(limit: 100000) { docs { title } } }'],
    ['every document at once', '{ Posts(pagination: false) { docs { title } } }'],
    ['25 lists of 100 (few fields, many reads)', aliases(25, 'Posts(limit: 100) { docs { title } }')],
    ['one list of 100 documents with one field (each document is read whole)', '{ Posts(limit: 100) { docs { id } } }'],
    ['a list of 20 documents', '{ Posts(limit: 20) { docs { id } } }'],
    [
      'related posts of related posts, 100 each',
      '{ Posts(limit: 100) { docs { relatedPosts { relatedPosts { relatedPosts { title } } } } } }',
    ],
  ])('too costly: %s -> 400, for visitors and customers', async (_what, query) => {
    for (const headers of [{}, customer]) expect(await expectRefused(await graphql(query, headers))).toMatch(/cost/i)
  })

  it('a page size in a variable is priced too', async () => {
    const res = await graphql('query($n: Int) { Posts(limit: $n) { docs { title } } }', {}, { n: 100_000 })
    expect(await expectRefused(res)).toMatch(/cost/i)
  })

  it('too deep: 12 levels of nested selections -> 400', async () => {
    let selection = 'title'
    for (let i = 0; i < 10; i++) selection = `relatedPosts { ${selection} }`
    const res = await graphql(`{ Posts(limit: 1) { docs { ${selection} } } }`)
    expect(await expectRefused(res)).toMatch(/deep/i)
  })

  it('too many fields: one post with 250 aliases of its title -> 400', async () => {
    const titles = Array.from({ length: 250 }, (_, i) => `t${i}: title`).join(' ')
    expect(await expectRefused(await graphql(`{ Posts(limit: 1) { docs { ${titles} } } }`))).toMatch(/fields/i)
  })

  it('legitimate small queries are still answered, anonymous and signed in', async () => {
    const small = '{ Posts(limit: 10, sort: "-date") { docs { title slug author { name } tags { name } } totalDocs } }'
    for (const headers of [{}, customer, admin]) {
      const res = await graphql(small, headers)
      expect(res.status).toBe(200)
      const body = (await res.json()) as { data?: { Posts?: { docs: { title: string }[] } }; errors?: unknown }
      expect(body.errors).toBeUndefined()
      expect(body.data?.Posts?.docs.length).toBeGreaterThan(0)
    }
    // About the largest page a visitor may read at once (15 documents of one field: 781 of 1,000);
    // staff may read 100 (5,201 of 10,000).
    for (const [query, headers] of [
      ['{ Posts(limit: 15, sort: "-createdAt") { docs { id } } }', {}],
      ['{ Posts(limit: 100, sort: "-createdAt") { docs { id } } }', admin],
    ] as const) {
      const page = await graphql(query, headers)
      expect(page.status).toBe(200)
      expect(((await page.json()) as { errors?: unknown }).errors).toBeUndefined()
    }
  })

  it('an invalid query is a 400 with the error, not a 200', async () => {
    const res = await graphql('{ Posts { docs { nope } } }')
    expect(await expectRefused(res)).toMatch(/nope/)
  })
})

describe('REST lists: a page of at most 10 (5 populated; pages weigh 4), depth 2 at most, for visitors and customers', () => {
  it.each([
    ['/cms-api/posts?limit=100000', /limit/i],
    ['/cms-api/posts?limit=0', /limit/i],
    ['/cms-api/posts?pagination=false', /pagination|limit/i],
    ['/cms-api/posts?depth=50', /depth/i],
    ['/cms-api/posts?depth=3', /depth/i],
    ['/cms-api/tags?limit=101', /limit/i],
    ['/cms-api/posts?limit=11&depth=0', /at most 10 documents a page at depth 0/],
    ['/cms-api/posts?limit=6&depth=1', /at most 5 documents a page at depth 1/],
    ['/cms-api/posts?limit=6', /at most 5 documents a page at depth 2/],
    ['/cms-api/pages?limit=3&depth=0', /at most 2 documents a page at depth 0/],
    ['/cms-api/pages?limit=2&depth=2', /at most 1 document a page at depth 2/],
  ])('%s -> 400 with a JSON message', async (path, mentions) => {
    for (const headers of [{}, customer]) {
      const res = await api(path, { headers })
      const text = await res.text()
      expect(res.status, text.slice(0, 300)).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(JSON.parse(text).errors?.[0]?.message).toMatch(mentions)
    }
  })

  it('the largest pages are answered, and a list without a limit gets the page the ceiling allows', async () => {
    for (const [path, most] of [
      ['/cms-api/posts?limit=10&depth=0', 10],
      ['/cms-api/posts?limit=5&depth=2', 5],
      ['/cms-api/pages?limit=2&depth=0', 2],
      ['/cms-api/pages?depth=1', 1],
      ['/cms-api/posts', 5],
    ] as const) {
      const res = await api(path)
      expect(res.status, path).toBe(200)
      const body = (await res.json()) as { docs: unknown[]; totalDocs: number; limit: number }
      expect(body.limit, path).toBe(most)
      expect(body.docs.length, path).toBe(Math.min(most, body.totalDocs))
    }
  })

  it('a visitor reading page after page gets every published page once, as staff see them in one read', async () => {
    const visitor = await readAllPages<{ id: number }>('/cms-api/pages?depth=2&sort=id')
    const staff = (await (
      await api('/cms-api/pages?depth=0&limit=100&sort=id&where[_status][equals]=published', { headers: admin })
    ).json()) as {
      docs: { id: number }[]
    }
    expect(visitor.length).toBeGreaterThan(2)
    expect(visitor.map((p) => p.id)).toEqual(staff.docs.map((p) => p.id))
  })

  it('staff keep what the admin asks for (limit=0 counts, depth up to Payload’s maxDepth)', async () => {
    const all = await api('/cms-api/posts?limit=0&depth=0', { headers: admin })
    expect(all.status).toBe(200)
    const deep = await api('/cms-api/posts?limit=5&depth=3', { headers: admin })
    expect(deep.status).toBe(200)
  })
})
