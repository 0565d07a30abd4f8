// The front: a thread of its own that owns the public port, so a content page never waits for the
// app's one JavaScript thread. A crowd placing orders keeps that thread busy with renders of tens of
// milliseconds each; a visitor opening /charging meanwhile is answered here, from a copy.
//
// Each connection's first requests are read here. One that may be answered from a copy
// (page-copy-rules.mjs) is; the copy is fetched from the app when there is none or content
// changed (the visitor waits for it, once), and refreshed in the background once it is older than
// PAGE_COPY_SECONDS: an older copy still answers meanwhile, as Next.js itself answers from a stale
// page while it renders a new one. At the first request that is not for a copy (a form post, an API call, a
// signed-in visitor, a head that did not arrive whole) the connection is handed to the app: its
// bytes from then on pass through unchanged, in both directions, so the app's server applies its
// own timeouts, limits and drain to them. It learns the client's address from front-peers.mjs.
import { readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'

import { PAGE_COPY_SLOTS, pageCopiesView } from '../../src/config/page-copies.mjs'
import { routeLabeller } from '../../src/observability/route-label.mjs'
import { connectionCap, REFUSAL, REFUSED_LINGER_MS } from './connection-cap.mjs'
import { peerTable } from './front-peers.mjs'
import { closeAfterReading } from './gentle-close.mjs'
import { mayAnswerFromCopy, mayKeepAnswer, PAGE_COPY_SECONDS } from './page-copy-rules.mjs'
import { requestIdFrom } from './request-log.mjs'
import { writeStalledMs } from './write-stall.mjs'

const {
  port,
  hostname,
  appPort,
  distDir,
  state: stateBuffer,
  peers: peerBuffer,
  headersTimeoutMs,
  keepAliveTimeoutMs,
  writeTimeoutMs,
  drainWriteTimeoutMs,
  connectionsPerAddress,
} = workerData
const state = pageCopiesView(stateBuffer)
const peers = peerTable(peerBuffer)
const count = (kind) => Atomics.add(state, PAGE_COPY_SLOTS[kind], 1)

const HEAD_END = Buffer.from('\r\n\r\n')
/** The longest head the app's server reads (Node's limit, the same in both threads): longer ones get a 431. */
const MAX_HEAD_BYTES = http.maxHeaderSize
/** How long a URL whose answer may not be kept is passed to the app without asking again. */
const NOT_KEPT_MS = 60_000
const MAX_COPIES = 500
const MAX_COPY_BYTES = 2 * 1024 * 1024
/** How long a visitor waits for the app to make a copy before the request is handed to it instead. */
const FETCH_TIMEOUT_MS = 30_000
/** Response headers that belong to one connection or one answer, not to the page. */
const NOT_COPIED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'x-request-id',
  'x-nextjs-cache',
])
/** Next.js's own cache header on an answer from a copy: the app's when the visitor waited for it. */
const NEXT_CACHE = { fresh: 'HIT', stale: 'STALE' }

const appAgent = new http.Agent({ keepAlive: true, maxSockets: 8 })

/** key → { generation, fetchedAt, head (header lines), body, etag } */
const copies = new Map()
/** key → the pending fetch of its copy, one at a time per key and generation */
const fetching = new Map()
/** page path → until when (and for which generation) the app's answers for it are not kept (a 404, a redirect) */
const notKept = new Map()

/**
 * The routes Next.js prerenders (and regenerates): the only pages with a copy worth keeping. A
 * request for any other (the build flow, the portal, search) is the app's at once, never fetched twice.
 */
const routeOf = routeLabeller(distDir)
const prerenderedRoutes = (() => {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'))
    return new Set([...Object.keys(manifest.routes).map(routeOf), ...Object.keys(manifest.dynamicRoutes)])
  } catch {
    return new Set()
  }
})()

const generation = () => Atomics.load(state, PAGE_COPY_SLOTS.generation)

/** The visitor's encoding, in the two forms the app answers in (Next.js compresses with gzip). */
const encodingOf = (headers) => (/\bgzip\b/i.test(headers['accept-encoding'] ?? '') ? 'gzip' : 'identity')

/**
 * The app's answer to a visitor's GET without cookies, or undefined when there is none whole (an
 * error, a timeout, a body over MAX_COPY_BYTES) or Node's client refuses the head (parseHead lets
 * few such through). An answer that may not be kept is not read.
 */
