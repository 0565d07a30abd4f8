// The production server's log lines (scripts/serve.mjs): one JSON object per line, each with the
// instance's name and, inside a request, its id. Plain Node, no dependencies.
import { randomUUID } from 'node:crypto'
import { format } from 'node:util'

import { requestContext } from '../../src/config/request-context.mjs'

export { requestContext }

export const REQUEST_ID_HEADER = 'x-request-id'

/** What an incoming `x-request-id` may be to be kept (a load balancer's, a tracing header's): a short token. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

/** A W3C `traceparent` (version 00): its trace id, when it is a valid one. */
const TRACEPARENT = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/

/**
 * The request's id: the incoming `x-request-id` when it is a sane token, else the trace id of an
 * incoming `traceparent`, else a new one (a UUID's 32 hex digits). It is also the request's trace
 * id when traces are on (src/observability/tracing.ts), so the access log and traces agree.
 */
export function requestIdFrom(header, traceparent) {
  const value = Array.isArray(header) ? header[0] : header
  if (typeof value === 'string' && SANE_ID.test(value)) return value
  const trace = typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent)?.[1] : undefined
  return trace && !/^0+$/.test(trace) ? trace : randomUUID().replaceAll('-', '')
}

/** Query parameters whose values never reach a log: mailed tokens, where a sign-in returns to, addresses. */
const SECRET_PARAMS = new Set(['token', 'callbackurl', 'email', 'code', 'secret', 'password', 'reference'])
const MAX_PATH = 512

const decoded = (text) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/**
 * The request target as it may be logged: the path, and the query with the values of
 * `SECRET_PARAMS` replaced by `[redacted]` (names are kept, so a log still shows what was asked).
 */
export function loggablePath(url = '/') {
  const at = url.indexOf('?')
  const path = at === -1 ? url : url.slice(0, at)
  let out = path
  if (at !== -1) {
    const query = url
      .slice(at + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=')
        const name = eq === -1 ? pair : pair.slice(0, eq)
        return eq !== -1 && SECRET_PARAMS.has(decoded(name).toLowerCase()) ? `${name}=[redacted]` : pair
      })
      .join('&')
    out = `${path}?${query}`
  }
  return out.length > MAX_PATH ? `${out.slice(0, MAX_PATH)}…` : out
}

/** The header the instance's own job runner sends (src/content/publishing/jobs.ts, JOBS_SECRET_HEADER). */
const JOBS_RUNNER_HEADER = 'x-pebble-jobs'

/**
 * Requests the access log leaves out when they went well: the job runner's tick, every 10 s from
 * the instance itself. A failed one is logged like any other request. (Health checks stay: they
 * are how an operator sees the load balancer's view of an instance.)
 */
export function isRoutineRequest({ url = '/', headers = {} }, status) {
  if (status >= 400) return false
  return url.split('?')[0] === '/api/jobs/run' && headers[JOBS_RUNNER_HEADER] !== undefined
}

/** One log line: JSON with time, level and instance first, then the current request's id. */
export function logLine(instance, level, fields) {
  const id = requestContext.getStore()?.id
  return JSON.stringify({
    ts: new Date().toISOString(),
    level,
    instance,
    ...(id ? { request_id: id } : {}),
    ...fields,
  })
}

/**
 * `console.error` and `console.warn` (the app's, Next.js's and Payload's) write one JSON line each,
 * with the instance and the request id: a stack trace stays in one line (`\n` escaped), so a log
 * collector keeps it with its request. `console.log` is left as it is (the query log, the
 * server's own start-up lines).
 */
export function installLogContext(instance) {
  for (const level of ['error', 'warn']) {
    const stream = process.stderr
    console[level] = (...args) => {
      stream.write(`${logLine(instance, level, { msg: format(...args) })}\n`)
    }
  }
  return {
    info: (fields) => process.stdout.write(`${logLine(instance, 'info', fields)}\n`),
    warn: (fields) => process.stderr.write(`${logLine(instance, 'warn', fields)}\n`),
    error: (fields) => process.stderr.write(`${logLine(instance, 'error', fields)}\n`),
  }
}
