#!/usr/bin/env node
// The production server: Next.js's own request handler behind Node's HTTP server, so the app
// learns who connected (below), every request gets an id and an access-log line, and SIGTERM
// drains it. Node parses HTTP; nothing here does. Copies of public pages come from nginx in front
// (`npm run launch`, `npm run cluster`; docs/decisions.md says why each piece here stays). `npm start`, the tests and the bench all serve through it. It never migrates or
// seeds: `npm run release` (or `npm start`) does that once, before instances start.
//   PORT                 port (default 3000)
//   TRUSTED_PROXY_HOPS   proxies in front that append to X-Forwarded-For (default 0: none)
//   HEAVY_REQUESTS_AT_ONCE  build-flow, payment, portal, sign-in and CMS requests worked on at once (default 4);
//                        price quotes have a line of their own, two at a time
//   INSTANCE_NAME        this server's name in logs and /api/health (default: host name and port)
//   ACCESS_LOG           1 (default): one JSON line per request; 0: none
//   METRICS              1 (default): each request's route, status and time, and the admission line,
//                        counted for /api/metrics (METRICS_TOKEN); 0: not (the bench's "off" side)
//   SHUTDOWN_TIMEOUT_MS  on SIGTERM/SIGINT, how long in-flight requests may take to finish (default 25000)
// Limits on clients (their numbers and reasons: docs/security.md, "Slow and greedy clients"):
//   HEADERS_TIMEOUT_MS   a request's headers must arrive within this (default 10000)
//   BODY_TIMEOUT_MS      a heavy request's body (up to 1 MB) must arrive within this, before it may
//                        wait for a slot (default 10000); REQUEST_TIMEOUT_MS bounds larger uploads
//   REQUEST_TIMEOUT_MS   the whole request, uploads included, must arrive within this (default 120000)
//   RESPONSE_TIMEOUT_MS  the app's answer to an admitted request must be done within this (default 60000)
//   WRITE_TIMEOUT_MS     a connection that has had bytes to send and sent none for this long (its client stopped
//                        reading) is reset (default 30000, nginx's send_timeout; while draining, 2000)
//   CONNECTIONS_PER_ADDRESS  connections one client address may hold open at once (default 256; more are
//                        answered 429); off behind a proxy (TRUSTED_PROXY_HOPS > 0), whose own limit does it
import { readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { hostname as hostName } from 'node:os'
import path from 'node:path'

import next from 'next'

import { heldWorkSettled, hurryHeldWork } from '../src/config/held-work.mjs'
import { metrics, secondsSince } from '../src/observability/metrics.mjs'
import { methodLabel, routeLabeller } from '../src/observability/route-label.mjs'
import { PAYMENTS_NOT_SET_UP, paymentProviderFromEnvironment } from '../src/commerce/payments/provider-rule.mjs'
import { admission, isHeavy, isPublicApiRead, isPurchase, isQuickRead } from './lib/admission.mjs'
import { clientAddressOf, CLIENT_ADDRESS_HEADER } from './lib/client-address.mjs'
import {
  connectionCap,
  connectionsPerAddress,
  REFUSAL_BODY,
  REFUSAL_STATUS,
  REFUSED_LINGER_MS,
} from './lib/connection-cap.mjs'
import { closeAfterReading } from './lib/gentle-close.mjs'
import { keepOneLocation } from './lib/one-location.mjs'
import { BodyError, isPrereadable, readBodyFirst, replayRequest } from './lib/request-body.mjs'
import { refuseClientMistakes } from './lib/request-guards.mjs'
import { staffTokenChecker } from './lib/staff-token.mjs'
import { writeStalledMs } from './lib/write-stall.mjs'
import {
  installLogContext,
  isRoutineRequest,
  loggablePath,
  REQUEST_ID_HEADER,
  requestContext,
  requestIdFrom,
} from './lib/request-log.mjs'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
const trustedHops = Math.max(0, Number(process.env.TRUSTED_PROXY_HOPS || 0))
const shutdownTimeoutMs = Math.max(0, Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000))
const accessLog = process.env.ACCESS_LOG !== '0'
const metricsOn = process.env.METRICS !== '0'
// The app reads the same name (src/config/instance.ts).
process.env.INSTANCE_NAME ||= `${hostName()}:${port}`
const instance = process.env.INSTANCE_NAME
const log = installLogContext(instance)

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next')
const app = next({ dev: false, dir: process.cwd(), hostname, port })
await app.prepare()