function askApp(request, encoding) {
  return new Promise((resolve) => {
    const headers = {
      host: request.headers.host,
      'accept-encoding': encoding,
      'user-agent': 'pebble-front (page copies)',
    }
    let asking
    try {
      asking = http.get({ host: '127.0.0.1', port: appPort, path: request.target, agent: appAgent, headers })
    } catch {
      return resolve(undefined)
    }
    asking.setTimeout(FETCH_TIMEOUT_MS, () => asking.destroy())
    asking.on('error', () => resolve(undefined))
    asking.on('response', (response) => {
      const answer = { status: response.statusCode, headers: response.headers, rawHeaders: response.rawHeaders }
      if (!mayKeepAnswer(answer)) {
        response.resume()
        return resolve(answer)
      }
      const chunks = []
      let size = 0
      response.on('data', (chunk) => {
        size += chunk.length
        if (size <= MAX_COPY_BYTES) chunks.push(chunk)
      })
      response.on('error', () => resolve(undefined))
      response.on('end', () =>
        resolve(size <= MAX_COPY_BYTES && response.complete ? { ...answer, body: Buffer.concat(chunks) } : undefined),
      )
    })
  })
}

/** Keeps the app's answer as the copy for `key`, or notes that its page's answers are not kept. */
function keep(key, pagePath, answer, forGeneration) {
  if (!answer) return undefined
  if (!answer.body) {
    copies.delete(key)
    notKept.delete(pagePath)
    notKept.set(pagePath, { generation: forGeneration, until: Date.now() + NOT_KEPT_MS })
    if (notKept.size > MAX_COPIES) notKept.delete(notKept.keys().next().value)
    return undefined
  }
  let head = ''
  for (let i = 0; i < answer.rawHeaders.length; i += 2)
    if (!NOT_COPIED.has(answer.rawHeaders[i].toLowerCase()))
      head += `${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}\r\n`
  const copy = {
    generation: forGeneration,
    fetchedAt: performance.now(),
    head,
    body: answer.body,
    etag: answer.headers.etag,
    nextCache: answer.headers['x-nextjs-cache'],
  }
  copies.delete(key)
  copies.set(key, copy)
  if (copies.size > MAX_COPIES) copies.delete(copies.keys().next().value)
  return copy
}

/** The copy for `key` made from the app's answer now: one fetch at a time per key and generation. */
function fetchCopy(key, request, encoding, forGeneration) {
  const pending = fetching.get(key)
  if (pending?.generation === forGeneration) return pending.promise
  const promise = askApp(request, encoding)
    .then((answer) => keep(key, request.path, answer, forGeneration))
    .finally(() => {
      if (fetching.get(key)?.promise === promise) fetching.delete(key)
    })
  fetching.set(key, { generation: forGeneration, promise })
  return promise
}

let dateSecond = 0
let dateText = ''
const httpDate = () => {
  const second = Math.floor(Date.now() / 1000)
  if (second !== dateSecond) {
    dateSecond = second
    dateText = new Date(second * 1000).toUTCString()
  }
  return dateText
}

const matchesEtag = (ifNoneMatch, etag) =>
  Boolean(etag && ifNoneMatch) &&
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })

let draining = false
/** Every client connection, until it closes: the ones answered here and the ones handed to the app. */
const connections = new Set()

function answerFromCopy(conn, request, copy, kind) {
  const id = requestIdFrom(request.headers['x-request-id'], request.headers.traceparent)
  const close = draining || /\bclose\b/i.test(request.headers.connection ?? '')
  const connection = close
    ? 'Connection: close\r\n'
    : `Connection: keep-alive\r\nKeep-Alive: timeout=${Math.round(keepAliveTimeoutMs / 1000)}\r\n`
  const notModified = matchesEtag(request.headers['if-none-match'], copy.etag)
  count(notModified ? 'not_modified' : kind)
  const status = notModified ? 'HTTP/1.1 304 Not Modified' : 'HTTP/1.1 200 OK'
  const length = notModified ? '' : `Content-Length: ${copy.body.length}\r\n`
  const nextCache = NEXT_CACHE[kind] ?? copy.nextCache
  const head =
    `${status}\r\nDate: ${httpDate()}\r\nx-request-id: ${id}\r\n${copy.head}${length}` +
    `${nextCache ? `x-nextjs-cache: ${nextCache}\r\n` : ''}x-page-copy: ${kind}\r\n${connection}\r\n`
  const { client } = conn
  client.cork()
  client.write(head, 'latin1')
  if (!notModified && request.method === 'GET') client.write(copy.body)
  client.uncork()
  if (close) {
    conn.closing = true
    client.end()
  }
}

