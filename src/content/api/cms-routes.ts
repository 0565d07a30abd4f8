/**
 * Payload's REST and GraphQL route handlers (/cms-api), with what Payload does not do itself
 * (docs/security.md):
 *
 * - **Body limits.** Payload reads a whole body (JSON, or a multipart upload into memory) before
 *   it checks who is asking. Here a body is read up to a limit first: a Content-Length over it,
 *   or a chunked body that passes it, gets 413 with Payload's JSON error shape.
 * - **No field-name suggestions from GraphQL.** graphql-js answers a mistyped field with
 *   `Did you mean "title"?`: a free map of the schema, fields hidden from the asker included. The
 *   suggestions are taken out of every error message, for everyone.
 *
 * - **GraphQL's price at the edge.** Too many fields or too deep: 400 before graphql-js validates.
 * - **Query strings Payload cannot read.** A plain `where=` or `data=` must be JSON (400).
 *
 * Input that Payload would turn into a 500 further in (ids, where values, paging, versions,
 * `Access`) is checked in the config (cms-input.ts), where the Local API passes too; caching
 * headers are set with every other header rule (src/config/http-headers.ts).
 */
import { readBodyBytes, withBody } from '@/kit/http/json'

import { graphQLShapeProblem } from './graphql-cost'

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response

/** JSON and anything else that is not an upload: the admin's largest saves are a few hundred kB. */
export const CMS_JSON_BODY_LIMIT = 2 * 1024 * 1024
/** Uploads to the media library (images, short videos, PDFs). */
export const CMS_UPLOAD_BODY_LIMIT = 50 * 1024 * 1024
/** A GraphQL query with its variables. */
export const GRAPHQL_BODY_LIMIT = 64 * 1024

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])

const payloadError = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * Payload reads a plain `where=` or `data=` query parameter (not in bracket notation) with
 * `JSON.parse` and no guard: `/cms-api/orders?where=abc` was a 500. The reason, or null.
 */
export function unreadableJsonParam(url: string): string | null {
  const params = new URL(url).searchParams
  for (const name of ['where', 'data']) {
    const values = params.getAll(name)
    // Given twice, qs makes a list of it, which Payload does not parse.
    if (values.length !== 1 || values[0] === '') continue
    try {
      JSON.parse(values[0])
    } catch {
      return `The ${name} parameter must be JSON, or given in bracket notation (${name}[field][operator]=value).`
    }
  }
  return null
}

/**
 * A path segment that names a property every object has (`__proto__`, `constructor`,
 * `toString`, …): Payload looks collections up by name in a plain object, so
 * `/cms-api/__proto__` found Object's prototype and answered 500 (found by the fuzzed paths).
 */
export const namesObjectProperty = (url: string) =>
  new URL(url).pathname
    .split('/')
    .some((segment) => segment !== '' && Object.prototype.hasOwnProperty.call(Object.prototype, decodeSafely(segment)))

const decodeSafely = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * REST requests whose query string Payload could not read get a 400 before they reach it; paths
 * naming an object's own properties are not found (404).
 */
export function withReadableQuery<C>(handler: Handler<C>): Handler<C> {
  return (request, context) => {
    if (namesObjectProperty(request.url)) return payloadError(404, 'Not Found')
    const problem = unreadableJsonParam(request.url)
    return problem ? payloadError(400, problem) : handler(request, context)
  }
}

/** Reads the body within the limit for its kind, then hands the request on with the bytes read. */
export function withBodyLimit<C>(handler: Handler<C>, limits: { json: number; multipart?: number }): Handler<C> {
  return async (request, context) => {
    if (BODYLESS.has(request.method)) return handler(request, context)
    const multipart = /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')
    const read = await readBodyBytes(request, multipart && limits.multipart ? limits.multipart : limits.json)
    if (!read.ok) return payloadError(read.status, read.message)
    return handler(withBody(request, read.bytes), context)
  }
}

/** graphql-js's suggestion sentence: ` Did you mean "title"?`, `Did you mean the enum value "X"?`, … */
const SUGGESTION = /\s*Did you mean [^?]*\?/g

/** An error message without graphql-js's suggestions. */
export const withoutSuggestions = (message: string) => message.replace(SUGGESTION, '')

/** GraphQL answers with every error message stripped of "Did you mean …?". */
export function withoutFieldSuggestions<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (!/json/i.test(response.headers.get('content-type') ?? '')) return response
    const text = await response.text()
    let body = text
    if (text.includes('Did you mean')) {
      try {
        const parsed = JSON.parse(text) as { errors?: { message?: unknown }[] }
        for (const error of parsed.errors ?? [])
          if (typeof error?.message === 'string') error.message = withoutSuggestions(error.message)
        body = JSON.stringify(parsed)
      } catch {
        body = withoutSuggestions(text)
      }
    }
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }
}

/**
 * GraphQL's price at the edge (src/content/api/graphql-cost.ts): a query over the field or depth
 * limit is refused before graphql-js validates it. Request errors (a query that does not parse,
 * does not validate or costs too much: no `data` in the answer) are a 400, as the GraphQL over HTTP
 * spec has it; graphql-http answers them 200 to an `Accept: application/json` client.
 */
export function withGraphQLCeiling<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    if (request.method === 'POST') {
      let query: unknown
      try {
        query = (JSON.parse(await request.clone().text()) as { query?: unknown })?.query
      } catch {
        // Not JSON: Payload answers that itself.
      }
      const problem = graphQLShapeProblem(query)
      if (problem) return payloadError(400, problem)
    }
    const response = await handler(request, context)
    if (response.status !== 200 || !/json/i.test(response.headers.get('content-type') ?? '')) return response
    const text = await response.text()
    let requestError = false
    try {
      const body = JSON.parse(text) as Record<string, unknown>
      requestError = Array.isArray(body.errors) && !('data' in body)
    } catch {
      // Left as it is.
    }
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(text, {
      status: requestError ? 400 : response.status,
      statusText: requestError ? 'Bad Request' : response.statusText,
      headers,
    })
  }
}