// Prepared, Next.js has loaded the .env files: a site that would let test cards pay real orders
// does not start (the rule: src/commerce/payments/provider-rule.mjs).
if (!paymentProviderFromEnvironment(process.env)) {
  console.error(`[pebble] ${PAYMENTS_NOT_SET_UP}`)
  process.exit(1)
}
// Server actions are encrypted, and their ids salted, with the key the build was made with. A
// different key at run time makes every form fail ("Failed to find Server Action"): refuse early.
const buildKey = (() => {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'))
      .encryptionKey
  } catch {
    return undefined
  }
})()
if (
  process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY &&
  buildKey &&
  process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY !== buildKey
) {
  console.error(
    '[pebble] NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not the key this build was made with: every form would fail. ' +
      'Build with the same value (npm run release), or leave it unset here to use the build’s.',
  )
  process.exit(1)
}
const handle = app.getRequestHandler()

const admit = admission({
  limit: Math.max(1, Number(process.env.HEAVY_REQUESTS_AT_ONCE || 4)),
  maxWaitMs: 60_000,
  observe: metricsOn && {
    line: (active, waiting) => {
      metrics.admissionActive.set(active)
      metrics.admissionWaiting.set(waiting)
    },
    waited: (ms, outcome) => metrics.admissionWait.observe({ outcome }, ms / 1000),
    refused: (reason) => metrics.admissionRefusals.inc({ reason }),
  },
})
// Price quotes (isQuickRead): two at a time, each client its share, so a burst of them never holds
// the thread for all of them at once. During 200 buyers' placements, a content page's slowest
// answer was 0.8–1.1 s without this line and 0.1–0.3 s with it (docs/benchmarks.md).
const admitQuick = admission({
  limit: 2,
  maxWaitMs: 10_000,
  observe: metricsOn && {
    line() {},
    waited() {},
    refused: (reason) => metrics.admissionRefusals.inc({ reason: `quick_${reason}` }),
  },
})
// Every request's route template, method and status with its duration (/api/metrics).
const routeOf = routeLabeller(distDir)
/** One histogram child per label set, found by one string key: no label object per request. */
const durationByLabels = new Map()
const observeRequest = (url, requestMethod, status, started) => {
  const route = routeOf(url)
  const method = methodLabel(requestMethod)
  const key = `${route} ${method} ${status}`
  let child = durationByLabels.get(key)
  if (!child) durationByLabels.set(key, (child = metrics.httpDuration.labels(route, method, String(status))))
  child.observe(secondsSince(started))
}
// Loaded by app.prepare() from the .env files, like the rest of the app's settings.
const carriesStaffToken = staffTokenChecker(process.env.PAYLOAD_SECRET)
const msFromEnv = (name, fallback) => Math.max(1, Number(process.env[name] || fallback))
const headersTimeoutMs = msFromEnv('HEADERS_TIMEOUT_MS', 10_000)
const bodyTimeoutMs = msFromEnv('BODY_TIMEOUT_MS', 10_000)
const requestTimeoutMs = Math.max(headersTimeoutMs, msFromEnv('REQUEST_TIMEOUT_MS', 120_000))
const responseTimeoutMs = msFromEnv('RESPONSE_TIMEOUT_MS', 60_000)
const writeTimeoutMs = msFromEnv('WRITE_TIMEOUT_MS', 30_000)
/** While draining, a connection whose client does not read is not waited for longer than this. */
const drainWriteTimeoutMs = Math.min(writeTimeoutMs, 2_000)
const perAddress = connectionsPerAddress(process.env, trustedHops)
/** Bodies up to this size are read in full before a heavy request asks for a slot. */
const PREREAD_MAX_BYTES = 1024 * 1024
/**
 * Bodies one client address may be sending at once (each is read before admission). A crowd behind
 * one address (an office, a carrier's NAT) posts many at once, and on a busy server even bodies
 * that came whole with their heads are still being read together: at 4, twenty buyers with their
 * double clicks could be refused (429), the likeliest cause of a launch test's lost reservations.
 * A trickling body holds no slot while it is read, and is cut off at its deadline, so this only
 * bounds how many one address keeps going.
 */
const BODIES_PER_CLIENT = 32
const bodiesInFlight = new Map()

const answerJson = (res, status, error, close = false) => {
  if (res.headersSent) return res.destroy()
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...(close ? { connection: 'close' } : {}),
  })
  res.end(JSON.stringify({ error }))
}

/**
 * A heavy request: its body (when small) is read in full first, under a deadline, without a slot;
 * then it waits its turn in the admission line. The app must answer within responseTimeoutMs.
 */