/** Reads the connection's buffered requests, answering from copies, until one is the app's. */
function work(conn) {
  while (!conn.waiting && !conn.closing && !conn.handedOver && conn.buffer.length) {
    const end = conn.buffer.indexOf(HEAD_END)
    // A head too long for the app's server is refused here, as it would be there; one that has not
    // arrived whole (a slow client) is the app's to wait for and time out.
    if (end > MAX_HEAD_BYTES || (end < 0 && conn.buffer.length > MAX_HEAD_BYTES)) return refuseLongHead(conn)
    if (end < 0) return handOver(conn)
    const request = parseHead(conn.buffer.toString('latin1', 0, end))
    if (
      !request ||
      !request.headers.host ||
      !mayAnswerFromCopy(request) ||
      !prerenderedRoutes.has(routeOf(request.path))
    )
      return handOver(conn)
    const encoding = encodingOf(request.headers)
    const key = `${request.headers.host} ${request.target} ${encoding}`
    const now = generation()
    const copy = copies.get(key)
    const age = copy ? performance.now() - copy.fetchedAt : Infinity
    if (copy && copy.generation === now) {
      conn.buffer = conn.buffer.subarray(end + HEAD_END.length)
      const fresh = age < PAGE_COPY_SECONDS * 1000
      if (!fresh) fetchCopy(key, request, encoding, now)
      answerFromCopy(conn, request, copy, fresh ? 'fresh' : 'stale')
      continue
    }
    const refused = notKept.get(request.path)
    if (refused && refused.generation === now && refused.until > Date.now()) return handOver(conn)
    // No copy yet, or content changed since: the visitor waits for the app to make one.
    conn.waiting = true
    conn.client.pause()
    fetchCopy(key, request, encoding, now).then((made) => {
      conn.waiting = false
      if (conn.client.destroyed) return
      if (!made) return handOver(conn)
      conn.buffer = conn.buffer.subarray(end + HEAD_END.length)
      answerFromCopy(conn, request, made, 'fetched')
      conn.client.resume()
      idleOrWork(conn)
    })
    return
  }
  idleOrWork(conn)
}

function idleOrWork(conn) {
  const { client } = conn
  if (conn.handedOver || conn.closing || conn.waiting) return
  if (client.writableNeedDrain) {
    // A client that asks without reading: nothing more is read from it until it has read this.
    conn.waiting = true
    client.pause()
    client.once('drain', () => {
      conn.waiting = false
      client.resume()
      idleOrWork(conn)
    })
    return
  }
  if (conn.buffer.length) return work(conn)
  if (conn.ended) {
    conn.closing = true
    return client.end()
  }
  conn.idleSince = performance.now()
  client.setTimeout(keepAliveTimeoutMs)
}

/** Characters no request head may hold outside its line ends (the app's server refuses them: 400). */
const FORBIDDEN_IN_HEAD = /[\x00-\x08\x0a-\x1f\x7f]/

/** `GET /path HTTP/1.1` and its headers (lower-case names), or null for anything else. */
function parseHead(text) {
  const lines = text.split('\r\n')
  if (lines.some((line) => FORBIDDEN_IN_HEAD.test(line))) return null
  const start = /^(GET|HEAD) (\/[^\s]*) HTTP\/1\.1$/.exec(lines[0])
  if (!start) return null
  const headers = Object.create(null)
  for (let i = 1; i < lines.length; i++) {
    const colon = lines[i].indexOf(':')
    const name = lines[i].slice(0, colon).toLowerCase()
    if (colon <= 0 || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name)) return null
    const value = lines[i].slice(colon + 1).trim()
    headers[name] = name in headers ? `${headers[name]}${name === 'cookie' ? '; ' : ', '}${value}` : value
  }
  return { method: start[1], target: start[2], path: start[2].split('?')[0], headers }
}

