// Reads a request's body in full before the app starts on it, then hands the app a request that
// carries the same body, so the app (Next.js, Payload) reads it as if nobody had. A client that
// sends its body slowly then waits on its own: it holds no admission slot while it trickles
// (scripts/lib/admission.mjs), and it is cut off at the deadline.
import { IncomingMessage } from 'node:http'

export class BodyError extends Error {
  constructor(status, message) {
    super(message)
    this.status = status
  }
}

/** Whether the body is small enough to be held in memory before admission (uploads are not). */
export function isPrereadable(req, maxBytes) {
  if (req.method === 'GET' || req.method === 'HEAD') return false
  const declared = req.headers['content-length']
  // A chunked body of unknown length is read too, and refused past maxBytes.
  if (declared === undefined) return req.headers['transfer-encoding'] !== undefined
  const length = Number(declared)
  return length > 0 && length <= maxBytes
}

/**
 * Resolves with the body (a Buffer) once all of it has arrived. Rejects with BodyError 408 when
 * it takes longer than `deadlineMs`, 413 past `maxBytes`. The request's own stream is used up:
 * the app gets `replayRequest(req, body)` instead.
 */
export function readBodyFirst(req, { maxBytes, deadlineMs }) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    const finish = (error, body) => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('aborted', onAborted)
      if (error) {
        req.pause()
        reject(error)
      } else resolve(body)
    }
    const onData = (chunk) => {
      chunks.push(chunk)
      size += chunk.length
      if (size > maxBytes) finish(new BodyError(413, 'The request body is too large.'))
    }
    const onEnd = () => finish(null, Buffer.concat(chunks, size))
    const onError = (error) => finish(new BodyError(400, error?.message || 'The request body could not be read.'))
    const onAborted = () => finish(new BodyError(400, 'The client went away while sending its request.'))
    const timer = setTimeout(() => finish(new BodyError(408, 'The request body took too long to arrive.')), deadlineMs)
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('aborted', onAborted)
  })
}

/**
 * A fresh request with the same line, headers and socket, whose body is `body`: what the app
 * reads. (Handing back the original, refilled, does not do: a stream that was read once counts
 * as "disturbed", and Next.js refuses to make a Request of it.)
 */
export function replayRequest(req, body) {
  const replay = new IncomingMessage(req.socket)
  for (const key of ['method', 'url', 'headers', 'rawHeaders', 'httpVersion', 'httpVersionMajor', 'httpVersionMinor'])
    replay[key] = req[key]
  replay.trailers = req.trailers
  replay.rawTrailers = req.rawTrailers
  if (body.length > 0) replay.push(body)
  replay.push(null)
  replay.complete = true
  return replay
}