async function serveHeavy(req, res, serve) {
  const client = req.headers[CLIENT_ADDRESS_HEADER]
  let body
  let forApp = req
  if (isPrereadable(req, PREREAD_MAX_BYTES)) {
    const sending = bodiesInFlight.get(client) ?? 0
    if (sending >= BODIES_PER_CLIENT) {
      metrics.admissionRefusals.inc({ reason: 'bodies_per_client' })
      return answerJson(
        res,
        429,
        'Too many requests from your address at once. Please wait for the ones under way.',
        true,
      )
    }
    bodiesInFlight.set(client, sending + 1)
    try {
      body = await readBodyFirst(req, { maxBytes: PREREAD_MAX_BYTES, deadlineMs: bodyTimeoutMs })
      forApp = replayRequest(req, body)
    } catch (error) {
      if (!(error instanceof BodyError)) throw error
      // The rest of a refused body is never read. A slow client's connection closes after the
      // answer; a large body's stays open until its client stops sending, so the client, still
      // uploading, reads the 413 rather than a reset connection.
      return answerJson(res, error.status, error.message, error.status !== 413)
    } finally {
      const left = bodiesInFlight.get(client) - 1
      if (left > 0) bodiesInFlight.set(client, left)
      else bodiesInFlight.delete(client)
    }
  }
  admit(
    req,
    res,
    () => {
      const deadline = setTimeout(() => {
        log.warn({ msg: 'response timed out', path: loggablePath(req.url), ms: responseTimeoutMs })
        answerJson(res, 503, 'This took too long. Please try again in a moment.', true)
      }, responseTimeoutMs)
      res.once('close', () => clearTimeout(deadline))
      serve(forApp)
    },
    { client, urgent: isPurchase(req, body), publicApi: isPublicApiRead(req, carriesStaffToken(req)) },
  )
}

/** Responses not yet finished, so draining can ask their connections to close. */
const inFlight = new Set()
/**
 * Open connections: each one's requests not yet done (their `done`, below) and since when it is
 * idle. A connection's close ends its requests' books too: Node never closes a response still
 * queued behind another (pipelined) once its socket is gone.
 */
const connections = new Map()
let draining = false
let drainStarted = 0

const isHealthCheck = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') && /^\/api\/health(?:\?|$)/.test(req.url ?? '')

// connectionsCheckingInterval: how often Node checks the headers and request timeouts (default
// 30 s, which would let a slow client overstay them by as much).
const server = http.createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
  const started = performance.now()
  const requestedUrl = req.url
  const id = requestIdFrom(req.headers[REQUEST_ID_HEADER], req.headers.traceparent)
  req.headers[REQUEST_ID_HEADER] = id
  res.setHeader(REQUEST_ID_HEADER, id)
  keepOneLocation(res)
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req, trustedHops)
  const connection = connectionOf(req.socket)
  // The request leaves the books once, whichever comes first: its response's close or its connection's.
  let ended = false
  const done = () => {
    if (ended) return
    ended = true
    inFlight.delete(res)
    connection.requests.delete(done)
    if (connection.requests.size === 0) connection.idleSince = performance.now()
    if (metricsOn) {
      metrics.httpInFlight.set(inFlight.size)
      observeRequest(requestedUrl, req.method, res.statusCode, started)
    }
    if (!accessLog || isRoutineRequest(req, res.statusCode)) return
    requestContext.run({ id }, () =>
      log.info({
        msg: 'request',
        method: req.method,
        path: loggablePath(requestedUrl),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
        ...(draining ? { draining: true } : {}),
      }),
    )
  }
  connection.requests.add(done)
  inFlight.add(res)
  if (metricsOn) metrics.httpInFlight.set(inFlight.size)
  res.once('close', done)
  if (connection.refused) {
    res.writeHead(REFUSAL_STATUS, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      connection: 'close',
    })
    res.end(REFUSAL_BODY)
    return
  }
  if (draining) {
    // Answered, then this connection closes: the client opens its next one elsewhere.
    res.setHeader('Connection', 'close')
    if (isHealthCheck(req)) {
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '5' })
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: 'draining' }))
      return
    }
  }
  if (refuseClientMistakes(req, res)) return
  // The request's id goes with everything the app does for it (log lines of console.error/warn),
  // also when it waited in the admission line and is let in by another request's end.
  const serve = (request = req) => requestContext.run({ id }, () => handle(request, res))
  if (isHeavy(req.method, req.url ?? '/'))
    serveHeavy(req, res, serve).catch((error) => {
      log.error({ msg: 'admission failed', error: String(error?.message ?? error) })
      answerJson(res, 500, 'Something went wrong. Please try again.', true)
    })
  else if (isQuickRead(req.method, req.url ?? '/'))
    admitQuick(req, res, serve, { client: req.headers[CLIENT_ADDRESS_HEADER] })
  else serve()
})
server.keepAliveTimeout = 65_000
server.headersTimeout = headersTimeoutMs
server.requestTimeout = requestTimeoutMs
const takeConnection = connectionCap(perAddress)
function connectionOf(socket) {
  let connection = connections.get(socket)
  if (connection) return connection
  connection = { requests: new Set(), idleSince: performance.now(), refused: false }
  connections.set(socket, connection)
  socket.once('close', () => {
    connections.delete(socket)
    for (const done of connection.requests) done()
  })
  return connection
}
server.on('connection', (socket) => {
  const connection = connectionOf(socket)
  if (takeConnection(socket)) return
  // Over its address's cap: its first request is answered 429 (the request handler above), and a
  // moment later it goes. (Node's parser reads the socket itself: it cannot be answered before that.)
  connection.refused = true
  if (metricsOn) metrics.connectionsCut.inc({ reason: 'per_address' })
  setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref()
})
/**
 * Node's own answers to a head it cannot read (431 too long, 400 malformed), but the connection
 * closes only once the client has sent the rest or a moment passed: closed at once with the rest
 * unread, it resets, and the client may never read the answer. A timed-out head (408) is a slow
 * client's: that one goes at once, as Node does.
 */
