/**
 * Generated-input tests for API routes: thousands of requests with malformed bodies, wrong types,
 * huge and odd strings, wrong methods and content types. Every answer must be a 4xx with a JSON
 * `{ error }` message (or a 2xx JSON answer to a request the route accepts), never a 5xx, and the
 * server must write nothing to the database while it answers them. Routes that answer browsers'
 * form posts (next-auth) may also redirect, but only to a page of this site.
 */
import fc from 'fast-check'
import { expect } from 'vitest'

import { fuzzSeeds } from './fuzz-seeds'
import { BASE_URL, loggedQueriesSince, queryRequestId, serverLogSize } from './helpers'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type FuzzRoute = {
  path: string
  /** Methods the route answers with a 2xx for a valid request; every other method must get a 4xx. */
  accepts: Method[]
  /** Methods sent most of the time (default: `accepts`), e.g. POST for a route no generated request may pass. */
  tries?: Method[]
  /** Bodies shaped like the route's real input (right keys, any values), mixed into the generated ones, as JSON and as a form. */
  shape?: fc.Arbitrary<unknown>
  /** Request headers the route reads (a signature, a forwarded address), generated with the rest. */
  headers?: fc.Arbitrary<Record<string, string>>
  /** Whole requests of the route's own kind (e.g. malformed events with a valid signature), mixed in. */
  requests?: fc.Arbitrary<FuzzRequest>
  /** Only `requests`, none of the generic ones (methods, content types and bodies of every kind). */
  onlyRequests?: boolean
  /** 3xx answers are allowed too (routes browsers post forms to), with a Location on this site. */
  redirects?: boolean
  /** Replaces the generic check of each answer (the CMS API has its own error shapes; GraphQL answers errors with a 200). */
  check?: (request: FuzzRequest, answer: Answer) => void
}

export type FuzzRequest = {
  method: Method
  path: string
  contentType: string | null
  body: string | Uint8Array | null
  headers?: Record<string, string>
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Strings people and attackers send: empty, control characters, astral planes, injections, huge. */
export const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\uD800',
    '../../etc/passwd',
    "'; drop table pages; --",
    '<script>alert(1)</script>',
    '%00',
    '{{7*7}}',
    '__proto__',
    'constructor',
    '𝕡𝕖𝕓𝕓𝕝𝕖',
    'ＴＥＡＭ',
    'team\n',
    'TEAM',
  ),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
)

/** Any JSON value, including objects with prototype-polluting keys and deep nesting. */
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(oddString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.constant('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
  fc.integer({ min: 50, max: 2_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
)

/** A request body as text or bytes: valid JSON, broken JSON, form data, raw bytes, or nothing. */
/** A value as an HTML form would post it: each key once, objects and arrays as JSON text. */
const asForm = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return new URLSearchParams({ value: String(value) }).toString()
  const form = new URLSearchParams()
  for (const [key, field] of Object.entries(value))
    form.append(key, typeof field === 'string' ? field : (JSON.stringify(field) ?? ''))
  return form.toString()
}

function bodyFor(shape: fc.Arbitrary<unknown> | undefined): fc.Arbitrary<string | Uint8Array | null> {
  const json = shape ? fc.oneof(jsonValue, shape) : jsonValue
  return fc.oneof(
    ...(shape ? [{ weight: 2, arbitrary: shape.map(asForm) }] : []),
    { weight: 4, arbitrary: json.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))) },
    {
      weight: 2,
      arbitrary: json.chain((value) => {
        const text = JSON.stringify(value) ?? ''
        return fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut))
      }),
    },
    { weight: 1, arbitrary: oddString },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4_096 }) },
    { weight: 1, arbitrary: fc.webQueryParameters() },
    { weight: 1, arbitrary: fc.constant(null) },
  )
}

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=pebble',
    'application/octet-stream',
    'application/json; charset=utf-16',
  ),
  fc.constant(null),
  oddString.filter((value) => value.length < 200 && /^[\x20-\x7e]*$/.test(value)),
)

export function requestsFor(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  if (route.onlyRequests && route.requests) return route.requests
  const generated = fc.record({
    method: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(route.tries ?? route.accepts)) },
      { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
    ),
    path: fc.oneof(
      { weight: 4, arbitrary: fc.constant(route.path) },
      { weight: 1, arbitrary: fc.webQueryParameters().map((query) => `${route.path}?${query}`) },
    ),
    contentType,
    body: bodyFor(route.shape),
    headers: route.headers ?? fc.constant({}),
  })
  return route.requests
    ? fc.oneof({ weight: 2, arbitrary: generated }, { weight: 1, arbitrary: route.requests })
    : generated
}

export type Answer = { status: number; text: string; contentType: string | null; location: string | null }

/** Every fuzz request's id starts with this, so its database writes can be told from a background job's. */
const FUZZ_REQUEST_ID = 'fuzz-'
let fuzzRequests = 0

