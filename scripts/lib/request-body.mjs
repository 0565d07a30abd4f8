// Reads a request's body in full before the app starts on it, then gives it back to the stream
// untouched, so the app (Next.js, Payload) reads it as if nobody had. A client that sends its body
// slowly then waits on its own: it holds no admission slot while it trickles
// (scripts/lib/admission.mjs), and it is cut off at the deadline.

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
 * Resolves with the body (a Buffer) once all of it has arrived, leaving it in `req` to be read
 * again. Rejects with BodyError 408 when it takes longer than `deadlineMs`, 413 past `maxBytes`.
 *
 * How: the body is pulled with `read()` (paused mode) until the parser has seen the whole message
 * (`req.complete`), then put back in one piece with `unshift()`, in the same tick, before the
 * stream could announce its end.
 */
export function readBodyFirst(req, { maxBytes, deadlineMs }) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    const finish = (error, body) => {
      clearTimeout(timer)
      req.off('readable', onReadable)
      req.off('error', onError)
      req.off('aborted', onAborted)
      if (error) reject(error)
      else resolve(body)
    }
    const onReadable = () => {
      let chunk
      while ((chunk = req.read()) !== null) {
        chunks.push(chunk)
        size += chunk.length
        if (size > maxBytes) return finish(new BodyError(413, 'The request body is too large.'))
      }
      if (!req.complete) return
      const body = Buffer.concat(chunks, size)
      if (size > 0) req.unshift(body)
      finish(null, body)
    }
    const onError = (error) => finish(new BodyError(400, error?.message || 'The request body could not be read.'))
    const onAborted = () => finish(new BodyError(400, 'The client went away while sending its request.'))
    const timer = setTimeout(() => finish(new BodyError(408, 'The request body took too long to arrive.')), deadlineMs)
    req.on('readable', onReadable)
    req.on('error', onError)
    req.on('aborted', onAborted)
  })
}