const CLIENT_ERRORS = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 }
const REASONS = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
}
server.on('clientError', (error, socket) => {
  const answering = socket.writable && (connections.get(socket)?.requests.size ?? 0) === 0
  if (error.code === 'ECONNRESET' || !answering) return socket.destroy()
  const status = CLIENT_ERRORS[error.code] ?? 400
  const answer = `HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\n\r\n`
  if (status === 408) {
    socket.write(answer)
    return socket.destroy()
  }
  closeAfterReading(socket, answer)
})
// A connection whose client stopped reading goes (write-stall.mjs); while draining, sooner. Reset,
// not closed: a close would leave the kernel holding its megabytes, trying to deliver them and a FIN.
setInterval(() => {
  const now = performance.now()
  const limit = draining ? drainWriteTimeoutMs : writeTimeoutMs
  for (const socket of connections.keys())
    if (writeStalledMs(socket, now) >= limit) {
      if (metricsOn) metrics.connectionsCut.inc({ reason: 'write_stalled' })
      socket.resetAndDestroy()
    }
}, 1_000).unref()
const serving = () => console.log(`[pebble] serving on http://localhost:${port} as ${instance}`)
server.listen(port, hostname, serving)

// SIGTERM (a deploy, a scale-down) or SIGINT: drain, then exit 0.
//   1. Stop listening: new connections are refused, so a load balancer sends them elsewhere.
//      Connections already open stay, and what arrives on them is still answered, with
//      `Connection: close` (/api/health answers 503 "draining").
//   2. Responses in flight are answered as usual, with `Connection: close` when their headers
//      have not gone yet.
//   3. A connection idle for IDLE_GRACE_MS (counted from the signal at the earliest) is closed: a
//      client that was about to reuse it has sent its request by then and got its answer.
//   4. Work the app holds past its answers (a new buyer's password hash, src/config/held-work.mjs)
//      starts at once and is waited for.
//   5. When the last connection is gone and that work is done, exit 0; after SHUTDOWN_TIMEOUT_MS
//      whatever is left is cut.
const IDLE_GRACE_MS = 1_000
function drain(signal) {
  if (draining) {
    // The same signal often arrives twice (a terminal's process group and a parent passing it
    // on); a second one a moment later is someone who wants out now.
    if (performance.now() - drainStarted < 1_000) return
    log.warn({ msg: 'second signal: exiting now', signal, open_requests: inFlight.size })
    process.exit(0)
  }
  draining = true
  drainStarted = performance.now()
  log.info({ msg: 'draining', signal, open_requests: inFlight.size, timeout_ms: shutdownTimeoutMs })
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
  hurryHeldWork()
  const drained = async () => {
    await heldWorkSettled()
    log.info({ msg: 'drained', ms: Math.round(performance.now() - drainStarted) })
    process.exit(0)
  }
  // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at
  // once, and a client sending its next request on one just then would see it reset.
  net.Server.prototype.close.call(server, drained)
  setInterval(() => {
    const now = performance.now()
    for (const [socket, { requests, idleSince }] of connections)
      if (requests.size === 0 && now - Math.max(idleSince, drainStarted) >= IDLE_GRACE_MS) socket.destroy()
  }, 100).unref()
  setTimeout(() => {
    log.warn({ msg: 'drain timed out: closing what is left', open_requests: inFlight.size })
    server.closeAllConnections()
    process.exit(0)
  }, shutdownTimeoutMs).unref()
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => drain(signal))