export async function send(request: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string> = { 'x-request-id': `${FUZZ_REQUEST_ID}${++fuzzRequests}`, ...request.headers }
  if (request.contentType !== null) headers['content-type'] = request.contentType
  // fetch refuses a body on GET.
  const raw = request.method === 'GET' ? null : request.body
  const body = raw instanceof Uint8Array ? new Blob([new Uint8Array(raw)]) : (raw ?? undefined)
  const res = await fetch(`${BASE_URL}${request.path}`, { method: request.method, headers, body, redirect: 'manual' })
  return {
    status: res.status,
    text: await res.text(),
    contentType: res.headers.get('content-type'),
    location: res.headers.get('location'),
  }
}

/**
 * Checks one answer: never a 5xx; a 4xx carries a JSON error message; a 2xx only for an accepted
 * method, as JSON; a 3xx only where the route may redirect, and only to a page of this site.
 */
export function checkAnswer(route: FuzzRoute, request: FuzzRequest, answer: Answer) {
  if (route.check) return route.check(request, answer)
  const where = `${request.method} ${request.path.slice(0, 120)} (${request.contentType ?? 'no content-type'})`
  expect(answer.status, `${where} answered ${answer.status}: ${answer.text.slice(0, 200)}`).toBeLessThan(500)
  if (answer.status >= 300 && answer.status < 400) {
    expect(route.redirects, `${where} redirected to ${answer.location}`).toBe(true)
    expect(answer.location, where).toBeTruthy()
    // Never an open redirect: the target resolves to this site whatever the request said.
    expect(new URL(answer.location!, BASE_URL).origin, `${where} redirected to ${answer.location}`).toBe(
      new URL(BASE_URL).origin,
    )
    return
  }
  expect(
    answer.contentType,
    `${where} answered ${answer.status} ${answer.contentType}: ${answer.text.slice(0, 200)}`,
  ).toMatch(/^application\/json/)
  const body = JSON.parse(answer.text)
  if (answer.status >= 400) {
    expect(answer.status, where).toBeGreaterThanOrEqual(400)
    expect(typeof body.error, `${where}: ${answer.text.slice(0, 200)}`).toBe('string')
    expect(body.error.length, where).toBeGreaterThan(0)
  } else {
    expect(answer.status, where).toBeGreaterThanOrEqual(200)
    expect(route.accepts, `${where} answered ${answer.status}`).toContain(request.method)
  }
}

/**
 * Database writes the server logged since `offset` for fuzz requests (with the logging control):
 * inserts, updates, deletes and schema changes. Only theirs: the server's own jobs (the outbox, a
 * window-move mail due 100 s after an earlier test's plan edit) may write meanwhile.
 */
export async function writesSince(offset: number): Promise<string[]> {
  return (await loggedQueriesSince(offset)).filter(
    (line) =>
      /\[db-query\]\s*(insert|update|delete|replace|create|alter|drop)\b/i.test(line) &&
      queryRequestId(line)?.startsWith(FUZZ_REQUEST_ID),
  )
}

const short = (value: unknown) => {
  const text =
    typeof value === 'string'
      ? value
      : JSON.stringify(value, (_k, v) => (v instanceof Uint8Array ? `<${v.length} bytes>` : v))
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text
}

/**
 * A query string in the bracket notation qs reads (Payload's parser): `where[and][0][title][equals]=x`.
 * Arrays as indices, so a list keeps its order and an empty one disappears as qs would drop it.
 */
/** encodeURIComponent, for any string: a lone surrogate (which it refuses) becomes U+FFFD, as a browser sends it. */
export const encodeAny = (value: string) => encodeURIComponent(value.toWellFormed())

export function toQuery(value: Record<string, unknown>): string {
  const pairs: string[] = []
  const walk = (prefix: string, item: unknown) => {
    if (item === undefined) return
    if (item !== null && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item)
      if (entries.length === 0) pairs.push(`${encodeAny(prefix)}=`)
      for (const [key, v] of entries) walk(`${prefix}[${key}]`, v)
      return
    }
    pairs.push(`${encodeAny(prefix)}=${encodeAny(String(item))}`)
  }
  for (const [key, item] of Object.entries(value)) walk(key, item)
  return pairs.join('&')
}

/**
 * Sends `runs` generated requests to a route for each seed (fuzz-seeds.ts: the committed list, or
 * PEBBLE_FUZZ_SEED), checking every answer, then that nothing was written.
 */
export async function fuzzRoute(
  route: FuzzRoute,
  { runs = 1_000, seeds = fuzzSeeds() }: { runs?: number; seeds?: number[] } = {},
) {
  const offset = serverLogSize()
  for (const seed of seeds)
    await fc.assert(
      fc.asyncProperty(requestsFor(route), async (request) => checkAnswer(route, request, await send(request))),
      {
        numRuns: runs,
        seed,
        endOnFailure: true,
        // fast-check prints the whole counterexample by default: a 200 kB body would flood the log.
        reporter: (details) => {
          if (!details.failed) return
          const request = details.counterexample?.[0] as FuzzRequest | undefined
          const shown = request && { ...request, path: short(request.path), body: short(request.body) }
          throw new Error(
            `${route.path}: failed after ${details.numRuns} requests (seed ${details.seed}): ${JSON.stringify(shown)}\n${short(String(details.errorInstance))}`,
          )
        },
      },
    )
  expect(await writesSince(offset)).toEqual([])
}