/** Node's own answer to a head over its limit, given here; the client may still be sending the rest. */
function refuseLongHead(conn) {
  conn.closing = true
  conn.buffer = Buffer.alloc(0)
  closeAfterReading(conn.client, 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n')
}

/** From here on the connection is the app's: its bytes pass through unchanged, both ways. */
function handOver(conn) {
  const { client } = conn
  conn.handedOver = true
  count('passed')
  client.setTimeout(0)
  client.removeAllListeners('data')
  client.removeAllListeners('end')
  client.removeAllListeners('timeout')
  client.pause()
  const app = net.connect({ host: '127.0.0.1', port: appPort, allowHalfOpen: true, noDelay: true })
  let localPort
  app.once('connect', () => {
    localPort = app.localPort
    peers.set(localPort, client.remoteAddress ?? 'unknown')
    if (conn.buffer.length) app.write(conn.buffer)
    conn.buffer = Buffer.alloc(0)
    client.pipe(app)
    app.pipe(client)
  })
  // An error on the app's side ends in its close, below.
  app.on('error', () => {})
  app.once('close', () => {
    if (localPort) peers.clear(localPort)
    // The app closed its end (an answer with Connection: close, a refused body, a drain).
    client.unpipe(app)
    closeAfterReading(client)
  })
  client.on('error', () => app.destroy())
  client.once('close', () => app.destroy())
}

const takeConnection = connectionCap(connectionsPerAddress)

const server = net.createServer({ allowHalfOpen: true, noDelay: true }, (client) => {
  if (!takeConnection(client)) {
    parentPort.postMessage({ type: 'cut', reason: 'per_address' })
    return closeAfterReading(client, REFUSAL, REFUSED_LINGER_MS)
  }
  const conn = {
    client,
    buffer: Buffer.alloc(0),
    waiting: false,
    ended: false,
    closing: false,
    handedOver: false,
    idleSince: performance.now(),
  }
  connections.add(conn)
  client.on('error', () => client.destroy())
  client.once('close', () => {
    connections.delete(conn)
    if (draining) reportIfDrained()
  })
  // The app's server gives a head this long to arrive; an idle keep-alive connection, keepAliveTimeoutMs.
  client.setTimeout(headersTimeoutMs)
  client.on('timeout', () => {
    if (conn.idleSince && conn.buffer.length === 0 && !conn.waiting) client.destroy()
  })
  client.on('data', (chunk) => {
    client.setTimeout(0)
    conn.idleSince = 0
    conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, chunk]) : chunk
    try {
      work(conn)
    } catch (error) {
      // Whatever the front did not foresee is the app's to answer, not a reason for the server to stop.
      parentPort.postMessage({ type: 'warning', message: String(error?.stack ?? error) })
      if (!conn.handedOver) handOver(conn)
    }
  })
  client.on('end', () => {
    // The client sent all it will: answer what it asked, then close.
    conn.ended = true
    idleOrWork(conn)
  })
})

// A connection whose client stopped reading goes (write-stall.mjs), handed over or not; while
// draining, sooner. Reset, as in serve.mjs: a close would leave the kernel holding what is unsent.
setInterval(() => {
  const now = performance.now()
  const limit = draining ? drainWriteTimeoutMs : writeTimeoutMs
  for (const conn of connections)
    if (writeStalledMs(conn.client, now) >= limit) {
      parentPort.postMessage({ type: 'cut', reason: 'write_stalled' })
      conn.client.resetAndDestroy()
    }
}, 1_000).unref()

server.on('error', (error) => parentPort.postMessage({ type: 'error', message: String(error.message) }))
server.listen(port, hostname, () => parentPort.postMessage({ type: 'listening' }))

function reportIfDrained() {
  if (connections.size === 0) parentPort.postMessage({ type: 'drained' })
}

// The server drains (scripts/serve.mjs): no new connections; answers from copies close their
// connection; a connection idle for `idleGraceMs` closes. Connections handed to the app are drained
// by the app's server, and close here when it closes them.
parentPort.on('message', (message) => {
  if (message?.type !== 'drain' || draining) return
  draining = true
  const started = performance.now()
  server.close()
  const timer = setInterval(() => {
    const now = performance.now()
    for (const conn of connections)
      if (!conn.handedOver && !conn.waiting && conn.buffer.length === 0 && conn.idleSince)
        if (now - Math.max(conn.idleSince, started) >= message.idleGraceMs) conn.client.destroy()
    if (connections.size === 0) clearInterval(timer)
  }, 100)
  reportIfDrained()
})
